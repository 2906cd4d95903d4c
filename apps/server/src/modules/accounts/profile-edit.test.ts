import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { createPatient, createPharmacy, createTestApp, type TestApp } from "../../test/harness.js";
import { createPharmacyGroup, idOf } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

type Answer = PublicUser & { message: string };

describe("PUT /ws/user/{id}: editing the profile of a user one acts for (issue 8 §2, 000 §6)", () => {
  it("a group manager edits its pharmacy, which then shows the new phone and name to all", async () => {
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const saved = await group.put<Answer>(`/ws/user/${idOf(pharmacy)}`, {
      name: "Pharmacie de la Gare",
      phones: ["04 78 00 00 01"],
      city: "Villeurbanne",
      description: "Ouverte le dimanche",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: idOf(pharmacy),
      name: "Pharmacie de la Gare",
      phones: ["04 78 00 00 01"],
      city: "Villeurbanne",
      managers: [idOf(group)],
    });
    const patient = await createPatient(t);
    const card = await patient.get<PublicUser>(`/ws/establishment/${idOf(pharmacy)}`);
    expect(card.body.phones).toEqual(["04 78 00 00 01"]);
    expect((await pharmacy.get<PublicUser>("/ws/user")).body.name).toBe("Pharmacie de la Gare");
  });

  it("another group's manager, the pharmacy itself on another and a stranger get 404, changing nothing", async () => {
    const pharmacy = await createPharmacy(t, { phones: ["04 78 11 11 11"] });
    await createPharmacyGroup(t, pharmacy);
    const otherGroup = await createPharmacyGroup(t, await createPharmacy(t));
    const otherPharmacy = await createPharmacy(t);
    const patient = await createPatient(t);
    for (const caller of [otherGroup, otherPharmacy, patient]) {
      const refused = await caller.put<Answer>(`/ws/user/${idOf(pharmacy)}`, { phones: ["0"] });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(TEXTS.http.notFound);
    }
    const unknown = await otherGroup.put(`/ws/user/00000000-0000-4000-8000-000000000000`, {});
    expect(unknown.status).toBe(404);
    expect((await pharmacy.get<PublicUser>("/ws/user")).body.phones).toEqual(["04 78 11 11 11"]);
  });

  it("a group manager sets its pharmacy's opening hours (EDIT_MODE); the pharmacy still edits itself; once removed, the group gets 404", async () => {
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const hours = JSON.stringify([{ day: 6, open: "09:00", close: "12:30" }]);
    const byGroup = await group.put<Answer>(`/ws/user/${idOf(pharmacy)}`, {
      openingHours: hours,
      description: "Ouverte le dimanche matin",
    });
    expect(byGroup.status).toBe(200);
    expect(byGroup.body).toMatchObject({
      openingHours: hours,
      description: "Ouverte le dimanche matin",
    });
    const patient = await createPatient(t);
    const card = await patient.get<PublicUser>(`/ws/establishment/${idOf(pharmacy)}`);
    expect(card.body.openingHours).toBe(hours);

    const byItself = await pharmacy.put<Answer>("/ws/user", { description: "Fermée le dimanche" });
    expect([byItself.status, byItself.body.description]).toEqual([200, "Fermée le dimanche"]);

    expect((await group.delete(`/api/manager/members/${idOf(pharmacy)}`)).status).toBe(200);
    const after = await group.put<Answer>(`/ws/user/${idOf(pharmacy)}`, { description: "x" });
    expect([after.status, after.body.message]).toEqual([404, TEXTS.http.notFound]);
    expect((await pharmacy.get<PublicUser>("/ws/user")).body.description).toBe(
      "Fermée le dimanche",
    );
  });

  it("a patient edits the family member she manages, not the reverse", async () => {
    const parent = await createPatient(t);
    const added = await parent.post<PublicUser>("/ws/family", {
      firstName: "Léo",
      lastName: "Martin",
      birth: "12/03/2019",
    });
    expect(added.status).toBe(201);
    const saved = await parent.put<Answer>(`/ws/user/${added.body.id}`, {
      firstName: "Léon",
      city: "Lyon",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: "Léon", city: "Lyon", birth: "2019-03-12" });
    const card = await parent.get<PublicUser>(`/ws/user/${added.body.id}`);
    expect(card.body.firstName).toBe("Léon");
    const sibling = await createPatient(t);
    expect((await sibling.put(`/ws/user/${added.body.id}`, { city: "Paris" })).status).toBe(404);
  });

  it("answers bad input with the French 400 of PUT /ws/user, storing nothing", async () => {
    const pharmacy = await createPharmacy(t);
    const group = await createPharmacyGroup(t, pharmacy);
    const url = `/ws/user/${idOf(pharmacy)}`;
    const hours = await group.put<Answer>(url, { openingHours: "{pas du json", city: "Ailleurs" });
    expect(hours.status).toBe(400);
    expect(hours.body.message).toBe("Horaires d'ouverture invalides.");
    const specialties = await group.put<Answer>(url, { specialties: ["Cardiologie"] });
    expect(specialties.status).toBe(400);
    expect(specialties.body.message).toBe(TEXTS.directory.specialtiesOfProfessional);
    const shape = await group.put<Answer>(url, { phones: "04 78" });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toBe("Le champ « phones » doit être une liste.");
    expect((await pharmacy.get<PublicUser>("/ws/user")).body.city).toBe("Lyon");
  });
});
