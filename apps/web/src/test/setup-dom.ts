import { configure } from "@testing-library/react";

// The screens' tests wait on what the screen shows (findBy…, waitFor): up to 5 s instead of
// Testing Library's 1 s, as a render on a 2-core machine running the journeys and the server
// tests beside them (npm test) can take longer; a test that passes waits no longer than it must.
configure({ asyncUtilTimeout: 5_000 });
