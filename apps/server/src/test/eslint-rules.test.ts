import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The repository's root, where eslint.config.js is. */
const root = fileURLToPath(new URL("../../../../", import.meta.url));

/** The rule ids the project's lint reports on `file` (relative to the root), fixtures included. */
async function ruleIdsOf(file: string): Promise<(string | null)[]> {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles([file]);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

describe("the lint keeps the server's modules one way (issue 17 §1)", () => {
  it("fails on a deliberate import circle between two files", async () => {
    expect(await ruleIdsOf("apps/server/src/test/fixtures/cycle/a.ts")).toContain(
      "import-x/no-cycle",
    );
  }, 60_000);

  it("passes on the modules' entry points: relations, accounts, documents", async () => {
    for (const file of [
      "apps/server/src/modules/relations/index.ts",
      "apps/server/src/modules/accounts/index.ts",
      "apps/server/src/modules/documents/index.ts",
    ]) {
      expect(await ruleIdsOf(file)).not.toContain("import-x/no-cycle");
    }
  }, 60_000);
});
