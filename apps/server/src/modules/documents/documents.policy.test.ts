import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { notFound } from "../../platform/errors.js";
import { authorize } from "../../platform/authorize.js";
import { actor, documentAccess, outcome, userRow } from "../../test/rows.js";
import {
  actingProfessionals,
  closedCircleOf,
  documentAudience,
  documentMetaPolicy,
  documentPolicy,
  mayShareWith,
  maySendToPatients,
  operationDirectoryPolicy,
  patientOf,
} from "./documents.policy.js";

// the cast: a patient's prescription shared with her pharmacy, which belongs to a group
const patient = userRow("patient", "patient");
const pharmacy = userRow("pharmacy", "pharmacy");
const otherPharmacy = userRow("other-pharmacy", "pharmacy");
const group = userRow("group", "grp_pharm");
const otherGroup = userRow("other-group", "grp_pharm");
const family = userRow("family", "patient");
const doctor = userRow("doctor", "professional");
const lab = userRow("lab", "labo");
const stranger = userRow("stranger", "patient");

const access = documentAccess({
  creator: patient,
  sharer: patient,
  recipients: [pharmacy],
  managers: [
    ["group", "pharmacy"],
    ["family", "patient"],
  ],
});

const ACTORS = {
  "the patient who created it": actor(patient),
  "her pharmacy (shared with)": actor(pharmacy),
  "the pharmacy's group manager": actor(group, ["pharmacy", "other-pharmacy-of-group"]),
  "her family manager": actor(family, ["patient"]),
  "another pharmacy": actor(otherPharmacy),
  "another group's manager": actor(otherGroup, ["other-pharmacy"]),
  "a doctor it is not shared with": actor(doctor),
  "a laboratory it is not shared with": actor(lab),
  "a stranger patient": actor(stranger),
};
type Who = keyof typeof ACTORS;

describe("documentPolicy on a patient's prescription shared with her pharmacy (000 §4, §6)", () => {
  // read / delete / changeStatus / share; 404 hides the document, 403 refuses a known one
  const table: [Who, read: Cell, remove: Cell, changeStatus: Cell, share: Cell][] = [
    ["the patient who created it", "allowed", "allowed", 403, "allowed"],
    ["her pharmacy (shared with)", "allowed", 403, "allowed", "allowed"],
    ["the pharmacy's group manager", "allowed", 403, 403, "allowed"],
    ["her family manager", "allowed", "allowed", 403, "allowed"],
    ["another pharmacy", 404, 404, 404, 404],
    ["another group's manager", 404, 404, 404, 404],
    ["a doctor it is not shared with", 404, 404, 404, 404],
    ["a laboratory it is not shared with", 404, 404, 404, 404],
    ["a stranger patient", 404, 404, 404, 404],
  ];
  it.each(table)("%s: read %s, delete %s, change status %s, share %s", (who, ...cells) => {
    const actions = ["read", "delete", "changeStatus", "share"] as const;
    // a reader who may not delete learns 403; a non-reader never gets past 404
    const read = outcome(documentPolicy, "read", ACTORS[who], access);
    const results = actions.map((action) =>
      read === "allowed" ? outcome(documentPolicy, action, ACTORS[who], access) : read,
    );
    expect(results).toEqual(cells);
  });

  it("a missing document is the same 404, with the documents' text", () => {
    expect(outcome(documentPolicy, "read", ACTORS["the patient who created it"], null)).toBe(404);
    expect(() => authorize(documentPolicy, "read", actor(stranger), access)).toThrow(
      notFound(TEXTS.documents.notFound).message,
    );
  });
});
type Cell = "allowed" | 403 | 404;

describe("deleteNow: a patient's prescription goes only while no pharmacy prepares it (issue 7 §2)", () => {
  const inStatus = (status: string, creator = patient) => {
    const base = documentAccess({ creator, recipients: [pharmacy], meta: { status } });
    return { ...base, document: { ...base.document, status } };
  };
  it.each([
    ["NEW", "allowed"],
    ["UNREADABLE", "allowed"],
    ["CANCELED", "allowed"],
    ["PROCESSING", 403],
    ["READY", 403],
    ["AWAITING_PAYMENT", 403],
    ["DELIVERED", 403],
  ] as const)("her prescription %s: %s", (status, expected) => {
    expect(outcome(documentPolicy, "deleteNow", actor(patient), inStatus(status))).toBe(expected);
    // her family manager is held to the same rule
    expect(outcome(documentPolicy, "deleteNow", actor(family, ["patient"]), inStatus(status))).toBe(
      expected,
    );
  });

  it("says what to do instead", () => {
    expect(() =>
      authorize(documentPolicy, "deleteNow", actor(patient), inStatus("PROCESSING")),
    ).toThrow(TEXTS.documents.deleteInPreparation);
  });

  it("a professional's own document is theirs to delete whatever its status", () => {
    expect(outcome(documentPolicy, "deleteNow", actor(doctor), inStatus("READY", doctor))).toBe(
      "allowed",
    );
  });
});

