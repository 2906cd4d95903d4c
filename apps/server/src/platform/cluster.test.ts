import { describe, expect, it } from "vitest";
import { processCount } from "./cluster.js";

describe("WEB_CONCURRENCY (issue 23 §1, docs/DECISIONS.md Several processes)", () => {
  it("runs N processes on PostgreSQL, silently", () => {
    const warnings: string[] = [];
    const count = processCount(
      { databaseUrl: "postgres://127.0.0.1/reseau", webConcurrency: 4 },
      (text) => warnings.push(text),
    );
    expect(count).toBe(4);
    expect(warnings).toEqual([]);
  });

  it("runs one process on the embedded database, and says why in French", () => {
    const warnings: string[] = [];
    const count = processCount({ databaseUrl: undefined, webConcurrency: 3 }, (text) =>
      warnings.push(text),
    );
    expect(count).toBe(1);
    expect(warnings).toEqual([
      expect.stringMatching(/^WEB_CONCURRENCY=3 ignoré : la base embarquée \(PGlite\)/),
    ]);
  });
});
