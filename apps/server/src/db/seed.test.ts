import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import {
  contactColour,
  DEPARTMENTS,
  isAddressUsable,
  luhnKey,
  SPECIALTIES,
  isValidFiness,
  isValidNir,
  isValidRpps,
  openingHoursSchema,
  PUBLISHABLE_TYPES,
  sniffMime,
  HPRIM_MIME,
  parseHprim,
  type FeedItem,
  type GroupDto,
  type MapEstablishment,
  type PublicUser,
  type MarketOperationDto,
  type SurveyAnswerDto,
  type SurveyDto,
  VARIANT_CODES,
} from "@reseau/shared";
import { isEncrypted } from "../platform/file-cipher.js";
import { openRawStorage } from "../platform/open-storage.js";
import { createPatient, createTestApp, type TestApp } from "../test/harness.js";
import {
  clientLogs,
  contacts,
  documentShares,
  documents,
  managers,
  messageRecipients,
  messages,
  sessions,
  users,
} from "./schema.js";
import { DEMO_PASSWORD, seedDemo } from "./seed.js";
import { DEFAULT_TWO_FACTOR_REQUIRED } from "../platform/config.js";

let t: TestApp;
beforeAll(async () => {
  // TWO_FACTOR_REQUIRED's default: the demo's accounts log in with the password alone (issue 24 §1)
  t = await createTestApp({ twoFactorRequired: DEFAULT_TWO_FACTOR_REQUIRED });
});
afterAll(async () => {
  await t.stop();
});