describe("who acts for whom on the status change (000 §4)", () => {
  it.each([
    ["her pharmacy", actor(pharmacy), access, ["pharmacy"]],
    ["not the pharmacy's group manager (issue 21 §1)", actor(group, ["pharmacy"]), access, []],
    ["the patient", actor(patient), access, []],
    ["a family manager, not a group manager", actor(family, ["patient"]), access, []],
    [
      "a doctor who created a prescription for the patient",
      actor(doctor),
      documentAccess({ creator: doctor, recipients: [patient] }),
      ["doctor"],
    ],
    [
      "a laboratory whose result it is",
      actor(lab),
      documentAccess({ creator: lab, recipients: [patient] }),
      ["lab"],
    ],
  ] as const)("%s acts for %j", (_who, who, on, expected) => {
    expect(actingProfessionals(who, on)).toEqual(expected);
  });
});

describe("documentMetaPolicy (000 §7 PUT meta): money and status stay the professionals'", () => {
  it.each([
    ["the patient, a free field", actor(patient), false, "allowed", "allowed"],
    ["the patient, status or order", actor(patient), true, "allowed", 403],
    ["her pharmacy, status or order", actor(pharmacy), true, "allowed", "allowed"],
    ["the group manager, status or order", actor(group, ["pharmacy"]), true, 403, 403],
    ["her family manager, a free field", actor(family, ["patient"]), false, 403, "allowed"],
  ] as const)("%s: write %s, professional fields %s", (_who, who, touches, write, pro) => {
    const change = { access, touchesProfessionalFields: touches };
    expect(outcome(documentMetaPolicy, "write", who, change)).toBe(write);
    expect(outcome(documentMetaPolicy, "writeProfessionalFields", who, change)).toBe(pro);
  });
});

describe("who hears about the document", () => {
  it("its audience is its participants and their managers, each once", () => {
    expect(documentAudience(access).sort()).toEqual(["family", "group", "patient", "pharmacy"]);
  });

  it.each([
    ["the creator, when someone else acts", access, ["pharmacy"], "patient"],
    [
      "the sharer, when the creator is the actor",
      documentAccess({ creator: doctor, sharer: patient, recipients: [pharmacy] }),
      ["doctor"],
      "patient",
    ],
    // issue 9 §3: a doctor's prescription that the patient passed on to her pharmacy gets the
    // pharmacy's status messages sent to the patient who shared it, not to the doctor
    [
      "the patient who forwarded a doctor's prescription, not the doctor",
      documentAccess({
        creator: doctor,
        sharer: doctor,
        recipients: [patient, pharmacy],
        sharedBy: { patient: "doctor", pharmacy: "patient" },
      }),
      ["pharmacy"],
      "patient",
    ],
    [
      "the son, when his mother forwarded the prescription his doctor sent him",
      documentAccess({
        creator: doctor,
        sharer: doctor,
        recipients: [stranger, pharmacy],
        sharedBy: { stranger: "doctor", pharmacy: "family" },
        managers: [["family", "stranger"]],
      }),
      ["pharmacy"],
      "stranger",
    ],
    [
      "the doctor, when the doctor itself sent it to the pharmacy",
      documentAccess({ creator: doctor, sharer: doctor, recipients: [pharmacy] }),
      ["pharmacy"],
      "doctor",
    ],
    [
      "the first patient it is shared with, when the creator acts",
      documentAccess({ creator: lab, recipients: [patient, stranger] }),
      ["lab"],
      "patient",
    ],
    [
      "nobody, when the actor is everyone",
      documentAccess({ creator: pharmacy }),
      ["pharmacy"],
      null,
    ],
  ] as const)("the status message goes to %s", (_case, on, actorIds, expected) => {
    expect(patientOf(on, [...actorIds])).toBe(expected);
  });
});

