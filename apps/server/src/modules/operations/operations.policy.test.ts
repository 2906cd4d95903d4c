import { describe, expect, it } from "vitest";
import { authorize } from "../../platform/authorize.js";
import { actor, userRow } from "../../test/rows.js";
import {
  isMemberPharmacy,
  operationCreatePolicy,
  operationPolicy,
  submissionPolicy,
  submissionSide,
} from "./operations.policy.js";

const group = actor(userRow("group", "grp_pharm"), ["member", "lab"]);
const labGroup = actor(userRow("labgroup", "grp_lab"));
const member = actor(userRow("member", "pharmacy"));
const other = actor(userRow("other", "pharmacy"));
const patient = actor(userRow("patient", "patient"));

const status = (run: () => void): number => {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
};

describe("operations policy (issue 21 §4)", () => {
  it.each([
    ["a pharmacy group", group, 200],
    ["a laboratory group", labGroup, 200],
    ["a pharmacy", member, 403],
    ["a patient", patient, 403],
  ] as const)("create by %s: %i", (_case, who, expected) => {
    expect(status(() => authorize(operationCreatePolicy, "create", who, who))).toBe(expected);
  });

  const op = { idcreator: "group", receivers: ["member"] };
  it.each([
    ["its creator", group, 200, 200],
    ["a receiver", member, 200, 403],
    ["another pharmacy", other, 404, 404],
    ["another group", labGroup, 404, 404],
    ["a patient", patient, 404, 404],
  ] as const)("an operation to %s: read %i, submit %i", (_case, who, read, submit) => {
    expect(status(() => authorize(operationPolicy, "read", who, op))).toBe(read);
    if (read === 200)
      expect(status(() => authorize(operationPolicy, "submit", who, op))).toBe(submit);
  });

  it("a submission: its two sides only, each on its side", () => {
    const s = { idsubmitter: "group", idreceiver: "member" };
    expect(status(() => authorize(submissionPolicy, "read", group, s))).toBe(200);
    expect(status(() => authorize(submissionPolicy, "read", member, s))).toBe(200);
    for (const who of [other, labGroup, patient])
      expect(status(() => authorize(submissionPolicy, "read", who, s))).toBe(404);
    expect(submissionSide(group, s)).toBe("manager");
    expect(submissionSide(member, s)).toBe("receiver");
  });

  it("a member pharmacy: a pharmacy the manager manages", () => {
    expect(isMemberPharmacy(group, { id: "member", type: "pharmacy" })).toBe(true);
    expect(isMemberPharmacy(group, { id: "other", type: "pharmacy" })).toBe(false);
    expect(isMemberPharmacy(group, { id: "lab", type: "labo" })).toBe(false);
    expect(isMemberPharmacy(group, { id: "group", type: "grp_pharm" })).toBe(false);
    expect(isMemberPharmacy(group, null)).toBe(false);
  });
});
