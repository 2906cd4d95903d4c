import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEXTS,
  type DocumentDto,
  type InvitationDto,
  type MembershipParty,
  type PublicUser,
} from "@reseau/shared";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  validFiness,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { disconnectAll, listen } from "../../test/sockets.js";
import { createPharmacyGroup, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  disconnectAll();
  await t.stop();
});

const texts = TEXTS.membership;
type Failure = { error: string; message: string };

/** A signed-in laboratory group (grp_lab), managing nobody. */
async function createLabGroup(): Promise<TestClient> {
  const client = t.client();
  const response = await client.post<PublicUser>("/ws/user/grp_lab", {
    acceptTerms: true,
    email: `groupe.labo.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`,
    password: PASSWORD,
    app: "pro",
    meta: "{}",
    name: "Groupement Biologie",
    finess: validFiness(),
  });
  if (response.status !== 201) throw new Error(`grp_lab failed: ${JSON.stringify(response.body)}`);
  client.user = response.body;
  return client;
}

const emailOf = (client: TestClient) => client.user?.email ?? "";

/** `POST /api/manager/invitations` by e-mail; expects 201. */
async function invited(group: TestClient, invitee: TestClient): Promise<InvitationDto> {
  const response = await group.post<InvitationDto>("/api/manager/invitations", {
    email: emailOf(invitee),
  });
  expect(response.status).toBe(201);
  return response.body;
}

const received = async (client: TestClient) =>
  (await client.get<InvitationDto[]>("/api/manager/invitations/received")).body;
const sent = async (group: TestClient) =>
  (await group.get<InvitationDto[]>("/api/manager/invitations")).body;
const membersOf = async (group: TestClient) =>
  (await group.get<MembershipParty[]>("/api/manager/members")).body.map((m) => m.id);
const groupsOf = async (client: TestClient) =>
  (await client.get<MembershipParty[]>("/api/manager/groups")).body.map((g) => g.id);

/** A group that invited a pharmacy which accepted: the pharmacy is its member. */
async function membership() {
  const group = await createPharmacyGroup(t);
  const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
  const invitation = await invited(group, pharmacy);
  const accepted = await pharmacy.post(`/api/manager/invitations/${invitation.id}/accept`);
  expect(accepted.status).toBe(200);
  return { group, pharmacy };
}

/** A patient's prescription shared with `pharmacy`. */
async function prescriptionAt(pharmacy: TestClient): Promise<DocumentDto> {
  const patient = await createPatient(t);
  const document = await uploaded(patient);
  await shared(patient, document.id, pharmacy);
  return document;
}