describe("mayShareWith: consent to pass the document on (docs/DECISIONS.md Documents)", () => {
  const target = (user: typeof pharmacy, managers: string[] = []) => ({
    id: user.id,
    type: user.type,
    managers,
  });
  const colleague = userRow("colleague", "pharmacy");
  it.each([
    ["the patient, to anyone", actor(patient), [target(stranger), target(otherPharmacy)], [], true],
    ["her family manager, to anyone", actor(family, ["patient"]), [target(doctor)], [], true],
    ["her pharmacy, to another patient", actor(pharmacy), [target(stranger)], ["group"], false],
    [
      "her pharmacy, to a colleague of its group",
      actor(pharmacy),
      [target(colleague, ["group"])],
      ["group"],
      true,
    ],
    ["her pharmacy, to its group", actor(pharmacy), [target(group)], ["group"], true],
    [
      "her pharmacy, to a pharmacy outside its group",
      actor(pharmacy),
      [target(otherPharmacy, ["other-group"])],
      ["group"],
      false,
    ],
    [
      "the group, to a pharmacy it manages",
      actor(group, ["pharmacy", "colleague"]),
      [target(colleague, ["group"])],
      [],
      true,
    ],
    [
      "the group, to the patient's neighbour",
      actor(group, ["pharmacy"]),
      [target(stranger)],
      [],
      false,
    ],
  ] as const)("%s: %s", (_case, who, targets, actorManagers, expected) => {
    const request = { access, targets: [...targets], actorManagers: [...actorManagers] };
    expect(mayShareWith(who, request)).toBe(expected);
  });

  it.each([
    ["a doctor, to a patient in its contacts", actor(doctor), true, true],
    ["a doctor, to a patient outside its contacts", actor(doctor), false, false],
    ["a pharmacy keeps its patient folders' rules", actor(pharmacy), false, true],
  ] as const)("maySendToPatients: %s", (_case, who, isContact, expected) => {
    const written = documentAccess({ creator: who.user });
    expect(
      maySendToPatients(who, {
        access: written,
        targets: [{ ...target(patient), isContact }],
        actorManagers: [],
      }),
    ).toBe(expected);
  });

  it("the patient a doctor sent it to forwards it, contacts or not", () => {
    const received = documentAccess({ creator: doctor, recipients: [patient] });
    expect(
      maySendToPatients(actor(patient), {
        access: received,
        targets: [target(pharmacy)],
        actorManagers: [],
      }),
    ).toBe(true);
  });

  it("a doctor shares the prescription it wrote with its patient", () => {
    const written = documentAccess({ creator: doctor });
    expect(
      mayShareWith(actor(doctor), {
        access: written,
        targets: [target(patient)],
        actorManagers: [],
      }),
    ).toBe(true);
  });
});

describe("a marketing operation's documents (issue 21 §4)", () => {
  const manager = userRow("op-manager", "grp_pharm");
  const accepting = userRow("accepting", "pharmacy");
  const proposed = userRow("proposed", "pharmacy");
  const bystander = userRow("bystander", "pharmacy");
  const operation = {
    idcreator: manager.id,
    receivers: [
      { id: accepting.id, status: "ACCEPTED" },
      { id: proposed.id, status: "PROPOSED" },
    ],
  };
  const posted = documentAccess({
    creator: accepting,
    managers: [["op-manager", "accepting"]],
    operationReaders: [manager.id, accepting.id, proposed.id],
  });

  it("are read by the operation's sides themselves, never by the readers' other managers", () => {
    expect(closedCircleOf(posted)).toEqual([manager.id, accepting.id, proposed.id]);
    expect(documentAudience(posted)).toEqual([manager.id, accepting.id, proposed.id]);
    const otherManager = actor(userRow("other-manager", "grp_pharm"), ["accepting"]);
    expect(outcome(documentPolicy, "read", otherManager, posted)).toBe(404);
    expect(outcome(documentPolicy, "read", actor(proposed), posted)).toBe("allowed");
    expect(mayShareWith(actor(accepting), { access: posted, targets: [], actorManagers: [] })).toBe(
      false,
    );
  });

  it.each([
    ["its manager", manager, "allowed"],
    ["a pharmacy that accepted it", accepting, "allowed"],
    ["a pharmacy it is only proposed to", proposed, 403],
    ["a member pharmacy outside it", bystander, 404],
  ] as const)("%s posts to its directory: %s", (_label, user, expected) => {
    const read = outcome(operationDirectoryPolicy, "read", actor(user), operation);
    const post =
      read === "allowed" ? outcome(operationDirectoryPolicy, "post", actor(user), operation) : read;
    expect(post).toBe(expected);
  });
});
