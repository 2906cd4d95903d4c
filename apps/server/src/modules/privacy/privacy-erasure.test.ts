import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HPRIM_MIME, type DocumentDto, type MarketOrder, type PublicUser } from "@reseau/shared";
import { marketProducts, marketStocks } from "../../db/schema.js";
import {
  createLab,
  createPatient,
  createPharmacy,
  createTestApp,
  PASSWORD,
  SAMPLE_FILES,
  validNir,
  type TestApp,
} from "../../test/harness.js";
import { startMailbox, type TestMailbox } from "../../test/mailbox.js";
import { contactOf, idOf, shared, uploaded } from "../documents/test-helpers.js";

let t: TestApp;
let url: string;
let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  // ACCOUNT_DELETION_GRACE_DAYS=0: erased by the job within a minute
  t = await createTestApp({
    smtpUrl: mailbox.url,
    accountDeletionGraceDays: 0,
    jobs: true,
    jobPollingSeconds: 0.5,
  });
  url = await t.listen();
});
afterAll(async () => {
  await t.stop();
  await mailbox.close();
});

const FIRST = "Ondine";
const LAST = "Quarzazate";
const PHONE = "0698765432";
const NIR = validNir("2850469123456");
const CHILD_NIR = validNir("1190375123456");

/** Every text or JSON column of every table of the app's schemas, as `schema.table.column`. */
async function textColumns(): Promise<{ schema: string; table: string; column: string }[]> {
  const { rows } = await t.database.executeSql(
    `select c.table_schema as schema, c.table_name as "table", c.column_name as column
       from information_schema.columns c
       join information_schema.tables tb
         on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema not in ('pg_catalog', 'information_schema')
        and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  return rows as { schema: string; table: string; column: string }[];
}

/** The `schema.table.column`s of live rows whose value holds one of `needles` (case-insensitive). */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const quoted = `"${schema}"."${table}"`;
    const { rows } = await t.database.executeSql(
      `select 1 from ${quoted} where ${needles
        .map((_, k) => `position(lower($${k + 1}) in lower("${column}"::text)) > 0`)
        .join(" or ")} limit 1`,
      needles,
    );
    if (rows.length > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("an erased account (ACCOUNT_DELETION_GRACE_DAYS=0, issue 24 §3)", () => {
  it("leaves no trace of her name, NIR, phone or e-mail; her files go; her e-mail signs up again", async () => {
    const patient = await createPatient(t, {
      firstName: FIRST,
      lastName: LAST,
      birth: "12/04/1985",
      nir: NIR,
      phones: [PHONE],
    });
    const email = patient.user?.email ?? "";
    const id = idOf(patient);
    // her documents, one shared with her pharmacy, who answers about it
    const prescription = await uploaded(patient, { name: `Ordonnance ${LAST}` });
    await uploaded(patient, {
      name: "Compte rendu",
      mime: "application/pdf",
      data: SAMPLE_FILES.pdf,
    });
    const pharmacy = await createPharmacy(t);
    await contactOf(patient, pharmacy);
    await shared(patient, prescription.id, pharmacy);
    // the pharmacy opens it: a row of the append-only audit (issue 24 §2) the erasure removes
    expect((await pharmacy.get(`/api/documents/${prescription.id}`)).status).toBe(200);
    expect(
      (
        await pharmacy.post("/feed/messages", {
          content: "Votre ordonnance est prête.",
          recipients: [id],
          iddocument: prescription.id,
        })
      ).status,
    ).toBe(201);
    expect(
      (await patient.post("/feed/messages", { content: "Merci", recipients: [idOf(pharmacy)] }))
        .status,
    ).toBe(201);
    // her child, managed by her alone, without a login of his own
    const child = await patient.post<PublicUser>("/ws/family", {
      firstName: "Léo",
      lastName: LAST,
      birth: "12/03/2019",
      nir: CHILD_NIR,
    });
    expect(child.status).toBe(201);
    // a laboratory's results about her (her name and NIR are in the report)
    const lab = await createLab(t);
    await contactOf(patient, lab);
    const hprim = [
      "000001",
      LAST.toUpperCase(),
      FIRST.toUpperCase(),
      "1 RUE",
      "",
      "69001 LYON",
      "12/04/1985",
      NIR,
      "12345",
      "01/03/2026",
      "",
      "",
      "Compte rendu",
      "****LAB****",
      "RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F",
      "****FIN****",
      "****FINFICHIER****",
      "",
    ].join("\r\n");
    const imported = await lab.post<DocumentDto>("/feed/documents", {
      name: "Résultats",
      type: "ANALYS_RES",
      mime: HPRIM_MIME,
      data: Buffer.from(hprim).toString("base64"),
    });
    expect(imported.status).toBe(201);
    // two orders at her pharmacy: one collected (an invoice the law keeps), one only placed
    const productId = `prod-rgpd-${process.pid}`;
    await t.database.db.insert(marketProducts).values({
      id: productId,
      pid: 990001,
      uuid: productId,
      name: "Crème",
      price: 1250,
      medication: false,
    });
    await t.database.db
      .insert(marketStocks)
      .values({ productId, pharmaId: idOf(pharmacy), price: 1250, quantity: 10 });
    const order = async () => {
      const placed = await patient.post<MarketOrder>("/market/mp/order", {
        vendor: idOf(pharmacy),
        cart: [{ productId, quantity: 1 }],
      });
      expect(placed.status).toBe(201);
      return placed.body.id;
    };
    const collected = await order();
    const placedOnly = await order();
    for (const status of ["READY", "DELIVRED"]) {
      const moved = await pharmacy.post(`/market/orders/${collected}/status`, { status });
      expect(moved.status).toBe(200);
    }
    // a second browser of hers, with a socket
    const other = t.client();
    expect((await other.post("/ws/login", { login: email, password: PASSWORD })).status).toBe(200);
    const socket = await other.socket(url);
    const disconnected = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));

    const filesBefore = await t.ctx.storage.list();
    const myKeys = (
      (await t.database.executeSql(
        `select storage_key as key from documents where idcreator = $1 or id = $2`,
        [id, imported.body.id],
      )) as { rows: { key: string }[] }
    ).rows.map((row) => row.key);
    expect(myKeys).toHaveLength(3);
    expect(filesBefore.stored).toEqual(expect.arrayContaining(myKeys));

    // before: the search finds her
    expect(await columnsHolding([LAST])).toContain("public.users.last_name");

    const asked = await patient.post<{ message: string }>("/ws/user/deletion", {
      password: PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/^Votre compte sera supprimé le \d{1,2} \S+ \d{4}\.$/);
    expect((await mailbox.next(email)).subject).toBe("Suppression de votre compte");

    // sessions end at once (the socket too), the erasure within a minute
    await disconnected;
    expect((await other.get("/ws/user")).status).toBe(401);
    await waitUntil(async () => {
      const { rows } = await t.database.executeSql(`select 1 from users where id = $1`, [id]);
      return rows.length === 0;
    });

    const traces = await columnsHolding([FIRST, LAST, NIR, CHILD_NIR, PHONE, email]);
    expect(traces).toEqual([]);
    // nor the reads of her documents, though they hold ids only
    const { rows: reads } = await t.database.executeSql(
      `select 1 from document_reads where idowner = $1`,
      [id],
    );
    expect(reads).toEqual([]);
    // the files go right after the rows
    await waitUntil(async () => {
      const { stored } = await t.ctx.storage.list();
      return myKeys.every((key) => !stored.includes(key));
    }, 5_000);
    // the pharmacy's account stays, with the collected order under a pseudonym; the other is gone
    expect((await pharmacy.get("/ws/user")).status).toBe(200);
    const { rows: orders } = (await t.database.executeSql(
      `select id, client from market_orders where id = any($1)`,
      [[collected, placedOnly]],
    )) as { rows: { id: string; client: string }[] };
    expect(orders.map((o) => o.id)).toEqual([collected]);
    expect(orders[0]?.client).not.toBe(id);
    const listed = await pharmacy.get<MarketOrder[]>(`/market/orders/pharmacy/${idOf(pharmacy)}`);
    expect(listed.body.map((o) => o.id)).toContain(collected);

    // her e-mail signs up again
    const again = t.client();
    const signup = await again.post<PublicUser>("/ws/user/patient", {
      acceptTerms: true,
      password: PASSWORD,
      app: "patient",
      meta: "{}",
      email,
      firstName: "Nouvelle",
      lastName: "Personne",
    });
    expect(signup.status).toBe(201);
    expect(signup.body.id).not.toBe(id);
    // and her old session cookie opens nothing
    expect((await patient.get("/ws/user")).status).toBe(401);
  }, 90_000);
});
