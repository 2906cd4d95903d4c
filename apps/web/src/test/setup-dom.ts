import { configure } from "@testing-library/react";

// The screens' tests wait on what the screen shows (findBy…, waitFor): up to 5 s instead of
// Testing Library's 1 s, as a render on a 2-core machine running the journeys and the server
// tests beside them (npm test) can take longer; a test that passes waits no longer than it must.
configure({ asyncUtilTimeout: 5_000 });

// No network: a call no test answered (mockFetch) fails at once, as a relative URL's did under
// jsdom, instead of happy-dom's fetch sending it to http://localhost:3000, where `npm test` may
// have a real server running for the journeys.
const offline = () =>
  Promise.reject(new TypeError("no network in the component tests: answer it with mockFetch"));
window.fetch = offline;
globalThis.fetch = offline;
