import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { TEXTS, VARIANT_CODES, type MapEstablishment, type VariantCode } from "@reseau/shared";
import { users } from "../../db/schema.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";
import { createPharmacyGroup, idOf } from "../documents/test-helpers.js";
import { mapGroupOf } from "./locator.policy.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** The keys of a pharmacy on the map, and no other (issue 19 §3). */
const MAP_KEYS = [
  "address",
  "city",
  "country",
  "id",
  "latitude",
  "longitude",
  "name",
  "type",
  "zipCode",
];

/** Sets columns sign-up does not take (a position, a group code) as the seed or an admin would. */
async function setColumns(
  app: TestApp,
  client: TestClient,
  columns: Partial<typeof users.$inferInsert>,
) {
  await app.database.db
    .update(users)
    .set(columns)
    .where(eq(users.id, idOf(client)));
}

/** A pharmacy at a position, with an IBAN and meta that must never reach the map. */
async function pharmacyAt(
  app: TestApp,
  name: string,
  latitude: number | null,
  longitude: number | null,
) {
  const pharmacy = await createPharmacy(app, {
    name,
    address: "12 rue de la République",
    zipCode: "69002",
    city: "Lyon",
    meta: JSON.stringify({ iban: "FR7630006000011234567890189", note: "secret" }),
  });
  await setColumns(app, pharmacy, { latitude, longitude, country: "France" });
  return pharmacy;
}

/**
 * Two groups as the seed makes them: galien manages three placed pharmacies and one without a
 * position; well manages one. Around them, what claims galien without being a member: a pharmacy
 * whose own `grp` says galien, a patient who signed up with `grp: galien`, a pharmacy of
 * a grp_pharm of no group.
 */
async function twoGroups(app: TestApp) {
  const bastille = await pharmacyAt(app, "Pharmacie de la Bastille", 48.8548, 2.3706);
  const centre = await pharmacyAt(app, "Pharmacie du Centre", 45.7621, 4.8359);
  const saintMichel = await pharmacyAt(app, "Pharmacie Saint-Michel", 48.8527, 2.3437);
  const unplaced = await pharmacyAt(app, "Pharmacie sans position", null, null);
  const galien = await createPharmacyGroup(app, bastille, centre, saintMichel, unplaced);
  await setColumns(app, galien, { grp: "galien" });
  const vieuxPort = await pharmacyAt(app, "Pharmacie du Vieux-Port", 43.2961, 5.3706);
  const well = await createPharmacyGroup(app, vieuxPort);
  await setColumns(app, well, { grp: "well" });
  const claimant = await pharmacyAt(app, "Pharmacie qui se dit Galien", 48.86, 2.35);
  await setColumns(app, claimant, { grp: "galien" });
  const patient = await createPatient(app, { grp: "galien" });
  await setColumns(app, patient, { latitude: 48.85, longitude: 2.34 });
  const stray = await pharmacyAt(app, "Pharmacie d'un groupement sans code", 48.87, 2.33);
  await createPharmacyGroup(app, stray);
  return {
    // by name as a reader sorts them: « de la », « du », then « Saint-Michel »
    galien: [idOf(bastille), idOf(centre), idOf(saintMichel)],
    well: [idOf(vieuxPort)],
    outsiders: [idOf(unplaced), idOf(claimant), idOf(patient), idOf(stray)],
  };
}

describe("mapGroupOf (000 §6)", () => {
  it.each([
    [undefined, null, null],
    [undefined, "galien", "galien"],
    ["well", "galien", "well"],
    ["well", null, "well"],
  ] as const)("grp %s under the variant %s → %s", (grp, variant, expected) => {
    expect(mapGroupOf(grp, variant)).toBe(expected);
  });
});

describe("GET /ws/map (issue 19 §3)", () => {
  it.each(VARIANT_CODES.map((code) => [code]))(
    "under VARIANT=%s, without grp, shows that group's placed pharmacies only, to a visitor",
    async (variant: VariantCode) => {
      t = await createTestApp({ variant });
      const ids = await twoGroups(t);
      const response = await t.client().get<MapEstablishment[]>("/ws/map");
      expect(response.status).toBe(200);
      const expected = variant === "galien" ? ids.galien : variant === "well" ? ids.well : [];
      expect(response.body.map((p) => p.id).sort()).toEqual([...expected].sort());
    },
  );

  it("answers the fields of the map and nothing else: no meta, IBAN, NIR, e-mail or credentials", async () => {
    t = await createTestApp({ variant: "galien" });
    await twoGroups(t);
    const response = await t.client().get<MapEstablishment[]>("/ws/map");
    const bastille = response.body.find((p) => p.name === "Pharmacie de la Bastille");
    expect(bastille).toEqual({
      type: "pharmacy",
      id: expect.any(String),
      name: "Pharmacie de la Bastille",
      address: "12 rue de la République",
      country: "France",
      city: "Lyon",
      zipCode: "69002",
      latitude: 48.8548,
      longitude: 2.3706,
    });
    for (const pharmacy of response.body) expect(Object.keys(pharmacy).sort()).toEqual(MAP_KEYS);
    const text = JSON.stringify(response.body);
    for (const secret of ["FR76", "secret", "@exemple.fr", "password", "nir", "meta"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("with grp shows that group's map, whatever the variant; never another group's pharmacy", async () => {
    t = await createTestApp({ variant: "galien" });
    const ids = await twoGroups(t);
    const visitor = t.client();
    const well = await visitor.get<MapEstablishment[]>("/ws/map?grp=well");
    expect(well.body.map((p) => p.id)).toEqual(ids.well);
    const galien = await visitor.get<MapEstablishment[]>("/ws/map?grp=galien");
    expect(galien.body.map((p) => p.id)).toEqual(ids.galien);
    for (const id of [...ids.outsiders, ...ids.well]) {
      expect(galien.body.map((p) => p.id)).not.toContain(id);
    }
  });

  it("an unknown group has an empty map", async () => {
    t = await createTestApp({ variant: "galien" });
    await twoGroups(t);
    const response = await t.client().get<MapEstablishment[]>("/ws/map?grp=inconnu");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("without a variant, grp is needed: 400 with the group-only text of 000 §6 (over HTTP)", async () => {
    t = await createTestApp();
    const ids = await twoGroups(t);
    const base = await t.listen();
    for (const path of ["/ws/map", "/ws/map?grp=", "/ws/map?grp=%20"]) {
      const refused = await fetch(`${base}${path}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: "validation",
        message:
          "La localisation des pharmacies est une fonctionnalite reservee a l'usage des groupes uniquement.",
      });
    }
    expect(TEXTS.locator.groupsOnly).toContain("reservee a l'usage des groupes");
    const answered = await fetch(`${base}/ws/map?grp=well`);
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as MapEstablishment[]).map((p) => p.id)).toEqual(ids.well);
  });
});