describe("inviting an establishment (POST /api/manager/invitations)", () => {
  it("invites a pharmacy by e-mail: the groupement sees it pending, the pharmacy sees who invites it", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas", city: "Lyon" });
    const response = await group.post<InvitationDto>("/api/manager/invitations", {
      email: ` ${emailOf(pharmacy).toUpperCase()} `,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: "PENDING",
      answeredAt: null,
      group: { id: idOf(group), name: "Groupement Santé", type: "grp_pharm" },
      invitee: { id: idOf(pharmacy), name: "Pharmacie des Lilas", city: "Lyon" },
    });
    expect(await sent(group)).toEqual([response.body]);
    expect(await received(pharmacy)).toEqual([response.body]);
    // not a member yet: the groupement does not read its documents
    const document = await prescriptionAt(pharmacy);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(404);
    expect(await membersOf(group)).toEqual([]);
  });

  it("invites by account id (picked from the directory), and a laboratory group invites a laboratory", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const byId = await group.post<InvitationDto>("/api/manager/invitations", {
      iduser: idOf(pharmacy),
    });
    expect(byId.status).toBe(201);
    expect(byId.body.invitee.id).toBe(idOf(pharmacy));

    const labGroup = await createLabGroup();
    const lab = await createLab(t, { name: "Laboratoire Bioforme" });
    const invitation = await invited(labGroup, lab);
    expect(invitation.invitee).toMatchObject({ type: "labo", name: "Laboratoire Bioforme" });
    expect((await received(lab)).map((i) => i.group.name)).toEqual(["Groupement Biologie"]);
  });

  it("refuses anyone but a groupement, 403, and stores nothing", async () => {
    const pharmacy = await createPharmacy(t);
    const target = await createPharmacy(t);
    for (const caller of [pharmacy, await createPatient(t), await createLab(t)]) {
      const response = await caller.post<Failure>("/api/manager/invitations", {
        email: emailOf(target),
      });
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(texts.onlyGroups);
      expect((await caller.get("/api/manager/invitations")).status).toBe(403);
      expect((await caller.get("/api/manager/members")).status).toBe(403);
    }
    expect(await received(target)).toEqual([]);
  });

  it("says in French which account cannot be invited, and stores nothing", async () => {
    const group = await createPharmacyGroup(t);
    const labGroup = await createLabGroup();
    const lab = await createLab(t);
    const pharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    const cases: [TestClient, unknown, number, string][] = [
      [group, { email: "personne@exemple.fr" }, 404, texts.noAccountForEmail],
      // a patient's account is nobody's business: answered as unknown
      [group, { email: emailOf(patient) }, 404, texts.noAccountForEmail],
      [group, { iduser: "inconnu" }, 404, texts.noEstablishment],
      [group, { email: emailOf(lab) }, 400, texts.pharmaciesOnly],
      [group, { iduser: idOf(labGroup) }, 400, texts.pharmaciesOnly],
      [labGroup, { email: emailOf(pharmacy) }, 400, texts.labsOnly],
      [group, {}, 400, texts.inviteeRequired],
      [group, { email: emailOf(pharmacy), iduser: idOf(pharmacy) }, 400, texts.inviteeRequired],
      [group, { email: "pas-un-email" }, 400, texts.emailInvalid],
    ];
    for (const [caller, body, status, message] of cases) {
      const response = await caller.post<Failure>("/api/manager/invitations", body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
    expect(await sent(group)).toEqual([]);
    expect(await sent(labGroup)).toEqual([]);
    expect(await received(lab)).toEqual([]);
  });

  it("refuses a second invitation while one is pending, and a member, 409", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const first = await invited(group, pharmacy);
    const again = await group.post<Failure>("/api/manager/invitations", {
      iduser: idOf(pharmacy),
    });
    expect([again.status, again.body.message]).toEqual([409, texts.alreadyInvited]);
    expect(await received(pharmacy)).toEqual([first]);

    const member = await createPharmacy(t);
    const seeded = await createPharmacyGroup(t, member); // a member granted by data, as the seed does
    const response = await seeded.post<Failure>("/api/manager/invitations", {
      email: emailOf(member),
    });
    expect([response.status, response.body.message]).toEqual([409, texts.alreadyMember]);
    expect(await received(member)).toEqual([]);
  });
});

