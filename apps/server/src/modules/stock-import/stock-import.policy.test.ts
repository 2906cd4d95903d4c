import { describe, expect, it } from "vitest";
import { USER_TYPES } from "@reseau/shared";
import { authorize } from "../../platform/authorize.js";
import { actor, outcome, userRow } from "../../test/rows.js";
import { stockImportPolicy } from "./stock-import.policy.js";

// the cast: a pharmacy, another pharmacy, the group that manages the first, everyone else
const pharmacy = userRow("pharmacy", "pharmacy");
const other = userRow("other", "pharmacy");
const group = userRow("group", "grp_pharm");
const mine = { pharmaId: "pharmacy" };

describe("stock import policy (issue 11 §4, 000 §5)", () => {
  it("lets pharmacies only use it: 403 'Not a pharmacy' to every other type", () => {
    const table = USER_TYPES.map((type) => {
      const row = userRow(`a-${type}`, type);
      return [type, outcome(stockImportPolicy, "use", actor(row), { pharmaId: row.id })];
    });
    expect(table).toEqual([
      ["patient", 403],
      ["professional", 403],
      ["pharmacy", "allowed"],
      ["labo", 403],
      ["grp_pharm", 403],
      ["grp_lab", 403],
    ]);
    expect(() => authorize(stockImportPolicy, "use", actor(group), mine)).toThrow("Not a pharmacy");
  });

  it("owns an upload or an import of the pharmacy itself; another's is hidden (404)", () => {
    const cells: [string, ReturnType<typeof actor>, "allowed" | number][] = [
      ["the pharmacy", actor(pharmacy), "allowed"],
      ["another pharmacy", actor(other), 404],
      // a group manager acts for its pharmacies elsewhere, not in their stock files
      ["its group manager", actor(group, ["pharmacy"]), 404],
      ["a patient", actor(userRow("patient", "patient")), 404],
    ];
    for (const [who, caller, expected] of cells) {
      expect([who, outcome(stockImportPolicy, "own", caller, mine)]).toEqual([who, expected]);
    }
    // a file or an import that does not exist: 404, as another's
    expect(outcome(stockImportPolicy, "own", actor(pharmacy), null)).toBe(404);
  });
});
