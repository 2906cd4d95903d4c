import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS, type PublicUser } from "@reseau/shared";
import { users } from "../../db/schema.js";
import {
  createDoctor,
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  validNir,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { truncateAll } from "../../db/reset.js";
import { createPharmacyGroup, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
});

let n = 0;
/** A professional or establishment row written directly (the sign-up has no specialty field). */
function proRow(fields: Partial<typeof users.$inferInsert>): typeof users.$inferInsert {
  n += 1;
  return {
    id: `dir-${n}`,
    type: "professional",
    email: `dir${n}@exemple.fr`,
    isOnProApp: true,
    profession: "DOCTOR",
    ...fields,
  };
}

const texts = TEXTS.directory;
const search = (client: TestClient, type: string, query: Record<string, string>) =>
  client.get<PublicUser[]>(`/ws/search/${type}?${new URLSearchParams(query).toString()}`);
const names = (found: { body: PublicUser[] }) => found.body.map((u) => u.lastName ?? u.name);

describe("GET /ws/search/{type}: the rules, in their order (issue 8 §1)", () => {
  let pharmacy: TestClient;
  beforeAll(async () => {
    pharmacy = await createPharmacy(t);
  });

  it.each([
    [{ nir: validNir() }, texts.nirWithoutLastName],
    [{ nir: validNir(), city: "Lyon" }, texts.nirWithoutLastName],
    [{}, texts.moreFields],
    [{ grp: "galien", rpps: "10001234567" }, texts.moreFields],
    [{ name: "   " }, texts.moreFields],
  ])("a professional search %j answers 400 « %s »", async (query, message) => {
    const response = await search(pharmacy, "professional", query);
    expect(response.status).toBe(400);
    expect((response.body as unknown as { message: string }).message).toBe(message);
  });

  it("a NIR without last name is the first rule, even for a patient search by e-mail", async () => {
    const response = await search(pharmacy, "patient", { nir: validNir(), email: "a@b.fr" });
    expect(response.status).toBe(400);
    expect((response.body as unknown as { message: string }).message).toBe(
      texts.nirWithoutLastName,
    );
  });

  it.each([[{ city: "Lyon" }], [{ firstName: "Léa" }], [{}]])(
    "a patient search without NIR + last name or e-mail, %j, answers 400",
    async (query) => {
      const response = await search(pharmacy, "patient", query);
      expect(response.status).toBe(400);
      expect((response.body as unknown as { message: string }).message).toBe(texts.moreFields);
    },
  );

  it.each([
    [{ specialty: "cardio" }],
    [{ profession: "DOCTOR" }],
    [{ isEstablishment: "false" }],
    [{ departmentName: "Rhône" }],
    [{ zipCode: "69" }],
  ])("%j alone is enough: 200", async (query) => {
    expect((await search(pharmacy, "professional", query)).status).toBe(200);
  });

  it("answers 401 without a session and 400 for an unknown type", async () => {
    expect((await t.client().get("/ws/search/professional?city=Lyon")).status).toBe(401);
    expect((await search(pharmacy, "dentist", { city: "Lyon" })).status).toBe(400);
  });
});

