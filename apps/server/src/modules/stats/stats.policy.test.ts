import { describe, expect, it } from "vitest";
import { authorize } from "../../platform/authorize.js";
import { actor, userRow } from "../../test/rows.js";
import { pharmaciesCounted, statsPolicy } from "./stats.policy.js";

const status = (run: () => void): number => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

const pharmacy = actor(userRow("pharmacy", "pharmacy"));
const member = actor(userRow("member", "pharmacy"));
const manager = actor(userRow("manager", "grp_pharm"), ["member"]);
const labGroup = actor(userRow("labgroup", "grp_lab"), ["lab"]);
const patient = actor(userRow("patient", "patient"), ["child"]);
const doctor = actor(userRow("doctor", "professional"));
const lab = actor(userRow("lab", "labo"));

describe("statsPolicy (issue 21 §4: a pharmacy its own, a manager its members', nobody else)", () => {
  it.each([
    ["a pharmacy, nothing named", pharmacy, null, 200],
    ["a pharmacy naming itself", pharmacy, "pharmacy", 200],
    ["a pharmacy naming another", pharmacy, "member", 403],
    ["a manager, nothing named", manager, null, 200],
    ["a manager naming its member", manager, "member", 200],
    ["a manager naming a stranger", manager, "pharmacy", 403],
    ["a lab group naming its lab", labGroup, "lab", 200],
    ["a patient, even naming whom she manages", patient, "child", 403],
    ["a patient, nothing named", patient, null, 403],
    ["a doctor", doctor, null, 403],
    ["a laboratory, naming itself", lab, "lab", 403],
  ] as const)("%s: %i", (_case, who, named, expected) => {
    const facts = { pharmacy: named };
    expect(
      status(() => {
        authorize(statsPolicy, "read", who, facts);
        authorize(statsPolicy, "name", who, facts);
      }),
    ).toBe(expected);
  });

  it("counts the pharmacy named, else the caller itself or every member of a manager", () => {
    expect(pharmaciesCounted(pharmacy, null)).toEqual(["pharmacy"]);
    expect(pharmaciesCounted(manager, null)).toEqual(["member"]);
    expect(pharmaciesCounted(manager, "member")).toEqual(["member"]);
    expect(pharmaciesCounted(member, "member")).toEqual(["member"]);
  });
});