const TABLES = {
  users,
  managers,
  contacts,
  documents,
  documentShares,
  messages,
  messageRecipients,
  sessions,
  clientLogs,
};
async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(
      async ([name, table]) => [name, await t.ctx.db.$count(table)] as const,
    ),
  );
  return Object.fromEntries(entries);
}
const userIds = async () =>
  (await t.ctx.db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((r) => r.id);

describe("demo seed", () => {
  it("resets to the same data when run again", async () => {
    const first = await seedDemo(t.ctx, { onlyIfEmpty: false });
    const before = await counts();
    const ids = await userIds();
    const second = await seedDemo(t.ctx, { onlyIfEmpty: false });
    expect(await counts()).toEqual(before);
    expect(await userIds()).toEqual(ids);
    expect(second.logins).toEqual(first.logins);
    expect(before.users).toBeGreaterThanOrEqual(15);
    expect(before.documents).toBeGreaterThanOrEqual(10);
    expect(first.logins).toContainEqual({
      label: "Patiente (Léa Martin)",
      email: "patient@demo.fr",
    });
    expect(first.logins).toContainEqual({
      label: "Pharmacie (Pharmacie du Centre, Lyon)",
      email: "pharmacie@demo.fr",
    });
    // the whole demo seeded twice: about 10 s alone, three times that beside the journeys
  }, 120_000);

  it("gives every account valid identity numbers and opening hours", async () => {
    // the demo accounts (the directory's entries have no e-mail: see the next test)
    const rows = (await t.ctx.db.select().from(users)).filter((u) => u.email);
    const establishments = rows.filter((u) => u.type === "pharmacy" || u.type === "labo");
    const pharmacies = rows.filter((u) => u.type === "pharmacy");
    // every variant's group has a demo pharmacy (issue 19 §1)
    expect(new Set(pharmacies.map((p) => p.grp))).toEqual(new Set(VARIANT_CODES));
    for (const e of establishments) {
      expect(isValidFiness(e.finess ?? ""), `${e.name} ${e.finess}`).toBe(true);
      expect(e.finess?.slice(0, 2)).toBe(e.department);
      expect(openingHoursSchema.safeParse(e.openingHours).success).toBe(true);
      expect(e.latitude).toBeGreaterThan(41);
    }
    expect(pharmacies.some((p) => p.finess?.startsWith("2A"))).toBe(true);
    const patients = rows.filter((u) => u.type === "patient" && u.createdBy === null);
    // the patients who have their own account (folder patients and family members are created
    // by someone): the three demo patients, Inès, who has yet to activate hers, and the contact
    // book's patients of each colour (seed-contacts.ts)
    expect(patients.length).toBeGreaterThanOrEqual(4);
    for (const p of patients) expect(isValidNir(p.nir ?? ""), `${p.nir}`).toBe(true);
    // the folder patients of issue 8 §4: any NIR typed is valid
    for (const p of rows.filter((u) => u.type === "patient" && u.nir))
      expect(isValidNir(p.nir ?? ""), `${p.nir}`).toBe(true);
    expect(patients.some((p) => p.nir?.slice(5, 7) === "2A")).toBe(true);
    const doctors = rows.filter((u) => u.profession === "DOCTOR");
    expect(doctors.length).toBeGreaterThanOrEqual(2);
    for (const d of doctors) expect(isValidRpps(d.rpps ?? "")).toBe(true);
    expect(rows.some((u) => u.profession === "OPTICIAN")).toBe(true);
  });

  it("seeds a directory worth searching: 300+ professionals and establishments with valid numbers in real communes (issue 8 §1)", async () => {
    // the directory's entries have no e-mail (nobody logs in as them); patients without one are
    // the folders' and the families' STUB accounts
    const rows = (await t.ctx.db.select().from(users)).filter(
      (u) => !u.email && u.type !== "patient",
    );
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const towns = new Set(rows.map((u) => u.city));
    expect(towns.size).toBeGreaterThan(100);
    for (const u of rows) {
      expect(isAddressUsable(u), u.id).toBe(true);
      // a real postcode may cross a department line (Port-Sainte-Foy, 24, has 33220): the
      // department is the commune's
      expect(DEPARTMENTS.map((d) => d.code)).toContain(u.department);
      expect(u.zipCode).toMatch(/^\d{5}$/);
      if (u.type === "professional" && u.profession !== "OPTICIAN") {
        expect(isValidRpps(u.rpps ?? ""), `${u.rpps}`).toBe(true);
        expect(luhnKey(u.rpps!.slice(0, 10))).toBe(Number(u.rpps!.slice(10)));
      }
      if (u.type !== "professional")
        expect(isValidFiness(u.finess ?? ""), `${u.finess}`).toBe(true);
    }
    const specialties = new Set(rows.flatMap((u) => u.specialties));
    expect(specialties.size).toBeGreaterThan(20);
    for (const s of specialties) expect(SPECIALTIES).toContain(s);
    const martin = rows.find((u) => u.lastName === "Martin" && u.firstName === "Camille");
    expect(martin).toMatchObject({ city: "Lyon", profession: "DOCTOR" });
  });

  it("stores a real file for every document and shares it at the document's date", async () => {
    const docs = await t.ctx.db.select().from(documents);
    for (const doc of docs) {
      const bytes = await t.ctx.storage.get(doc.storageKey);
      expect(bytes?.length).toBe(doc.size);
      // an HPRIM result (issue 10) is text its own parser reads; pictures and PDFs by their bytes
      if (doc.mime === HPRIM_MIME) expect(parseHprim(bytes ?? new Uint8Array()).ok).toBe(true);
      else expect(sniffMime(bytes ?? new Uint8Array())).toBe(doc.mime);
      expect(doc.meta.status).toBe(doc.status);
    }
    // at rest, every seeded file is encrypted (issue 24 §4): not one is stored as its own bytes
    const raw = await openRawStorage(t.ctx.config);
    for (const key of (await raw.list()).stored) {
      expect(isEncrypted((await raw.get(key))!), key).toBe(true);
    }
    const shares = await t.ctx.db
      .select({ share: documentShares.lastUpdate, doc: documents.lastUpdate })
      .from(documentShares)
      .innerJoin(documents, eq(documents.id, documentShares.iddocument));
    // every document reached someone, but the publications (seed-publications.ts: for the public,
    // shared with nobody) and a lab's result not yet sent to its patient (issue 10)
    const personal = docs.filter(
      (d) => !PUBLISHABLE_TYPES.includes(d.type) && !(d.mime === HPRIM_MIME && d.status === "NEW"),
    );
    expect(shares.length).toBeGreaterThanOrEqual(personal.length);
    expect(docs.some((d) => d.status === "PUBLISHED")).toBe(true);
    for (const s of shares) expect(s.share.getTime()).toBe(s.doc.getTime());
    const statuses = new Set(docs.map((d) => d.status));
    for (const s of [
      "NEW",
      "PROCESSING",
      "READY",
      "AWAITING_PAYMENT",
      "RENEWING_STANDBY",
      "RESULTS_READY",
    ]) {
      expect(statuses).toContain(s);
    }
    const contents = (await t.ctx.db.select({ content: messages.content }).from(messages)).map(
      (m) => m.content,
    );
    expect(contents).toContain("Marie s'occupe de votre ordonnance.");
  });

  it("lets the demo patient log in and find her default pharmacy among her contacts", async () => {
    const client = t.client();
    const login = await client.post<PublicUser>("/ws/login", {
      login: "patient@demo.fr",
      password: DEMO_PASSWORD,
      app: "patient",
    });
    expect(login.status).toBe(200);
    expect(login.body.idpharma).toBeTruthy();
    const book = await client.get<PublicUser[]>("/ws/contacts");
    expect(book.status).toBe(200);
    const pharmacy = book.body.find((c) => c.id === login.body.idpharma);
    expect(pharmacy?.name).toBe("Pharmacie du Centre");
    expect(pharmacy?.city).toBe("Lyon");
  });

  it("gives the demo patient a health card her pharmacy sees (issue 17 §1)", async () => {
    const patient = t.client();
    const me = await patient.post<PublicUser>("/ws/login", {
      login: "patient@demo.fr",
      password: DEMO_PASSWORD,
      app: "patient",
    });
    expect([me.body.bloodType, me.body.allergens]).toEqual([
      "A+",
      "Pénicilline (urticaire), pollen de bouleau",
    ]);
    const pharmacy = t.client();
    await pharmacy.post("/ws/login", { login: "pharmacie@demo.fr", password: DEMO_PASSWORD });
    const card = await pharmacy.get<PublicUser>(`/ws/user/${me.body.id}`);
    expect([card.status, card.body.bloodType, card.body.emergencyCall]).toEqual([
      200,
      "A+",
      "06 45 78 12 90",
    ]);
  });

  it("gives the demo patient a child she manages, 6 years old, with an avatar (issue 8 §6)", async () => {
    const client = t.client();
    await client.post("/ws/login", {
      login: "patient@demo.fr",
      password: DEMO_PASSWORD,
      app: "patient",
    });
    const list = await client.get<{ accounts: { user: PublicUser }[] }>("/ws/manager/list");
    const leo = list.body.accounts[0]?.user;
    expect([leo?.firstName, leo?.status, leo?.age]).toEqual(["Léo", "STUB", 6]);
    expect(leo?.pictures?.idAvatar).toBeTruthy();
    const avatar = await t.app.inject({
      method: "GET",
      url: `/ws/avatar/${leo?.id}`,
      headers: { cookie: client.cookieHeader() },
    });
    expect([avatar.statusCode, avatar.headers["content-type"]]).toEqual([200, "image/png"]);
  });

  it("gives the demo patient a sharing group with her son and her doctor, who reads it (issue 21 §2)", async () => {
    const doctor = t.client();
    await doctor.post("/ws/login", { login: "medecin@demo.fr", password: DEMO_PASSWORD });
    const groups = await doctor.get<GroupDto[]>("/api/groups");
    expect(groups.body.map((g) => [g.name, g.members.length])).toEqual([["Suivi de Léo", 3]]);
    const feed = await doctor.get<FeedItem[]>(`/api/group/${groups.body[0]?.id}/feed`);
    expect(feed.body.map((item) => item.type)).toEqual(["MESSAGE"]);
  });

  it("lets a group pharmacy log in on its white-label app, managed by its group", async () => {
    const client = t.client();
    const login = await client.post<PublicUser>("/ws/login", {
      login: "pharmacie@demo.fr",
      password: DEMO_PASSWORD,
      app: "pro",
      grp: "galien",
    });
    expect(login.status).toBe(200);
    const [group] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, "groupe.galien@demo.fr"));
    expect(login.body.managers).toEqual([group?.id]);
  });

  it("gives every variant a pharmacy and a manager who log in on its app, and every demo login works on the generic app (issue 19 §1)", async () => {
    const { logins } = await seedDemo(t.ctx, { onlyIfEmpty: true });
    const logIn = (login: string, grp?: string) =>
      t.client().post("/ws/login", { login, password: DEMO_PASSWORD, ...(grp ? { grp } : {}) });
    for (const { email } of logins) expect((await logIn(email)).status, email).toBe(200);
    const groupPharmacy: Record<string, string> = {
      galien: "pharmacie@demo.fr",
      well: "pharmacie.marseille@demo.fr",
    };
    for (const code of VARIANT_CODES) {
      const pharmacy = groupPharmacy[code] ?? `pharmacie.${code}@demo.fr`;
      for (const email of [pharmacy, `groupe.${code}@demo.fr`]) {
        expect((await logIn(email, code)).status, `${email} in ${code}`).toBe(200);
        const other = code === "galien" ? "well" : "galien";
        expect((await logIn(email, other)).status, `${email} in ${other}`).toBe(403);
      }
    }
  });

  it("gives the Galien group a marketing operation proposed to its pharmacy, to accept or refuse (issue 21 §4)", async () => {
    const signIn = async (login: string) => {
      const client = t.client();
      expect((await client.post("/ws/login", { login, password: DEMO_PASSWORD })).status).toBe(200);
      return client;
    };
    const manager = await signIn("groupe.galien@demo.fr");
    const ops = await manager.get<MarketOperationDto[]>("/api/market-operations");
    expect(ops.body.map((op) => op.name)).toEqual(["Semaine de la vaccination"]);
    const [submission] = ops.body[0]?.submissions ?? [];
    expect(submission).toMatchObject({
      status: "PROPOSED",
      remuneration: { amount: 15_000, currency: "EUR" },
    });
    const pharmacy = await signIn("pharmacie@demo.fr");
    const proposed = await pharmacy.get<MarketOperationDto[]>("/api/market-operations");
    expect(proposed.body.map((op) => op.submissions.map((s) => s.status))).toEqual([["PROPOSED"]]);
    expect(proposed.body[0]?.submissions[0]?.receiverName).toBe(submission?.receiverName);
    const elsewhere = await signIn("pharmacie.marseille@demo.fr");
    expect((await elsewhere.get("/api/market-operations")).body).toEqual([]);
  });

  it("gives the Galien group surveys to try: the manager's three, a pharmacy's scored answer, a patient's survey to answer (issue 21 §3)", async () => {
    const signIn = async (login: string) => {
      const client = t.client();
      expect((await client.post("/ws/login", { login, password: DEMO_PASSWORD })).status).toBe(200);
      return client;
    };
    const manager = await signIn("groupe.galien@demo.fr");
    const surveys = await manager.get<SurveyDto[]>("/pro-api/questionnaires/galien");
    expect(surveys.body.map((s) => `${s.kind} ${s.status}`).sort()).toEqual([
      "pharma ACTIVE",
      "pharma NEW",
      "satisfaction ACTIVE",
    ]);
    const answers = await manager.get<SurveyAnswerDto[]>("/pro-api/answers/galien");
    expect(answers.body).toHaveLength(1);
    // true (10) + « De 2 à 5 » (5) + 8 out of 10 (10)
    expect(answers.body[0]?.score).toBe(25);
    const pharmacy = await signIn("pharmacie@demo.fr");
    const offered = await pharmacy.get<SurveyDto[]>("/pro-api/questionnaires/galien");
    expect(offered.body.map((s) => s.title)).toEqual(["Vos commandes au groupement"]);
  });

  it("puts each group's pharmacies on its map, at real places (issue 19 §3)", async () => {
    const visitor = t.client();
    const galien = await visitor.get<MapEstablishment[]>("/ws/map?grp=galien");
    expect(galien.body.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        "Pharmacie de la Bastille",
        "Pharmacie Saint-Michel",
        "Pharmacie des Abbesses",
        "Pharmacie du Centre",
      ]),
    );
    const paris = galien.body.filter((p) => p.city === "Paris");
    expect(paris.length).toBeGreaterThanOrEqual(3);
    for (const p of paris) {
      expect(p.latitude).toBeGreaterThan(48.8);
      expect(p.latitude).toBeLessThan(48.91);
    }
    const well = await visitor.get<MapEstablishment[]>("/ws/map?grp=well");
    expect(well.body.length).toBeGreaterThanOrEqual(4);
    expect(well.body.map((p) => p.id)).not.toEqual(
      expect.arrayContaining(galien.body.map((p) => p.id)),
    );
  });

  it("leaves a database that has users untouched when asked only if empty", async () => {
    const newcomer = await createPatient(t);
    const before = await counts();
    const { logins } = await seedDemo(t.ctx, { onlyIfEmpty: true });
    expect(await counts()).toEqual(before);
    expect(logins.length).toBeGreaterThan(0);
    expect(await t.ctx.db.$count(users, eq(users.id, newcomer.user?.id ?? ""))).toBe(1);
  });

  it("removes added accounts and their documents' files on reset", async () => {
    const [patient] = await t.ctx.db.select().from(users).where(eq(users.email, "patient@demo.fr"));
    await t.ctx.storage.put("stale-demo-file", Buffer.from("%PDF-1.4\n"));
    await t.ctx.db.insert(documents).values({
      id: "stale-demo-document",
      idcreator: patient?.id ?? "",
      type: "other",
      name: "À supprimer",
      mime: "application/pdf",
      size: 9,
      storageKey: "stale-demo-file",
      meta: { status: "NEW" },
    });
    const extra = await t.ctx.db.$count(users);
    await seedDemo(t.ctx, { onlyIfEmpty: false });
    expect(await t.ctx.db.$count(users)).toBe(extra - 1);
    expect(await t.ctx.storage.get("stale-demo-file")).toBeNull();
  });
});

