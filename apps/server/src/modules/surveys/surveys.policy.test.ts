import { describe, expect, it } from "vitest";
import type { SurveyKind, SurveyStatus } from "@reseau/shared";
import { authorize } from "../../platform/authorize.js";
import { actor, userRow } from "../../test/rows.js";
import {
  answerableKinds,
  groupRoleOf,
  surveyCreatePolicy,
  surveyPolicy,
  visibleKinds,
  type GroupRole,
} from "./surveys.policy.js";

const status = (run: () => void): number => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

const manager = actor(userRow("manager", "grp_pharm", { grp: "galien" }));
const labGroup = actor(userRow("labgroup", "grp_lab", { grp: "galien" }));
const pharmacy = actor(userRow("pharmacy", "pharmacy", { grp: "galien" }));
const patient = actor(userRow("patient", "patient", { grp: "galien" }));
const doctor = actor(userRow("doctor", "professional", { grp: "galien" }));

describe("groupRoleOf (issue 21 §3)", () => {
  it.each([
    ["a grp_pharm of the group", manager, [], "galien", "manager"],
    ["a grp_pharm of another group", manager, [], "well", null],
    ["a grp_lab whose grp is the group", labGroup, [], "galien", null],
    ["a pharmacy managed by the group", pharmacy, ["galien"], "galien", "pharmacy"],
    ["a pharmacy whose own grp claims the group", pharmacy, [], "galien", null],
    ["a pharmacy of another group", pharmacy, ["well"], "galien", null],
    ["a patient of the group", patient, [], "galien", "patient"],
    ["a patient of another group", patient, [], "well", null],
    ["a professional", doctor, ["galien"], "galien", null],
  ] as const)("%s: %s", (_case, who, groups, group, expected) => {
    expect(groupRoleOf(who, groups, group)).toBe(expected);
  });
});

describe("kinds by role", () => {
  it.each([
    ["manager", [], ["public", "pharma", "satisfaction"]],
    ["pharmacy", ["pharma"], ["pharma"]],
    ["patient", ["public", "satisfaction"], ["public", "satisfaction"]],
    [null, [], []],
  ] as const)("%s answers %j, sees %j", (role, answers, sees) => {
    expect(answerableKinds(role)).toEqual(answers);
    expect(visibleKinds(role)).toEqual(sees);
  });
});

describe("surveyPolicy (issue 21 §3)", () => {
  const cases: [GroupRole, SurveyKind, SurveyStatus, number, number, number][] = [
    // role, kind, status → manage, read, answer
    ["manager", "pharma", "NEW", 200, 200, 403],
    ["manager", "public", "ACTIVE", 200, 200, 403],
    ["manager", "satisfaction", "ARCHIVED", 200, 200, 403],
    ["pharmacy", "pharma", "ACTIVE", 403, 200, 200],
    ["pharmacy", "pharma", "NEW", 403, 404, 403],
    ["pharmacy", "pharma", "ARCHIVED", 403, 404, 403],
    ["pharmacy", "pharma", "DISABLED", 403, 404, 403],
    ["pharmacy", "public", "ACTIVE", 403, 404, 403],
    ["patient", "public", "ACTIVE", 403, 200, 200],
    ["patient", "satisfaction", "ACTIVE", 403, 200, 200],
    ["patient", "pharma", "ACTIVE", 403, 404, 403],
    ["patient", "public", "DISABLED", 403, 404, 403],
    [null, "pharma", "ACTIVE", 403, 404, 403],
    [null, "public", "ACTIVE", 403, 404, 403],
  ];
  it.each(cases)(
    "%s, a %s survey %s: manage %i, read %i, answer %i",
    (role, kind, surveyStatus, manage, read, answer) => {
      const facts = { role, kind, status: surveyStatus };
      expect(status(() => authorize(surveyPolicy, "manage", manager, facts))).toBe(manage);
      expect(status(() => authorize(surveyPolicy, "read", manager, facts))).toBe(read);
      expect(status(() => authorize(surveyPolicy, "answer", manager, facts))).toBe(answer);
    },
  );

  it("an unknown survey is 404 for every action", () => {
    for (const action of ["manage", "read", "answer"] as const) {
      expect(status(() => authorize(surveyPolicy, action, manager, null))).toBe(404);
    }
  });

  it.each([
    ["manager", 200],
    ["pharmacy", 403],
    ["patient", 403],
    [null, 403],
  ] as const)("create by a %s of the group: %i", (role, expected) => {
    expect(status(() => authorize(surveyCreatePolicy, "create", patient, { role }))).toBe(expected);
  });
});
