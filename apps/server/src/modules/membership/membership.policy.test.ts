import { describe, expect, it } from "vitest";
import { TEXTS, type UserType } from "@reseau/shared";
import { actor, outcome, userRow } from "../../test/rows.js";
import {
  answeredRefusal,
  groupOnlyPolicy,
  invitationPolicy,
  inviteRefusal,
  isGroupMembership,
  leaveGroupPolicy,
  removeMemberPolicy,
  type InviteeFacts,
} from "./membership.policy.js";

const texts = TEXTS.membership;

// the groupement already manages "member": acting for it must not let it answer for it
const group = actor(userRow("group", "grp_pharm"), ["member", "invitee"]);
const labGroup = actor(userRow("labgroup", "grp_lab"));
const otherGroup = actor(userRow("othergroup", "grp_pharm"));
const invitee = actor(userRow("invitee", "pharmacy"));
const member = actor(userRow("member", "pharmacy"));
const otherPharmacy = actor(userRow("other", "pharmacy"));
const patient = actor(userRow("patient", "patient"), ["child"]);
const child = actor(userRow("child", "patient"));

describe("groupOnlyPolicy (issue 21 §1)", () => {
  it.each([
    ["a pharmacy group", group, "allowed"],
    ["a laboratory group", labGroup, "allowed"],
    ["a pharmacy", invitee, 403],
    ["a patient", patient, 403],
    ["a doctor", actor(userRow("doctor", "professional")), 403],
    ["a laboratory", actor(userRow("lab", "labo")), 403],
  ] as const)("manage by %s: %s", (_case, who, expected) => {
    expect(outcome(groupOnlyPolicy, "manage", who, who)).toBe(expected);
  });
});

describe("invitationPolicy (issue 21 §1)", () => {
  const invitation = { idmanager: "group", iduser: "invitee", status: "PENDING" } as const;
  it.each([
    // who, answer, withdraw
    ["its invitee", invitee, "allowed", 404],
    ["its groupement, though it acts for the invitee", group, 404, "allowed"],
    ["another groupement", otherGroup, 404, 404],
    ["another pharmacy", otherPharmacy, 404, 404],
    ["a patient", patient, 404, 404],
  ] as const)("%s: answer %s, withdraw %s", (_case, who, answer, withdraw) => {
    expect(outcome(invitationPolicy, "answer", who, invitation)).toBe(answer);
    expect(outcome(invitationPolicy, "withdraw", who, invitation)).toBe(withdraw);
  });

  it("answers an unknown invitation 404", () => {
    expect(outcome(invitationPolicy, "answer", invitee, null)).toBe(404);
  });

  it.each([
    ["PENDING", null],
    ["ACCEPTED", 409],
    ["REFUSED", 409],
    ["WITHDRAWN", 409],
  ] as const)("a %s invitation can be answered: %s", (status, expected) => {
    const refusal = answeredRefusal({ status });
    expect(refusal?.status ?? null).toBe(expected);
    if (refusal) expect(refusal.message).toBe(texts.alreadyAnswered);
  });
});

describe("inviteRefusal (issue 21 §1)", () => {
  const fresh = (type: UserType): InviteeFacts => ({ type, member: false, invited: false });
  it.each([
    ["grp_pharm", null, "email", 404, texts.noAccountForEmail],
    ["grp_pharm", null, "iduser", 404, texts.noEstablishment],
    ["grp_pharm", fresh("patient"), "email", 404, texts.noAccountForEmail],
    ["grp_pharm", fresh("pharmacy"), "email", null, null],
    ["grp_pharm", fresh("labo"), "iduser", 400, texts.pharmaciesOnly],
    ["grp_pharm", fresh("professional"), "email", 400, texts.pharmaciesOnly],
    ["grp_pharm", fresh("grp_pharm"), "email", 400, texts.pharmaciesOnly],
    ["grp_lab", fresh("labo"), "iduser", null, null],
    ["grp_lab", fresh("pharmacy"), "email", 400, texts.labsOnly],
    [
      "grp_pharm",
      { type: "pharmacy", member: true, invited: false },
      "email",
      409,
      texts.alreadyMember,
    ],
    [
      "grp_pharm",
      { type: "pharmacy", member: false, invited: true },
      "email",
      409,
      texts.alreadyInvited,
    ],
  ] as const)("%s inviting %j by %s: %s", (groupType, facts, by, status, message) => {
    const refusal = inviteRefusal(groupType, facts, by);
    expect(refusal?.status ?? null).toBe(status);
    expect(refusal?.message ?? null).toBe(message);
  });
});

describe("ending a membership (issue 21 §1)", () => {
  const membership = {
    idmanager: "group",
    managerType: "grp_pharm",
    iduser: "member",
    memberType: "pharmacy",
  } as const;
  const family = {
    idmanager: "patient",
    managerType: "patient",
    iduser: "child",
    memberType: "patient",
  } as const;

  it.each([
    // who, facts, remove, leave
    ["its groupement", group, membership, "allowed", 404],
    ["its member", member, membership, 404, "allowed"],
    ["another groupement", otherGroup, membership, 404, 404],
    ["another pharmacy", otherPharmacy, membership, 404, 404],
    ["a family manager, on her child", patient, family, 404, 404],
    ["a child, on her family manager", child, family, 404, 404],
  ] as const)("%s: remove %s, leave %s", (_case, who, facts, remove, leave) => {
    expect(outcome(removeMemberPolicy, "remove", who, facts)).toBe(remove);
    expect(outcome(leaveGroupPolicy, "leave", who, facts)).toBe(leave);
  });

  it("is a group membership only between a groupement and an establishment of its kind", () => {
    expect(isGroupMembership(membership)).toBe(true);
    expect(isGroupMembership({ managerType: "grp_lab", memberType: "labo" })).toBe(true);
    expect(isGroupMembership({ managerType: "grp_lab", memberType: "pharmacy" })).toBe(false);
    expect(isGroupMembership(family)).toBe(false);
  });
});