describe("matching: accents, case, prefixes, departments, specialties (issue 8 §1)", () => {
  let patient: TestClient;
  beforeAll(async () => {
    await truncateAll(t.ctx.db);
    patient = await createPatient(t);
    await t.ctx.db.insert(users).values([
      proRow({
        firstName: "Élodie",
        lastName: "Bénard",
        city: "Saint-Étienne",
        zipCode: "42000",
        specialties: ["Cardiologie"],
      }),
      proRow({
        firstName: "Camille",
        lastName: "Martin",
        city: "Lyon",
        zipCode: "69002",
        specialties: ["Médecine générale"],
      }),
      proRow({ firstName: "Hugo", lastName: "Martinez", city: "Lyons-la-Forêt", zipCode: "27480" }),
      proRow({ firstName: "Anne", lastName: "Dumartin", city: "Villeurbanne", zipCode: "69100" }),
      proRow({ firstName: "Jean", lastName: "Santoni", city: "Ajaccio", zipCode: "20000" }),
      proRow({
        firstName: "Lucie",
        lastName: "Opti",
        profession: "Opticien",
        city: "Lyon",
        zipCode: "69001",
      }),
      proRow({ type: "pharmacy", name: "Pharmacie de l'Étoile", city: "Lyon", zipCode: "69003" }),
    ]);
  });

  it("finds « Saint-Étienne » by « etienne » and « SAINT-ETIENNE », whatever the case or accents", async () => {
    for (const city of ["etienne", "SAINT-ETIENNE", "saint étienne", "St"]) {
      const found = await search(patient, "professional", { city });
      expect(found.status).toBe(200);
      if (city === "St") expect(names(found)).not.toContain("Bénard");
      else expect(names(found)).toEqual(["Bénard"]);
    }
  });

  it("matches a city by its start, the city itself first", async () => {
    const found = await search(patient, "professional", { city: "lyon" });
    expect(names(found)).toEqual(["Martin", "Opti", "Martinez"]);
  });

  it("matches a name inside, a whole word first, then a word start, then inside a word", async () => {
    const found = await search(patient, "professional", { name: "MARTIN" });
    expect(names(found)).toEqual(["Martin", "Martinez", "Dumartin"]);
    const accents = await search(patient, "professional", {
      lastName: "benard",
      firstName: "elodie",
    });
    expect(names(accents)).toEqual(["Bénard"]);
  });

  it.each([
    ["69", ["Dumartin", "Martin", "Opti"]],
    ["Rhône", ["Dumartin", "Martin", "Opti"]],
    ["Rhône - 69", ["Dumartin", "Martin", "Opti"]],
    ["2A", ["Santoni"]],
    ["Corse-du-Sud", ["Santoni"]],
    ["corse du sud", ["Santoni"]],
    ["Atlantide", []],
  ])("department « %s » finds %j", async (department, expected) => {
    const found = await search(patient, "professional", { department });
    expect(found.status).toBe(200);
    expect(names(found)).toEqual(expected);
    const byName = await search(patient, "professional", { departmentName: department });
    expect(names(byName)).toEqual(expected);
  });

  it("matches a specialty by a part of it, without accents", async () => {
    expect(names(await search(patient, "professional", { specialty: "cardio" }))).toEqual([
      "Bénard",
    ]);
    expect(names(await search(patient, "professional", { specialty: "medecine gen" }))).toEqual([
      "Martin",
    ]);
  });

  it("matches a profession in both readings (DOCTOR and Médecin, OPTICIAN and Opticien)", async () => {
    const opticians = await search(patient, "professional", {
      profession: "OPTICIAN",
      city: "Lyon",
    });
    expect(names(opticians)).toEqual(["Opti"]);
    const doctors = await search(patient, "professional", { profession: "Médecin", city: "Lyon" });
    expect(names(doctors)).toEqual(["Martin", "Martinez"]);
  });

  it("searches establishments of the path's type only, with their cards", async () => {
    const found = await search(patient, "pharmacy", { name: "etoile" });
    expect(found.body.map((u) => u.name)).toEqual(["Pharmacie de l'Étoile"]);
    expect(found.body[0]?.openingHours).toBeDefined();
    expect((await search(patient, "pharmacy", { isEstablishment: "false" })).body).toEqual([]);
  });

  it("answers 200 [] when nothing matches; LIKE wildcards typed by the caller are only ignored", async () => {
    const none = await search(patient, "professional", { name: "zzzz", city: "Lyon" });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect((await search(patient, "professional", { name: "%", city: "Atlantide" })).body).toEqual(
      [],
    );
    const typed = await search(patient, "professional", { name: "%martin_", city: "Lyon" });
    expect(names(typed)).toEqual(["Martin", "Martinez"]);
  });
});

describe("at most 50 answers (issue 8 §1)", () => {
  it("cuts a search of 60 matches to 50, best first", async () => {
    await truncateAll(t.ctx.db);
    const patient = await createPatient(t);
    const rows = Array.from({ length: 60 }, (_, i) =>
      proRow({ lastName: `Durand${String(i).padStart(2, "0")}`, city: "Lyon" }),
    );
    rows.push(proRow({ lastName: "Durand", city: "Lyon" }));
    await t.ctx.db.insert(users).values(rows);
    const found = await search(patient, "professional", { name: "durand" });
    expect(found.body).toHaveLength(50);
    expect(found.body[0]?.lastName).toBe("Durand");
    const limited = await search(patient, "professional", { city: "lyon", limit: "3" });
    expect(limited.body).toHaveLength(3);
    expect((await search(patient, "professional", { city: "lyon", limit: "51" })).status).toBe(400);
  });
});

