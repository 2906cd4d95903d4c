import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import {
  createDoctor,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import {
  createPharmacyGroup,
  feedOf,
  idOf,
  shared,
  upload,
  uploaded,
} from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.stop());

type Answer = PublicUser & { message?: string };

const LEO = { firstName: "Léo", lastName: "Martin", birth: "12/03/2019" };

/** A patient with a child she manages. */
async function parentWithChild(): Promise<{ parent: TestClient; child: PublicUser }> {
  const parent = await createPatient(t);
  const response = await parent.post<PublicUser>("/ws/family", LEO);
  expect(response.status).toBe(201);
  return { parent, child: response.body };
}

describe("POST /ws/family: a patient adds a family member (issue 8 §6)", () => {
  it("creates a managed patient without e-mail (STUB), created by and managed by the parent", async () => {
    const parent = await createPatient(t);
    const nir = validNir("1190375123456");
    const response = await parent.post<Answer>("/ws/family", { ...LEO, nir: ` ${nir} ` });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      type: "patient",
      status: "STUB",
      email: null,
      firstName: "Léo",
      lastName: "Martin",
      birth: "2019-03-12",
      nir,
      managers: [idOf(parent)],
      pictures: { idAvatar: null, idVitale: null, idInsurance: null },
    });
    // the parent now acts for him: his full card
    const card = await parent.get<PublicUser>(`/ws/user/${response.body.id}`);
    expect(card.body.birth).toBe("2019-03-12");
  });

  it("refuses anyone but a patient (403 with its text)", async () => {
    const pharmacy = await createPharmacy(t);
    const response = await pharmacy.post<Answer>("/ws/family", LEO);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEXTS.family.onlyPatients);
  });

  it.each([
    [{ ...LEO, firstName: " " }, TEXTS.family.firstNameRequired],
    [{ ...LEO, lastName: "" }, TEXTS.family.lastNameRequired],
    [{ ...LEO, birth: "31/02/2019" }, TEXTS.family.birthInvalid],
    [{ ...LEO, birth: "01/01/2999" }, TEXTS.family.birthInvalid],
    [{ ...LEO, nir: "123" }, "Ce numéro n'a pas l'air au bon format. Merci de verifier."],
  ])("400 in French for %o", async (body, message) => {
    const parent = await createPatient(t);
    const response = await parent.post<Answer>("/ws/family", body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await parent.get<{ accounts: unknown[] }>("/ws/manager/list")).body.accounts).toEqual(
      [],
    );
  });
});

describe("GET /ws/manager/list, DELETE /ws/family/{id}, GET /ws/user/{id}/managers", () => {
  it("lists the members in full; ending the management leaves the member's account", async () => {
    const { parent, child } = await parentWithChild();
    const list = await parent.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((a) => [a.user.firstName, a.user.birth])).toEqual([
      ["Léo", "2019-03-12"],
    ]);

    const managers = await parent.get<PublicUser[]>(`/ws/user/${child.id}/managers`);
    expect(managers.body.map((m) => m.id)).toEqual([idOf(parent)]);

    expect((await parent.delete(`/ws/family/${child.id}`)).status).toBe(204);
    expect((await parent.get<{ accounts: unknown[] }>("/ws/manager/list")).body.accounts).toEqual(
      [],
    );
    // no longer hers: 404 now, and a second DELETE too
    expect((await parent.get(`/ws/user/${child.id}`)).status).toBe(404);
    expect((await parent.delete(`/ws/family/${child.id}`)).status).toBe(404);
  });

  it("a stranger's DELETE is 404 and changes nothing; a stranger cannot read the managers", async () => {
    const { parent, child } = await parentWithChild();
    const stranger = await createPatient(t);
    expect((await stranger.delete(`/ws/family/${child.id}`)).status).toBe(404);
    expect((await stranger.get(`/ws/user/${child.id}/managers`)).status).toBe(404);
    const pharmacy = await createPharmacy(t);
    expect((await pharmacy.delete(`/ws/family/${child.id}`)).status).toBe(404);
    expect((await pharmacy.get(`/ws/user/${child.id}/managers`)).status).toBe(404);
    const list = await parent.get<{ accounts: unknown[] }>("/ws/manager/list");
    expect(list.body.accounts).toHaveLength(1);
  });

  it("a group manager's DELETE on a pharmacy it manages is 404 and the management stays (issue 17 §6)", async () => {
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const response = await group.delete<{ message?: string }>(`/ws/family/${idOf(pharmacy)}`);
    expect(response.status).toBe(404);
    const list = await group.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    expect(list.body.accounts.map((a) => a.user.id)).toEqual([idOf(pharmacy)]);
    // it still acts for its pharmacy
    expect((await group.put(`/ws/user/${idOf(pharmacy)}`, { city: "Lyon" })).status).toBe(200);
  });
});

describe("a document sent on behalf of a family member (000 §4 step 4)", () => {
  it("is the member's, in the parent's feed and the pharmacy's, with the member's name", async () => {
    const { parent, child } = await parentWithChild();
    const pharmacy = await createPharmacy(t);
    const document = await uploaded(parent, { idowner: child.id, name: "Ordonnance de Léo" });
    expect(document.idcreator).toBe(child.id);
    expect(document.idsharer).toBe(idOf(parent));
    expect(document.creator?.name).toBe("Léo Martin");
    await shared(parent, document.id, pharmacy);

    const parentFeed = await feedOf(parent);
    expect(parentFeed.map((item) => item.id)).toContain(document.id);
    const pharmacyFeed = await feedOf(pharmacy);
    const received = pharmacyFeed.find((item) => item.id === document.id);
    expect(received && "creator" in received ? received.creator?.name : null).toBe("Léo Martin");

    // the pharmacy may now see the child's card with his health fields, and who manages him
    const managers = await pharmacy.get<PublicUser[]>(`/ws/user/${child.id}/managers`);
    expect(managers.status).toBe(200);
    expect(managers.body.map((m) => m.id)).toEqual([idOf(parent)]);
  });

  it("is refused (404) on behalf of someone the caller does not manage", async () => {
    const { child } = await parentWithChild();
    const stranger = await createPatient(t);
    const response = await upload(stranger, { idowner: child.id });
    expect(response.status).toBe(404);
    const doctor = await createDoctor(t);
    expect((await upload(doctor, { idowner: idOf(stranger) })).status).toBe(404);
  });
});
