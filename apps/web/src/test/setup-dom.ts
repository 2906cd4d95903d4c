import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearCookies } from "./fetchMock";
import { fakeMatchMedia } from "./render";

/** The screens' tests' address, happy-dom's default (vitest.config.ts). */
const TEST_ORIGIN = "http://localhost:3000/";

// Run before each screens' test file. The files of a worker share one window and the libraries'
// modules (`isolate: false` in vitest.config.ts: about a third of the CPU of a window and an
// import of React, Mantine and the rest per file), so what a file could have changed is put back
// here first: the app's own modules evaluated again, the address, cookies, storage, page, timers
// and stubbed globals as a new window has them.
resetAppModules();
vi.useRealTimers();
vi.unstubAllGlobals();
document.body.replaceChildren();
document.title = "";
// a followed download link (`blob:…`) leaves the window on another origin, where history cannot
// go back: the address is set as the browser's, then the history's state a browser router left
(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(TEST_ORIGIN);
window.history.replaceState(null, "", TEST_ORIGIN);
clearCookies();
window.localStorage.clear();
window.sessionStorage.clear();

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

// The tests' device is a phone without a mouse: every media query answers false (a test that
// wants a desktop or a mouse stubs `matchMedia`). Always set, not only when missing: happy-dom
// has its own, which answers from its window and its defaults.
window.matchMedia = fakeMatchMedia(() => false);
// the layout APIs Mantine reads, when the DOM lacks them
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// the autosize Textarea listens for web fonts loading
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  cleanup();
  // toasts live in a store outside React: one test's toast must not show in the next
  notifications.clean();
});

/**
 * Makes the next imports of the app's own modules (`apps/web/src` but this set-up, the test
 * helpers included) evaluate them again, as in a new worker: their module-level state (the API client's
 * XSRF token, the cart's store, the overlays' flags…) starts afresh in each file, while the
 * libraries, which keep none between renders, stay loaded. Vitest's own `vi.resetModules` would
 * evaluate the libraries again too; this is the same walk over the worker's module map, limited
 * to the app's sources.
 */
function resetAppModules(): void {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  const modules = state?.evaluatedModules?.idToModuleMap;
  // vitest's worker state is not a public API: a vitest that names it otherwise stops here, said
  // plainly, rather than leaving one file's module state to the next
  if (!(modules instanceof Map)) {
    throw new Error(
      "setup-dom.ts: vitest's worker no longer exposes `evaluatedModules.idToModuleMap` (read for " +
        "vitest 4); update resetAppModules to the installed vitest",
    );
  }
  for (const [id, node] of modules) {
    if (!id.includes("/apps/web/src/") || id.endsWith("/src/test/setup-dom.ts")) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/** The part of vitest's worker state `resetAppModules` reads (vitest 4). */
interface WorkerState {
  evaluatedModules?: {
    idToModuleMap: Map<
      string,
      { promise: unknown; exports: unknown; evaluated: boolean; importers: Set<string> }
    >;
  };
}
