import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * A digest of the shared package's sources: the screen tests' pre-bundle of their libraries and
 * of the shared package lives in a folder named by it, so that a change to a shared rule or text
 * bundles the package again instead of testing yesterday's (vitest's own key is the lockfile and
 * this file). About 10 ms.
 */
function sharedDigest(): string {
  const root = path.resolve(import.meta.dirname, "packages/shared/src");
  const hash = createHash("sha1");
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
    if (!/\.tsx?$/.test(name)) continue;
    hash.update(name).update(readFileSync(path.join(root, name)));
  }
  return hash.digest("hex").slice(0, 12);
}

/**
 * The screens' test files that replace a library's module (`vi.mock`) or install a global when
 * imported (fake-indexeddb): each runs in its own worker, the others share theirs.
 */
const MOCKING_MODULES = [
  "src/features/stock-import/ImportStockPage.test.tsx",
  "src/features/documents/viewers.test.tsx",
  "src/features/offline/logout.test.tsx",
];

/** A project of screens' tests under happy-dom; `test` adds to or overrides its settings. */
function webDom(test: { name: string; isolate?: boolean; include?: string[]; exclude?: string[] }) {
  return {
    cacheDir: `node_modules/.vite/${test.name}-${sharedDigest()}`,
    test: {
      root: "apps/web",
      include: ["src/**/*.test.tsx"],
      environment: "happy-dom",
      pool: "threads",
      // a phone's window, as `matchMedia` answers in test/render.tsx: happy-dom applies the
      // stylesheets' media queries (Mantine's hiddenFrom/visibleFrom) to what is visible
      environmentOptions: { happyDOM: { width: 375, height: 667 } },
      setupFiles: ["src/test/setup-dom.ts"],
      // the app's libraries and the shared package bundled once (into the `cacheDir` above,
      // named by the shared sources' digest) instead of each test file loading their hundreds
      // of modules again: 136 s of CPU → 86 s for the 270 tests (import 44 → 14 s). Every
      // package that imports React or Mantine is listed, so that one copy of each runs
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              "@reseau/shared",
              "@mantine/core",
              "@mantine/hooks",
              "react",
              "react-dom",
              "react-dom/client",
              "react-router",
              "@tanstack/react-query",
              "react-hook-form",
              "@hookform/resolvers/zod",
              "@testing-library/react",
              "@testing-library/dom",
              "@mantine/modals",
              "@mantine/notifications",
              "@mantine/charts",
              "qrcode.react",
              "react-zoom-pan-pinch",
              "react-leaflet",
              "react/jsx-runtime",
              "react/jsx-dev-runtime",
            ],
          },
        },
      },
      // a screen's test renders, types and waits for its calls: a second or two alone, more
      // when it shares the 2 cores with the journeys and the server tests (npm test)
      testTimeout: 60_000,
      ...test,
    },
  };
}

/** One Vitest run for the unit, server and web projects; e2e has its own config. */
export default defineConfig({
  test: {
    projects: [
      // the shared, web and web-dom files run in worker threads, cheaper to start than a process
      // per file (the 270 screen tests: 94 → 86 s of CPU; shared and web: 25 → 22 s)
      {
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          pool: "threads",
        },
      },
      // the payment sandbox through the real mangopay2-nodejs-sdk, each file its own sandbox
      {
        test: {
          name: "psp-sandbox",
          root: "apps/psp-sandbox",
          include: ["src/**/*.test.ts"],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          // a hang guard, not a speed target (speed is `npm run bench`): under `npm test` a server
          // test shares 2 cores with the journeys and the web's tests, measured 5–7× slower than
          // alone on a slow day (the demo seed's reset: 4.3 s alone, past 30 s in CI)
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // one migrated database per worker, shared by its test files in turn and emptied
          // between them (src/test/harness.ts): the module that holds it must survive a file
          isolate: false,
          globalSetup: ["src/test/global-setup.ts"],
          // argon2id at its smallest cost (platform/passwords.ts): a fifth of this suite's CPU
          env: { PASSWORD_HASH_COST: "test" },
        },
      },
      // components under happy-dom; the rest of the web app's tests (queries, handlers, rules) in
      // node, which starts far faster (a file that needs a DOM says so with @vitest-environment).
      // happy-dom rather than jsdom: the same 228 tests for about a fifth less CPU (its window
      // sets up in a third of jsdom's time); test/render.tsx and test/setup-dom.ts make it answer
      // as jsdom did (a phone, no network)
      {
        test: {
          name: "web",
          root: "apps/web",
          // the build's own plugins (build/) are tested here too
          include: ["src/**/*.test.ts", "build/**/*.test.ts"],
          environment: "node",
          pool: "threads",
        },
      },
      // the screens' files of a worker share its window and the libraries' modules, each file
      // starting from a fresh copy of the app's own modules and a window put back as new
      // (src/test/setup-dom.ts): 166 → 56 s of CPU for the 304 tests, passing in shuffled orders
      // (`--sequence.shuffle.files`); the files that replace a module each have their own worker
      webDom({ name: "web-dom", isolate: false, exclude: MOCKING_MODULES }),
      webDom({ name: "web-dom-mocks", include: MOCKING_MODULES }),
    ],
  },
});
