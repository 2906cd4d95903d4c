import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Browser journeys: two files at a time by default (E2E_WORKERS sets it), generous time-outs for
 * a 2-core machine. Files cannot interfere: each starts its own server (a free port, its own copy
 * of the seeded DATA_DIR), its own Chromium and browser contexts, and its own scratch folder.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.min(2, availableParallelism());

export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    // the demo data, seeded once and copied by each file's server
    globalSetup: ["src/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll waits on what the page shows: up to 15 s (vitest's 1 s default lost a live
    // message that a loaded 2-core machine delivered a little later)
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: workers > 1,
    // a worker's files share its loaded modules (playwright, pg, axe's source, the shared
    // package): each file imported them again before, about 1 s of CPU per file; a journey keeps
    // its state in what `setUpJourney` returns, never in a module
    isolate: false,
    maxWorkers: workers,
  },
});
