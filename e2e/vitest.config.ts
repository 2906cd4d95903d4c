import { defineConfig } from "vitest/config";

/** Browser journeys: one file at a time, generous time-outs for a 2-core machine. */
export default defineConfig({
  test: {
    include: ["src/**/*.e2e.ts"],
    // the demo data, seeded once and copied by each file's server
    globalSetup: ["src/global-setup.ts"],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