describe("answering an invitation", () => {
  it("accepting makes the groupement the pharmacy's manager: members, groups, its documents", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t, { name: "Pharmacie des Lilas" });
    const document = await prescriptionAt(pharmacy);
    const invitation = await invited(group, pharmacy);

    const response = await pharmacy.post<InvitationDto>(
      `/api/manager/invitations/${invitation.id}/accept`,
    );
    expect(response.status).toBe(200);
    expect(response.body.status).toBe("ACCEPTED");
    expect(response.body.answeredAt).not.toBeNull();
    expect(await membersOf(group)).toEqual([idOf(pharmacy)]);
    expect(await groupsOf(pharmacy)).toEqual([idOf(group)]);
    expect(await sent(group)).toEqual([]);
    expect(await received(pharmacy)).toEqual([]);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(200);

    const twice = await pharmacy.post<Failure>(`/api/manager/invitations/${invitation.id}/refuse`);
    expect([twice.status, twice.body.message]).toEqual([409, texts.alreadyAnswered]);
    expect(await membersOf(group)).toEqual([idOf(pharmacy)]);
  });

  it("refusing leaves the groupement outside; it may invite again later", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const document = await prescriptionAt(pharmacy);
    const invitation = await invited(group, pharmacy);
    const response = await pharmacy.post<InvitationDto>(
      `/api/manager/invitations/${invitation.id}/refuse`,
    );
    expect([response.status, response.body.status]).toEqual([200, "REFUSED"]);
    expect(await membersOf(group)).toEqual([]);
    expect(await groupsOf(pharmacy)).toEqual([]);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(404);
    const accept = await pharmacy.post(`/api/manager/invitations/${invitation.id}/accept`);
    expect(accept.status).toBe(409);
    expect(await membersOf(group)).toEqual([]);
    await invited(group, pharmacy);
  });

  it("only the invitee answers: the groupement, another groupement, another pharmacy, a patient get 404", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const invitation = await invited(group, pharmacy);
    const others = [
      group,
      await createPharmacyGroup(t),
      await createPharmacy(t),
      await createPatient(t),
    ];
    for (const other of others) {
      for (const answer of ["accept", "refuse"]) {
        const response = await other.post<Failure>(
          `/api/manager/invitations/${invitation.id}/${answer}`,
        );
        expect([response.status, response.body.message]).toEqual([404, texts.noInvitation]);
      }
      expect(await received(other)).toEqual([]);
    }
    const unknown = await pharmacy.post("/api/manager/invitations/inconnue/accept");
    expect(unknown.status).toBe(404);
    expect(await membersOf(group)).toEqual([]);
    expect((await received(pharmacy)).map((i) => i.status)).toEqual(["PENDING"]);
  });

  it("a groupement that already manages a pharmacy does not answer another group's invitation for it", async () => {
    const pharmacy = await createPharmacy(t);
    const manager = await createPharmacyGroup(t, pharmacy);
    const other = await createPharmacyGroup(t);
    const invitation = await invited(other, pharmacy);
    const response = await manager.post(`/api/manager/invitations/${invitation.id}/accept`);
    expect(response.status).toBe(404);
    expect(await membersOf(other)).toEqual([]);
  });
});

describe("withdrawing an invitation (DELETE /api/manager/invitations/{id})", () => {
  it("the groupement withdraws it: gone from both lists, no longer acceptable", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const invitation = await invited(group, pharmacy);
    for (const other of [pharmacy, await createPharmacyGroup(t), await createPatient(t)]) {
      const response = await other.delete<Failure>(`/api/manager/invitations/${invitation.id}`);
      expect([response.status, response.body.message]).toEqual([404, texts.noInvitation]);
    }
    const response = await group.delete<InvitationDto>(`/api/manager/invitations/${invitation.id}`);
    expect([response.status, response.body.status]).toEqual([200, "WITHDRAWN"]);
    expect(await sent(group)).toEqual([]);
    expect(await received(pharmacy)).toEqual([]);
    const accept = await pharmacy.post<Failure>(`/api/manager/invitations/${invitation.id}/accept`);
    expect([accept.status, accept.body.message]).toEqual([409, texts.alreadyAnswered]);
    expect(await membersOf(group)).toEqual([]);
  });
});

