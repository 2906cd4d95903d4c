import { describe, expect, it } from "vitest";
import { USER_TYPES } from "@reseau/shared";
import { actor, outcome, userRow } from "../../test/rows.js";
import { libraryDirectoryPolicy, libraryPolicy } from "./library.policy.js";

// the cast: a pharmacy and its library, another pharmacy, the group that manages the first
const pharmacy = userRow("pharmacy", "pharmacy");
const other = userRow("other", "pharmacy");
const group = userRow("group", "grp_pharm");
const item = { pharmaId: "pharmacy" };

describe("library policy (000 §5, 001 §7)", () => {
  it("lets pharmacies only use a library: 403 to every other type", () => {
    const table = USER_TYPES.map((type) => [
      type,
      outcome(libraryPolicy, "use", actor(userRow(`a-${type}`, type)), item),
    ]);
    expect(table).toEqual([
      ["patient", 403],
      ["professional", 403],
      ["pharmacy", "allowed"],
      ["labo", 403],
      ["grp_pharm", 403],
      ["grp_lab", 403],
    ]);
  });

  it("owns a document or a folder of its own library only; another's is hidden (404)", () => {
    const cells: [string, ReturnType<typeof actor>, "allowed" | number][] = [
      ["the pharmacy", actor(pharmacy), "allowed"],
      ["another pharmacy", actor(other), 404],
      ["its group manager", actor(group, ["pharmacy"]), 404],
      ["a patient", actor(userRow("patient", "patient")), 404],
    ];
    for (const [who, caller, expected] of cells) {
      expect([who, outcome(libraryPolicy, "own", caller, item)]).toEqual([who, expected]);
      expect([who, outcome(libraryDirectoryPolicy, "own", caller, item)]).toEqual([who, expected]);
    }
    expect(outcome(libraryPolicy, "own", actor(pharmacy), null)).toBe(404);
    expect(outcome(libraryDirectoryPolicy, "own", actor(pharmacy), null)).toBe(404);
  });
});
