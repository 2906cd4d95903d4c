import { describe, expect, it } from "vitest";
import { actor, outcome, userRow } from "../../test/rows.js";
import type { Actor } from "../../platform/actor.js";
import { identityFactsOf } from "../relations/index.js";
import {
  profilePolicy,
  searchPolicy,
  searchVisibilityOf as searchVisibility,
  userPolicy,
  visibilityOf as visibility,
  type UserRelation,
} from "./accounts.policy.js";

const patient = userRow("patient", "patient");
const pharmacy = userRow("pharmacy", "pharmacy");
const doctor = userRow("doctor", "professional");
const group = userRow("group", "grp_pharm");
const lab = userRow("lab", "labo");
const family = userRow("family", "patient");
const neighbour = userRow("neighbour", "patient");

/** The facts of a relation, before the viewer is known. */
interface Facts {
  target: UserRelation["target"];
  sharedByHer: boolean;
  isContact: boolean;
}
const relation = (target = patient, facts: Partial<Omit<Facts, "target">> = {}): Facts => ({
  target,
  sharedByHer: false,
  isContact: false,
  ...facts,
});
/** The relation as the loader gives it to `who`. */
const seenBy = (who: Actor, { target, sharedByHer, isContact }: Facts): UserRelation => ({
  target,
  identity: identityFactsOf(who, target, sharedByHer),
  isContact,
});
const visibilityOf = (who: Actor, facts: Facts) => visibility(who, seenBy(who, facts));
const searchVisibilityOf = (who: Actor, facts: Facts) => searchVisibility(who, seenBy(who, facts));

describe("who sees a patient (docs/DECISIONS.md, 000 §6)", () => {
  it.each([
    ["herself", actor(patient), relation(), "full"],
    ["her family manager", actor(family, ["patient"]), relation(), "full"],
    [
      "a pharmacy she sent a document to",
      actor(pharmacy),
      relation(patient, { sharedByHer: true }),
      "health",
    ],
    [
      "the group of that pharmacy",
      actor(group, ["pharmacy"]),
      relation(patient, { sharedByHer: true }),
      "health",
    ],
    [
      "a doctor she sent a document to",
      actor(doctor),
      relation(patient, { sharedByHer: true }),
      "health",
    ],
    [
      "a pharmacy in her contacts only",
      actor(pharmacy),
      relation(patient, { isContact: true }),
      "card",
    ],
    ["a patient in her contacts", actor(neighbour), relation(patient, { isContact: true }), "card"],
    // a patient never gets the health card, even if the other patient shared something with her
    [
      "a patient she shared with",
      actor(neighbour),
      relation(patient, { sharedByHer: true }),
      "none",
    ],
    [
      "the pharmacy that created her account",
      actor(pharmacy),
      relation(userRow("created", "patient", { createdBy: "pharmacy" }), { isContact: true }),
      "health",
    ],
    [
      "the group of the pharmacy that created her",
      actor(group, ["pharmacy"]),
      relation(userRow("created", "patient", { createdBy: "pharmacy" })),
      "health",
    ],
    ["a pharmacy she never wrote to", actor(pharmacy), relation(), "none"],
    ["a laboratory she never wrote to", actor(lab), relation(), "none"],
    ["another patient", actor(neighbour), relation(), "none"],
  ] as const)("%s: %s", (_who, who, rel, expected) => {
    expect(visibilityOf(who, rel)).toBe(expected);
  });

  it.each([
    ["a pharmacy", pharmacy],
    ["a doctor", doctor],
    ["a laboratory", lab],
    ["a group", group],
  ])("anyone signed in sees %s's card (the directory is public to members)", (_name, target) => {
    expect(visibilityOf(actor(neighbour), relation(target))).toBe("card");
  });
});

describe("userPolicy: what /ws/user, /ws/establishment and /ws/professional answer", () => {
  it.each([
    ["a pharmacy", pharmacy, "allowed", "allowed", 404],
    ["a doctor", doctor, "allowed", 404, "allowed"],
    ["a group", group, "allowed", "allowed", 404],
    ["a patient not seen", patient, 404, 404, 404],
  ] as const)("%s: user %s, establishment %s, professional %s", (_n, target, user, est, pro) => {
    const who = actor(neighbour);
    const seen = seenBy(who, relation(target));
    expect(outcome(userPolicy, "read", who, seen)).toBe(user);
    expect(outcome(userPolicy, "readEstablishment", who, seen)).toBe(est);
    expect(outcome(userPolicy, "readProfessional", who, seen)).toBe(pro);
  });

  it("an unknown user is the same 404", () => {
    expect(outcome(userPolicy, "read", actor(patient), null)).toBe(404);
  });
});

describe("profilePolicy: whose profile PUT /ws/user/{id} saves (issue 8 §2, 000 §6)", () => {
  it.each([
    ["a group manager, its pharmacy", actor(group, ["pharmacy"]), pharmacy, "allowed"],
    ["a patient, her family member", actor(family, ["patient"]), patient, "allowed"],
    ["a user, themself", actor(pharmacy), pharmacy, "allowed"],
    ["another group's manager", actor(group, ["lab"]), pharmacy, 404],
    ["a pharmacy, another one", actor(pharmacy), userRow("other", "pharmacy"), 404],
    ["the managed pharmacy, its group", actor(pharmacy), group, 404],
    ["a doctor, a patient", actor(doctor), patient, 404],
  ] as const)("%s: %s", (_n, who, target, expected) => {
    expect(outcome(profilePolicy, "update", who, target)).toBe(expected);
  });
});

describe("searchPolicy: patients are searched only by professionals and establishments (issue 8 §1)", () => {
  it.each([
    ["pharmacy", "allowed"],
    ["professional", "allowed"],
    ["labo", "allowed"],
    ["grp_pharm", "allowed"],
  ] as const)("anyone searching %s: %s", (type, expected) => {
    for (const who of [actor(patient), actor(pharmacy), actor(group, ["pharmacy"])]) {
      expect(outcome(searchPolicy, "search", who, type)).toBe(expected);
    }
  });

  it.each([
    ["a patient", actor(patient), 403],
    ["her family manager", actor(family, ["patient"]), 403],
    ["a pharmacy", actor(pharmacy), "allowed"],
    ["a group", actor(group, ["pharmacy"]), "allowed"],
  ] as const)("%s searching patients: %s", (_who, who, expected) => {
    expect(outcome(searchPolicy, "search", who, "patient")).toBe(expected);
  });
});

describe("searchVisibilityOf: a patient found by what identifies her (docs/DECISIONS.md)", () => {
  const relation = (over: Partial<Facts> = {}): Facts => ({
    target: patient,
    sharedByHer: false,
    isContact: false,
    ...over,
  });
  it.each([
    ["a stranger pharmacy sees her card, never more", relation(), "card"],
    [
      "a pharmacy she sent a document to sees her health fields",
      relation({ sharedByHer: true }),
      "health",
    ],
    ["a contact sees her card", relation({ isContact: true }), "card"],
  ] as const)("%s", (_case, rel, expected) => {
    expect(searchVisibilityOf(actor(pharmacy), rel)).toBe(expected);
  });
});