// The describes below read the demo as the last reset above left it: the seed (about 4 s of CPU
// each time) runs again only when one of them runs alone, on the empty database of a new file.
// Their logins add sessions, which none of them counts.
describe("demo data through the feed", () => {
  it("shows the pharmacy its patients' documents and the patient her messages", async () => {
    await seedDemo(t.ctx, { onlyIfEmpty: true });
    const pharmacy = t.client();
    await pharmacy.post("/ws/login", { login: "pharmacie@demo.fr", password: DEMO_PASSWORD });
    const feed = await pharmacy.get<FeedItem[]>("/api/feed?limit=50");
    expect(feed.status).toBe(200);
    const statuses = feed.body.flatMap((item) =>
      item.type === "MESSAGE" ? [] : [item.meta.status],
    );
    expect(statuses).toEqual(
      expect.arrayContaining(["NEW", "PROCESSING", "READY", "AWAITING_PAYMENT"]),
    );
    const dates = feed.body.map((item) => item.lastUpdate);
    expect(dates).toEqual([...dates].sort().reverse());

    const patient = t.client();
    await patient.post("/ws/login", { login: "patient@demo.fr", password: DEMO_PASSWORD });
    const mine = await patient.get<FeedItem[]>("/api/feed?limit=50");
    const contents = mine.body.flatMap((item) => ("content" in item ? [item.content] : []));
    expect(contents).toContain("Marie s'occupe de votre ordonnance.");
    const result = mine.body.find(
      (item) => item.type === "ANALYS_RES" && "mime" in item && item.mime !== HPRIM_MIME,
    );
    const opened = await patient.get<{ data?: string; mime: string }>(
      `/api/documents/${result?.id}`,
    );
    expect(opened.status).toBe(200);
    expect(sniffMime(Buffer.from(opened.body.data ?? "", "base64"))).toBe("image/jpeg");
  });
});

