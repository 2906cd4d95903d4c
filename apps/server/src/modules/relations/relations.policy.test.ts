import { describe, expect, it } from "vitest";
import { actor, userRow } from "../../test/rows.js";
import { identityFactsOf, identityVisible, needsShareFact } from "./relations.policy.js";

const pharmacy = userRow("pharmacy", "pharmacy");
const colleague = userRow("colleague", "professional");
const group = userRow("group", "grp_pharm");
const mother = userRow("mother", "patient");
const patient = userRow("patient", "patient");
const created = userRow("created", "patient", { createdBy: "pharmacy" });

describe("identityVisible: who sees a patient's NIR, birth date, age and phones (docs/DECISIONS.md)", () => {
  it.each([
    [
      "shared by herself (or her manager, loaded as the same fact)",
      actor(pharmacy),
      patient,
      true,
      true,
    ],
    ["shared with a pharmacy its group manages", actor(group, ["pharmacy"]), patient, true, true],
    ["created by the caller", actor(pharmacy), created, false, true],
    ["affiliated by the caller (created_by too)", actor(pharmacy), created, false, true],
    [
      "created by a pharmacy the caller's group manages",
      actor(group, ["pharmacy"]),
      created,
      false,
      true,
    ],
    ["created by another pharmacy", actor(colleague), created, false, false],
    [
      "forwarded by a colleague, contact only, stranger: no share of hers",
      actor(pharmacy),
      patient,
      false,
      false,
    ],
    ["a patient she shared with (never by this rule)", actor(mother), patient, true, false],
    ["a non-patient target (not guarded here)", actor(colleague), pharmacy, true, false],
  ] as const)("%s", (_case, who, target, sharedByHer, expected) => {
    expect(identityVisible(identityFactsOf(who, target, sharedByHer))).toBe(expected);
  });
});

describe("needsShareFact: the loader asks the database only when a share can still decide", () => {
  it.each([
    ["a pharmacy looking at a patient", actor(pharmacy), patient, true],
    ["the pharmacy that created her", actor(pharmacy), created, false],
    ["a patient looking at a patient", actor(mother), patient, false],
    ["anyone looking at a pharmacy", actor(colleague), pharmacy, false],
  ] as const)("%s", (_case, who, target, expected) => {
    expect(needsShareFact(who, target)).toBe(expected);
  });
});