describe("ending a membership", () => {
  it("the groupement removes a member: it no longer reads its documents", async () => {
    const { group, pharmacy } = await membership();
    const document = await prescriptionAt(pharmacy);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(200);

    const response = await group.delete("/api/manager/members/" + idOf(pharmacy));
    expect([response.status, response.body]).toEqual([200, { ok: true }]);
    expect(await membersOf(group)).toEqual([]);
    expect(await groupsOf(pharmacy)).toEqual([]);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(404);
    // the pharmacy keeps its documents
    expect((await pharmacy.get(`/api/documents/${document.id}`)).status).toBe(200);

    const again = await group.delete<Failure>("/api/manager/members/" + idOf(pharmacy));
    expect([again.status, again.body.message]).toEqual([404, texts.notMember]);
  });

  it("the member leaves: the groupement no longer reads its documents", async () => {
    const { group, pharmacy } = await membership();
    const document = await prescriptionAt(pharmacy);
    const response = await pharmacy.delete("/api/manager/groups/" + idOf(group));
    expect([response.status, response.body]).toEqual([200, { ok: true }]);
    expect(await groupsOf(pharmacy)).toEqual([]);
    expect(await membersOf(group)).toEqual([]);
    expect((await group.get(`/api/documents/${document.id}`)).status).toBe(404);
    const again = await pharmacy.delete<Failure>("/api/manager/groups/" + idOf(group));
    expect([again.status, again.body.message]).toEqual([404, texts.noGroup]);
  });

  it("nobody else ends it: another groupement, another pharmacy 404; a patient 403", async () => {
    const { group, pharmacy } = await membership();
    const otherGroup = await createPharmacyGroup(t);
    const otherPharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    expect((await otherGroup.delete("/api/manager/members/" + idOf(pharmacy))).status).toBe(404);
    expect((await otherPharmacy.delete("/api/manager/groups/" + idOf(group))).status).toBe(404);
    expect((await group.delete("/api/manager/members/" + idOf(otherPharmacy))).status).toBe(404);
    expect((await patient.delete("/api/manager/members/" + idOf(pharmacy))).status).toBe(403);
    expect((await patient.delete("/api/manager/groups/" + idOf(group))).status).toBe(404);
    expect(await membersOf(group)).toEqual([idOf(pharmacy)]);
  });

  it("a member granted by data, as the demo's, is listed and removed the same way", async () => {
    const pharmacy = await createPharmacy(t, { name: "Pharmacie du Port" });
    const group = await createPharmacyGroup(t, pharmacy);
    const members = await group.get<MembershipParty[]>("/api/manager/members");
    expect(members.body).toEqual([
      { id: idOf(pharmacy), type: "pharmacy", name: "Pharmacie du Port", city: "Lyon" },
    ]);
    expect((await pharmacy.get<MembershipParty[]>("/api/manager/groups")).body).toEqual([
      { id: idOf(group), type: "grp_pharm", name: "Groupement Santé", city: null },
    ]);
    expect((await group.delete("/api/manager/members/" + idOf(pharmacy))).status).toBe(200);
    expect(await membersOf(group)).toEqual([]);
  });

  it("leaves a family's link alone: a mother keeps managing her son", async () => {
    const mother = await createPatient(t);
    const child = await mother.post<PublicUser>("/ws/family", {
      firstName: "Léo",
      lastName: "Martin",
      birth: "12/03/2019",
    });
    expect(child.status).toBe(201);
    const asMember = await mother.delete("/api/manager/members/" + child.body.id);
    expect(asMember.status).toBe(403);
    expect(await groupsOf(mother)).toEqual([]);
    const family = await mother.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    expect(family.body.accounts.map((a) => a.user.id)).toEqual([child.body.id]);
  });
});

describe("live: newInvitation", () => {
  it("tells the invitee at once, and nobody else", async () => {
    const group = await createPharmacyGroup(t);
    const pharmacy = await createPharmacy(t);
    const other = await createPharmacy(t);
    const atPharmacy = await listen(t, url, pharmacy);
    const atOther = await listen(t, url, other);
    const atGroup = await listen(t, url, group);
    const invitation = await invited(group, pharmacy);
    expect(await atPharmacy.next("newInvitation")).toEqual({ id: invitation.id, invitation });
    await Promise.all([atOther.settled(), atGroup.settled()]);
    expect(atOther.received).toEqual([]);
    expect(atGroup.received).toEqual([]);
  });

  it("sends nothing for a refused invitation", async () => {
    const group = await createPharmacyGroup(t);
    const lab = await createLab(t);
    const atLab = await listen(t, url, lab);
    const response = await group.post("/api/manager/invitations", { email: emailOf(lab) });
    expect(response.status).toBe(400);
    await atLab.settled();
    expect(atLab.received).toEqual([]);
  });
});