describe("demo contacts (issue 8 §2)", () => {
  beforeAll(async () => {
    await seedDemo(t.ctx, { onlyIfEmpty: true });
  });

  it("gives every demo role a few contacts, and the pharmacy one of each colour", async () => {
    for (const login of [
      "patient@demo.fr",
      "pharmacie@demo.fr",
      "labo@demo.fr",
      "medecin@demo.fr",
      "opticien@demo.fr",
    ]) {
      const client = t.client();
      await client.post("/ws/login", { login, password: DEMO_PASSWORD });
      const book = await client.get<PublicUser[]>("/ws/contacts");
      expect(book.body.length, login).toBeGreaterThanOrEqual(2);
      if (login === "pharmacie@demo.fr") {
        const colours = new Set(book.body.map((user) => contactColour(user)));
        expect([...colours].sort()).toEqual(["gray", "green", "orange", "purple", "red"]);
      }
    }
    const group = t.client();
    await group.post("/ws/login", { login: "groupe.galien@demo.fr", password: DEMO_PASSWORD });
    const books = await group.get<Record<string, PublicUser[]>>("/ws/manager/contacts");
    expect(Object.values(books.body).flat().length).toBeGreaterThan(0);
  });
});

/** The folder at letter A (the page's default: wrong mail on) of a demo account. */
async function folderOf(email: string): Promise<PublicUser[]> {
  const client = t.client();
  const login = await client.post("/ws/login", { login: email, password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const list = await client.get<PublicUser[]>(
    "/ws/patients/list/v2?search=ready&initiale=A&email_ok=0",
  );
  expect(list.status).toBe(200);
  return list.body;
}

describe("demo patient folders (issue 8 §4)", () => {
  beforeAll(async () => {
    await seedDemo(t.ctx, { onlyIfEmpty: true });
  });

  it.each(["pharmacie@demo.fr", "medecin@demo.fr", "labo@demo.fr"])(
    "%s has a STUB or AUTO, a NEW (or hidden by its default) and a wrong e-mail at letter A",
    async (email) => {
      const list = await folderOf(email);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.some((p) => p.meta === '{"email_ok":0}')).toBe(true);
      const statuses = new Set(list.map((p) => p.status));
      if (email.startsWith("labo")) expect([...statuses]).toEqual(["AUTO"]);
      // the contact book's patients (seed-contacts.ts) may add others at A
      else for (const status of ["STUB", "NEW"]) expect(statuses.has(status as never)).toBe(true);
    },
  );
});