describe("patients: never browsable, found only by NIR + last name or exact e-mail (issue 8 §1)", () => {
  let pharmacy: TestClient;
  let doctor: TestClient;
  let lea: TestClient;
  const nir = validNir("2900569123456");
  beforeAll(async () => {
    await truncateAll(t.ctx.db);
    pharmacy = await createPharmacy(t);
    doctor = await createDoctor(t);
    lea = await createPatient(t, {
      firstName: "Léa",
      lastName: "Lefèvre",
      email: "lea.lefevre@exemple.fr",
      nir,
      birth: "14/05/1990",
    });
  });

  it("a patient searching patients gets 403, whatever the criteria", async () => {
    const other = await createPatient(t);
    const response = await search(other, "patient", { nir, lastName: "Lefèvre" });
    expect(response.status).toBe(403);
    expect((await search(other, "PATIENT", { email: "lea.lefevre@exemple.fr" })).status).toBe(403);
  });

  it("a pharmacy finds her by NIR (with or without key, spaces ignored) and last name, as a card without health fields", async () => {
    for (const query of [
      { nir, lastName: "Lefèvre" },
      { nir: nir.slice(0, 13), lastName: "LEFEVRE" },
      { nir: `${nir.slice(0, 1)} ${nir.slice(1, 3)} ${nir.slice(3)}`, lastName: "lefevre" },
    ]) {
      const found = await search(pharmacy, "patient", query);
      expect(found.status).toBe(200);
      expect(found.body.map((u) => u.id)).toEqual([lea.user!.id]);
      expect(found.body[0]).toMatchObject({
        lastName: "Lefèvre",
        nir: null,
        birth: null,
        meta: "{}",
      });
    }
  });

  it("the NIR with another last name, or the last name alone inside another name, finds nobody", async () => {
    expect((await search(pharmacy, "patient", { nir, lastName: "Martin" })).body).toEqual([]);
    expect((await search(pharmacy, "patient", { nir, lastName: "Lef" })).body).toEqual([]);
    const otherNir = validNir("1850575123456");
    expect(
      (await search(pharmacy, "patient", { nir: otherNir, lastName: "Lefèvre" })).body,
    ).toEqual([]);
  });

  it("finds her by exact e-mail in any case, never by a part of it", async () => {
    const found = await search(doctor, "patient", { email: "LEA.Lefevre@exemple.fr" });
    expect(found.body.map((u) => u.id)).toEqual([lea.user!.id]);
    expect((await search(doctor, "patient", { email: "lea.lefevre" })).body).toEqual([]);
    expect((await search(doctor, "patient", { email: "%@exemple.fr" })).body).toEqual([]);
  });

  it("a name or a city never lists patients, even with an e-mail of nobody", async () => {
    const response = await search(pharmacy, "patient", { lastName: "Lefèvre" });
    expect(response.status).toBe(400);
    const nobody = await search(pharmacy, "patient", {
      email: "personne@exemple.fr",
      city: "Lyon",
    });
    expect(nobody.body).toEqual([]);
  });

  it("a professional she sent a document to sees her health fields (NIR, birth)", async () => {
    const lab = await createLab(t);
    const document = await uploaded(lea);
    await shared(lea, document.id, lab);
    const found = await search(lab, "patient", { nir, lastName: "Lefèvre" });
    expect(found.body[0]).toMatchObject({ id: lea.user!.id, nir, birth: "1990-05-14" });
  });

  it("a group manager searches patients too (an establishment)", async () => {
    const group = await createPharmacyGroup(t);
    const found = await search(group, "patient", { email: "lea.lefevre@exemple.fr" });
    expect(found.status).toBe(200);
    expect(found.body[0]?.nir).toBeNull();
  });
});

describe("specialties from the list only, for professionals (issue 8 §1)", () => {
  it("a doctor saves known specialties and is found by them; an unknown one is a 400 and nothing changes", async () => {
    await truncateAll(t.ctx.db);
    const doctor = await createDoctor(t, { lastName: "Garnier", city: "Lyon" });
    const saved = await doctor.put<PublicUser>("/ws/user", { specialties: ["Pédiatrie"] });
    expect(saved.status).toBe(200);
    expect(saved.body.specialties).toEqual(["Pédiatrie"]);
    const found = await search(doctor, "professional", { specialty: "pediatrie" });
    expect(names(found)).toEqual(["Garnier"]);

    const refused = await doctor.put("/ws/user", { specialties: ["Pédiatrie", "Astrologie"] });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe("Spécialité inconnue : Astrologie.");
    expect((await doctor.get<PublicUser>("/ws/user")).body.specialties).toEqual(["Pédiatrie"]);
  });

  it("a patient or a pharmacy sending specialties gets 400", async () => {
    const patient = await createPatient(t);
    const response = await patient.put("/ws/user", { specialties: ["Cardiologie"] });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toBe(
      TEXTS.directory.specialtiesOfProfessional,
    );
  });

  it("a renamed doctor is found by her new name at once (the search columns follow every update)", async () => {
    const doctor = await createDoctor(t, { lastName: "Ancien", city: "Lyon" });
    await doctor.put("/ws/user", { lastName: "Nouvelle-Étoile", city: "Saint-Étienne" });
    expect(names(await search(doctor, "professional", { name: "ancien" }))).toEqual([]);
    const found = await search(doctor, "professional", { name: "etoile", city: "etienne" });
    expect(names(found)).toEqual(["Nouvelle-Étoile"]);
  });
});
