import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductPage } from "@reseau/shared";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { StockImportDto, StockUploadDto } from "@reseau/shared";
import { buildApp } from "../../app.js";
import { withAdvisoryLock } from "../../platform/advisory-lock.js";
import { marketProducts, marketStocks, users } from "../../db/schema.js";
import { stockImports, stockImportStaging } from "./stock-import.schema.js";
import {
  createPatient,
  createPharmacy,
  createTestApp,
  workerDatabaseUrl,
  type TestApp,
  type TestClient,
} from "../../test/harness.js";

let t: TestApp;
let pharmacy: TestClient;
let other: TestClient;
let patient: TestClient;
const idOf = (client: TestClient) => client.user?.id as string;

/** Codes of the shared catalogue used below. */
const DOLIPRANE = "3400930000011";
const SERUM = "3401560000022";
const CREME = "3760000000033";

beforeAll(async () => {
  t = await createTestApp({ jobs: true, jobPollingSeconds: 0.5 });
  pharmacy = await createPharmacy(t);
  other = await createPharmacy(t, { name: "Pharmacie de la Gare" });
  patient = await createPatient(t);
  // the pharmacy's white-label group: its stocks are filed under it, whatever the client sends
  await t.ctx.db
    .update(users)
    .set({ grp: "galien" })
    .where(eq(users.id, idOf(pharmacy)));
  await t.ctx.db.insert(marketProducts).values(
    [DOLIPRANE, SERUM, CREME].map((code, k) => ({
      id: `product-${k}`,
      pid: 100 + k,
      uuid: `uuid-${k}`,
      name: `Produit ${k}`,
      price: 500,
      code,
    })),
  );
});
afterAll(async () => {
  await t.stop();
});

/** A `multipart/form-data` body of these fields (`file`: a file part of that name) and its type. */
function multipartOf(fields: { name: string; file?: string; text: string }[]): [Buffer, string] {
  const boundary = "----reseau-test-boundary";
  const parts = fields.map(
    (f) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"` +
      (f.file ? `; filename="${f.file}"\r\nContent-Type: text/csv` : "") +
      `\r\n\r\n${f.text}\r\n`,
  );
  return [
    Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
    `multipart/form-data; boundary=${boundary}`,
  ];
}

/** Sends a raw CSV body to `/pro-api/upload` as the web app does (cookies, XSRF). */
async function upload(
  client: TestClient,
  bytes: Buffer | string,
  type = "text/csv",
  url = "/pro-api/upload",
) {
  if (!client.cookies.has("XSRF-TOKEN")) await client.get("/ws/xsrf");
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: {
      cookie: client.cookieHeader(),
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      "content-type": type,
    },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json() as StockUploadDto & { message?: string },
  };
}

/** Waits for an import to end, reading its result as the page does without a socket. */
async function ended(client: TestClient, id: string): Promise<StockImportDto> {
  for (;;) {
    const response = await client.get<StockImportDto>(`/pro-api/import-csv-result?id=${id}`);
    expect(response.status).toBe(200);
    if (response.body.status === "DONE" || response.body.status === "FAILED") return response.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads and imports a CSV for `client`; @returns the ended import. */
async function importCsv(client: TestClient, bytes: Buffer | string, grp?: string) {
  const sent = await upload(client, bytes);
  expect(sent.status).toBe(201);
  const started = await client.post<StockImportDto>("/pro-api/import-csv", {
    fileName: sent.body.fileName,
    pharmaId: idOf(client),
    name: "Export du jour",
    ...(grp ? { grp } : {}),
  });
  expect(started.status).toBe(201);
  expect(started.body.status).toBe("PENDING");
  return ended(client, started.body.id);
}

/**
 * What a server that stopped mid-import leaves: `pharmacy`'s uploaded one-line file and a
 * RUNNING import `id` of it, with `row`'s fields on top (its start, the counts of the batches it
 * committed). @returns the uploaded file's name
 */
async function leftRunning(
  pharmacy: TestClient,
  id: string,
  row: Partial<typeof stockImports.$inferInsert> = {},
): Promise<string> {
  const sent = await upload(pharmacy, `code;nom;quantite;prix\n${CREME};Crème;4;1,00\n`);
  await t.ctx.db.insert(stockImports).values({
    id,
    pharmaId: idOf(pharmacy),
    fileName: sent.body.fileName,
    status: "RUNNING",
    ...row,
  });
  return sent.body.fileName;
}

/** The server starting again over the same database and files (what runs at start), then stopping. */
async function restartServer(): Promise<void> {
  const restarted = await buildApp(
    { ...t.ctx.config, jobs: false },
    { database: t.database, storage: t.ctx.storage },
  );
  await restarted.close();
}

const stocksOf = (pharmaId: string) =>
  t.ctx.db
    .select({
      code: marketProducts.code,
      price: marketStocks.price,
      quantity: marketStocks.quantity,
      grp: marketStocks.grp,
      createdBy: marketProducts.createdBy,
    })
    .from(marketStocks)
    .innerJoin(marketProducts, eq(marketProducts.id, marketStocks.productId))
    .where(eq(marketStocks.pharmaId, pharmaId))
    .orderBy(marketProducts.code);

describe("stock import (issue 11 §4)", () => {
  it("imports a semicolon CSV with decimal commas, creates unknown products, and a second import changes nothing", async () => {
    const csv = [
      "EAN13;Désignation;Quantité;Prix TTC",
      `${DOLIPRANE};Doliprane 1000 mg;12;2,18`,
      `${SERUM};Sérum physiologique;3;4,5`,
      "3700000000999;Crème maison;7;1 234,56 €",
      "",
    ].join("\r\n");
    // a `grp` sent by the client is not the pharmacy's: ignored (issue 17 §6)
    const first = await importCsv(pharmacy, csv, "concurrent");
    expect(first).toMatchObject({
      status: "DONE",
      read: 3,
      created: 3,
      updated: 0,
      unchanged: 0,
      refused: 0,
      productsCreated: 1,
      refusals: [],
      name: "Export du jour",
      grp: "galien",
    });
    expect(await stocksOf(idOf(pharmacy))).toEqual([
      { code: "3400930000011", price: 218, quantity: 12, grp: "galien", createdBy: null },
      { code: "3401560000022", price: 450, quantity: 3, grp: "galien", createdBy: null },
      {
        code: "3700000000999",
        price: 123456,
        quantity: 7,
        grp: "galien",
        createdBy: idOf(pharmacy),
      },
    ]);
    const again = await importCsv(pharmacy, csv);
    expect(again).toMatchObject({
      status: "DONE",
      read: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      productsCreated: 0,
    });
    const products = await t.ctx.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.code, "3700000000999"));
    expect(products).toHaveLength(1);
    // issue 17 §4: listed and searchable like any other, for the pharmacy and its patients
    const own = await createPatient(t, { idpharma: idOf(pharmacy) });
    const names = async (client: TestClient, query: string) =>
      (await client.get<ProductPage>(`/market/products?mode=list&${query}`)).body.products.map(
        (p) => p.name,
      );
    expect(await names(pharmacy, `pharmaIdStockOnly=${idOf(pharmacy)}`)).toContain("Crème maison");
    expect(await names(pharmacy, "name=crème")).toEqual(["Crème maison"]);
    expect(await names(own, "name=Crème maison")).toEqual(["Crème maison"]);
    expect(await names(patient, "name=maison")).toEqual([]);
    // a change of price updates that line only
    const changed = await importCsv(pharmacy, csv.replace(";12;2,18", ";10;2,18"));
    expect(changed).toMatchObject({ updated: 1, unchanged: 2, created: 0 });
  });

  it("reads a comma CSV in ISO-8859-1 with quoted decimal commas and refuses bad lines with their number and reason", async () => {
    const text = [
      "CIP13,Libellé,Qté,Prix",
      `${DOLIPRANE},"Doliprane éféerv.",5,"2,50"`,
      "12345,Code court,1,1.00",
      `${SERUM},Sérum,-2,3.00`,
      `${CREME},Crème,4,gratuit`,
      `${DOLIPRANE},Doublon,1,1.00`,
      "3700000000888,,2,3.00",
      `${CREME}`,
    ].join("\n");
    const result = await importCsv(other, Buffer.from(text, "latin1"));
    expect(result.status).toBe("DONE");
    expect(result.read).toBe(7);
    expect(result.created).toBe(1);
    expect(result.refused).toBe(6);
    expect(result.refusals).toEqual([
      { line: 3, reason: "Code « 12345 » invalide : 13 chiffres attendus (EAN13 ou CIP13)." },
      {
        line: 4,
        reason: "Quantité « -2 » invalide : un nombre entier positif ou nul est attendu.",
      },
      {
        line: 5,
        reason: "Prix « gratuit » invalide : un montant positif en euros est attendu (ex. 12,50).",
      },
      { line: 6, reason: `Code ${DOLIPRANE} déjà présent ligne 2.` },
      { line: 7, reason: "Nom du produit manquant pour un produit absent du catalogue." },
      { line: 8, reason: "Nombre de colonnes incorrect." },
    ]);
    expect(await stocksOf(idOf(other))).toEqual([
      { code: DOLIPRANE, price: 250, quantity: 5, grp: null, createdBy: null },
    ]);
  });

  it("refuses a line with a NUL or an over-long name with its number and reason, and imports the rest", async () => {
    const fresh = await createPharmacy(t);
    const csv = [
      "code;nom;quantite;prix",
      `${DOLIPRANE};Doli\u0000prane;1;2,00`,
      `3700000000321;${"x".repeat(6_000)};1;2,00`,
      `3700000000322;${"y".repeat(201)};1;2,00`,
      `3700000000323;${"z".repeat(200)};1;2,00`,
      `${SERUM};Sérum;2;3,00`,
    ].join("\n");
    const result = await importCsv(fresh, csv);
    expect(result).toMatchObject({ status: "DONE", read: 5, created: 2, refused: 3 });
    expect(result.refusals).toEqual([
      { line: 2, reason: "La ligne contient un caractère interdit (NUL ou caractère invalide)." },
      { line: 3, reason: "Nom du produit trop long : 200 caractères au plus." },
      { line: 4, reason: "Nom du produit trop long : 200 caractères au plus." },
    ]);
    expect((await stocksOf(idOf(fresh))).map((s) => s.code)).toEqual([SERUM, "3700000000323"]);
  });

  it("ends FAILED « interrompu » at start an import a dead process left RUNNING, and its file imports again", async () => {
    const fresh = await createPharmacy(t);
    // what a server killed mid-import leaves: a RUNNING row, its transaction rolled back
    const fileName = await leftRunning(fresh, "import-of-a-dead-server", {
      startedAt: new Date(Date.now() - 60_000),
    });
    const refused = await fresh.post("/pro-api/import-csv", { fileName });
    expect(refused.status).toBe(409);
    // the server starts again over the same database
    await restartServer();
    const dead = await fresh.get<StockImportDto>(
      "/pro-api/import-csv-result?id=import-of-a-dead-server",
    );
    expect(dead.body).toMatchObject({
      status: "FAILED",
      error:
        "L’import a été interrompu (redémarrage du serveur) ; rien n’a été enregistré. Relancez-le.",
    });
    const again = await fresh.post<StockImportDto>("/pro-api/import-csv", { fileName });
    expect(again.status).toBe(201);
    expect(await ended(fresh, again.body.id)).toMatchObject({ status: "DONE", created: 1 });
  });

  it("says at start that an import a dead process left after some batches keeps them", async () => {
    const fresh = await createPharmacy(t);
    // what a server killed between two batches leaves: the first batches' counts are committed
    await leftRunning(fresh, "import-dead-after-a-batch", { created: 1_000 });
    await restartServer();
    const dead = await fresh.get<StockImportDto>(
      "/pro-api/import-csv-result?id=import-dead-after-a-batch",
    );
    expect(dead.body).toMatchObject({
      status: "FAILED",
      created: 1_000,
      error:
        "L’import a été interrompu (redémarrage du serveur). Les lignes enregistrées avant l’arrêt sont conservées ; relancez l’import pour enregistrer les autres (celles déjà enregistrées ne changeront pas).",
    });
  });

  it("leaves no staged line behind: after a DONE or FAILED import, and at start for an import a dead process left", async () => {
    const fresh = await createPharmacy(t);
    const done = await importCsv(fresh, `code;nom;quantite;prix\n${CREME};Crème;2;1,00\nx;y\n`);
    expect(done).toMatchObject({ status: "DONE", created: 1, refused: 1 });
    // 1 500 lines staged (a first batch written) before a broken quote
    const valid = Array.from(
      { length: 1_500 },
      (_, k) => `36${String(k).padStart(11, "0")};P;1;1,00`,
    );
    const failed = await importCsv(
      fresh,
      `code;nom;quantite;prix\n${valid.join("\n")}\n${SERUM};"ouvert;1;1,00\n`,
    );
    expect(failed.status).toBe("FAILED");
    const staged = () => t.ctx.db.select().from(stockImportStaging);
    expect(await staged()).toEqual([]);
    // what a server killed while staging leaves: a RUNNING import and some of its lines
    await leftRunning(fresh, "import-dead-while-staging");
    await t.ctx.db.insert(stockImportStaging).values([
      {
        importId: "import-dead-while-staging",
        line: 2,
        code: CREME,
        name: "Crème",
        quantity: 4,
        price: 100,
      },
      { importId: "import-dead-while-staging", line: 3, reason: "Nombre de colonnes incorrect." },
    ]);
    await restartServer();
    expect(await staged()).toEqual([]);
    expect(await stocksOf(idOf(fresh))).toMatchObject([{ code: CREME, quantity: 2 }]);
  });

  it("leaves RUNNING at start an import whose lock a live process holds: this one, or another on PostgreSQL", async () => {
    const fresh = await createPharmacy(t);
    const id = "import-of-a-live-server";
    await leftRunning(fresh, id);
    const restart = async () => {
      await restartServer();
      return (await fresh.get<StockImportDto>(`/pro-api/import-csv-result?id=${id}`)).body.status;
    };
    const key = `stock-import:${idOf(fresh)}`;
    // this process runs it (on PGlite, one session shares every lock: the process knows)
    expect(await withAdvisoryLock(t.ctx.db, key, restart)).toBe("RUNNING");
    const url = workerDatabaseUrl();
    if (url) {
      // another process's connection holds its pharmacy's lock
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query("select pg_advisory_lock(hashtext($1))", [key]);
      expect(await restart()).toBe("RUNNING");
      await other.end();
    }
    expect(await restart()).toBe("FAILED");
  });

  it("reads UTF-8 with a BOM and a tab separator, and keeps accents of created products", async () => {
    const fresh = await createPharmacy(t);
    const text = "\uFEFFcode\tnom\tquantite\tprix\n3700000000777\tÉlixir été\t1\t9,90\n";
    const result = await importCsv(fresh, Buffer.from(text, "utf8"));
    expect(result).toMatchObject({ status: "DONE", created: 1, productsCreated: 1 });
    const [product] = await t.ctx.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.code, "3700000000777"));
    expect(product?.name).toBe("Élixir été");
    const latin = await createPharmacy(t);
    await importCsv(
      latin,
      Buffer.from("code;nom;quantite;prix\n3700000000666;Crème été;1;9,90\n", "latin1"),
    );
    const [second] = await t.ctx.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.code, "3700000000666"));
    expect(second?.name).toBe("Crème été");
  });

  it("is all or nothing: a file that fails stores nothing, and says why", async () => {
    const fresh = await createPharmacy(t);
    const noHeader = await importCsv(fresh, `${DOLIPRANE};Doliprane;1;2,00\n`);
    expect(noHeader.status).toBe("FAILED");
    expect(noHeader.error).toBe(
      "La première ligne doit nommer les colonnes : code (EAN13 ou CIP13), nom, quantité et prix.",
    );
    const missing = await importCsv(fresh, "code;nom;quantite\n3700000000555;X;1\n");
    expect(missing.error).toBe("Colonnes introuvables dans l’en-tête : prix.");
    // a broken quote far in the file: the lines before it are not kept
    const broken = await importCsv(
      fresh,
      `code;nom;quantite;prix\n3700000000444;Créé puis annulé;1;1,00\n${SERUM};"ouvert;1;1,00\n`,
    );
    expect(broken.status).toBe("FAILED");
    expect(broken.error).toMatch(/^Le fichier n’a pas pu être lu/);
    expect(await stocksOf(idOf(fresh))).toEqual([]);
    const created = await t.ctx.db
      .select()
      .from(marketProducts)
      .where(eq(marketProducts.code, "3700000000444"));
    expect(created).toEqual([]);
  });

  it("keeps the batches stored before a database failure, says so, and a new run of the file stores the rest", async () => {
    const fresh = await createPharmacy(t);
    // 1 500 lines: lines 2–1000 are the first batch, the others the next ones; the database refuses
    // the stock of line 1001's product, the next batch's first (a failure PostgreSQL raises)
    const codeOf = (k: number) => `35${String(k).padStart(11, "0")}`;
    const lines = Array.from({ length: 1_500 }, (_, k) => `${codeOf(k)};Produit n°${k};3;2,00`);
    const csv = `code;nom;quantite;prix\n${lines.join("\n")}\n`;
    await t.ctx.db.execute(
      sql.raw(`create function refuse_line_1001() returns trigger language plpgsql as $$ begin
        if exists (select 1 from market_products p where p.id = new.product_id
          and p.code = '${codeOf(999)}') then raise exception 'panne simulée'; end if;
        return new; end $$`),
    );
    await t.ctx.db.execute(
      sql.raw(`create trigger refuse_line_1001 before insert on market_stocks
        for each row execute function refuse_line_1001()`),
    );
    let failed: StockImportDto;
    try {
      failed = await importCsv(fresh, csv);
    } finally {
      await t.ctx.db.execute(sql.raw("drop trigger refuse_line_1001 on market_stocks"));
      await t.ctx.db.execute(sql.raw("drop function refuse_line_1001()"));
    }
    expect(failed).toMatchObject({
      status: "FAILED",
      error:
        "L’import s’est arrêté avant la fin. Les lignes enregistrées avant l’arrêt sont conservées ; relancez l’import pour enregistrer les autres (celles déjà enregistrées ne changeront pas).",
      updated: 0,
      created: 999,
      productsCreated: 999,
    });
    const stored = await stocksOf(idOf(fresh));
    expect(stored).toHaveLength(999);
    expect(stored.at(-1)?.code).toBe(codeOf(998));
    // the same file again: the stored lines are unchanged, the others stored
    const again = await importCsv(fresh, csv);
    expect(again).toMatchObject({
      status: "DONE",
      read: 1_500,
      updated: 0,
      created: 501,
      unchanged: 999,
      productsCreated: 501,
      refused: 0,
    });
    expect(await stocksOf(idOf(fresh))).toHaveLength(1_500);
  });

  it("refuses a code repeated in another batch, the file's first line winning", async () => {
    const fresh = await createPharmacy(t);
    const filler = Array.from(
      { length: 1_200 },
      (_, k) => `34${String(k).padStart(11, "0")};Produit n°${k};1;1,00`,
    );
    const result = await importCsv(
      fresh,
      `code;nom;quantite;prix\n${CREME};Crème;7;3,00\n${filler.join("\n")}\n${CREME};Crème;9;4,00\n`,
    );
    expect(result).toMatchObject({ status: "DONE", created: 1_201, refused: 1 });
    expect(result.refusals).toEqual([
      { line: 1_203, reason: `Code ${CREME} déjà présent ligne 2.` },
    ]);
    expect((await stocksOf(idOf(fresh))).find((s) => s.code === CREME)).toMatchObject({
      quantity: 7,
      price: 300,
    });
  });

  it("tells the pharmacy on the /market namespace when its import ends, and no one else", async () => {
    const base = await t.listen();
    const { io } = await import("socket.io-client");
    const connect = (client: TestClient) =>
      new Promise<ReturnType<typeof io>>((resolve, reject) => {
        const socket = io(`${base}/market`, {
          transports: ["websocket"],
          extraHeaders: { cookie: client.cookieHeader() },
          reconnection: false,
        });
        socket.once("connect", () => {
          socket.emit("user", {});
          resolve(socket);
        });
        socket.once("connect_error", reject);
      });
    const mine = await connect(pharmacy);
    const theirs = await connect(other);
    const heardByOther: unknown[] = [];
    theirs.on("import-stock", (payload) => heardByOther.push(payload));
    const heard = new Promise<StockImportDto>((resolve) => mine.once("import-stock", resolve));
    const sent = await upload(pharmacy, `code;nom;quantite;prix\n${CREME};Crème;9;7,00\n`);
    const started = await pharmacy.post<StockImportDto>("/pro-api/import-csv", {
      fileName: sent.body.fileName,
    });
    const event = await heard;
    expect(event).toMatchObject({ id: started.body.id, status: "DONE", read: 1 });
    // the other pharmacy's socket is still connected and heard nothing of it
    await ended(pharmacy, started.body.id);
    expect(heardByOther).toEqual([]);
    mine.close();
    theirs.close();
    // an anonymous socket is refused
    const anonymous = io(`${base}/market`, { transports: ["websocket"], reconnection: false });
    await expect(
      new Promise((resolve, reject) => {
        anonymous.once("connect", () => resolve(true));
        anonymous.once("connect_error", reject);
      }),
    ).rejects.toThrow("unauthorized");
    anonymous.close();
  });

  it("answers the latest result without id, and null before any import", async () => {
    const fresh = await createPharmacy(t);
    expect((await fresh.get("/pro-api/import-csv-result")).body).toBeNull();
    const done = await importCsv(fresh, `code;nom;quantite;prix\n${CREME};Crème;1;1,00\n`);
    const latest = await fresh.get<StockImportDto>("/pro-api/import-csv-result");
    expect(latest.body.id).toBe(done.id);
  });
});

describe("stock import: the others' requests (issue 23 §2)", () => {
  it("answers another user's requests while a 30,000-line import runs, long before it ends", async () => {
    const fresh = await createPharmacy(t);
    const header = "code;nom;quantite;prix\n";
    const lines = Array.from(
      { length: 30_000 },
      (_, k) => `37${String(k).padStart(11, "0")};Produit n°${k};${k % 50};${(k % 90) + 1},50`,
    );
    const sent = await upload(fresh, `${header}${lines.join("\n")}\n`);
    expect(sent.status).toBe(201);
    let importEnd = Infinity;
    t.ctx.events.on("stockImportEnded", () => {
      importEnd = Math.min(importEnd, performance.now());
    });
    const started = await fresh.post<StockImportDto>("/pro-api/import-csv", {
      fileName: sent.body.fileName,
    });
    expect(started.status).toBe(201);
    for (;;) {
      const state = await fresh.get<StockImportDto>(
        `/pro-api/import-csv-result?id=${started.body.id}`,
      );
      if (state.body.status !== "PENDING") break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // once the import runs, a patient's profile and feed every 20 ms until it ends
    const answered: number[] = [];
    const importStart = performance.now();
    while (importEnd === Infinity && performance.now() - importStart < 60_000) {
      const [user, feed] = await Promise.all([
        patient.get("/ws/user"),
        patient.get(`/api/${idOf(patient)}/feed`),
      ]);
      expect([user.status, feed.status]).toEqual([200, 200]);
      answered.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const result = await ended(fresh, started.body.id);
    expect(result).toMatchObject({ status: "DONE", read: 30_000, created: 30_000 });
    // several answers came while the import still ran (before: none, all waited for its end)
    expect(answered.filter((at) => at < importEnd).length).toBeGreaterThanOrEqual(5);
  });
});

describe("stock import: who may", () => {
  it("answers 403 'Not a pharmacy' to a patient, on every call", async () => {
    const sent = await upload(patient, "code;nom;quantite;prix\n");
    expect(sent.status).toBe(403);
    expect(sent.body.message).toBe("Not a pharmacy");
    const start = await patient.post<{ message: string }>("/pro-api/import-csv", {
      fileName: "csv-x",
    });
    expect([start.status, start.body.message]).toEqual([403, "Not a pharmacy"]);
    const result = await patient.get<{ message: string }>("/pro-api/import-csv-result");
    expect([result.status, result.body.message]).toEqual([403, "Not a pharmacy"]);
  });

  it("hides another pharmacy's file, result and identity (404)", async () => {
    const sent = await upload(pharmacy, `code;nom;quantite;prix\n${CREME};Crème;1;1,00\n`);
    const mine = await pharmacy.post<StockImportDto>("/pro-api/import-csv", {
      fileName: sent.body.fileName,
    });
    await ended(pharmacy, mine.body.id);
    expect((await other.get(`/pro-api/import-csv-result?id=${mine.body.id}`)).status).toBe(404);
    expect((await other.post("/pro-api/import-csv", { fileName: sent.body.fileName })).status).toBe(
      404,
    );
    const mySecond = await upload(other, `code;nom;quantite;prix\n${CREME};Crème;1;1,00\n`);
    const asSomeoneElse = await other.post("/pro-api/import-csv", {
      fileName: mySecond.body.fileName,
      pharmaId: idOf(pharmacy),
    });
    expect(asSomeoneElse.status).toBe(404);
    expect((await pharmacy.get("/pro-api/import-csv-result?id=nope")).status).toBe(404);
  });

  it("takes a multipart/form-data upload's `file` field, as a browser form sends it", async () => {
    const csv = `code;nom;quantite;prix\n${CREME};Crème été;6;3,00\n`;
    const sent = await upload(
      pharmacy,
      ...multipartOf([{ name: "file", file: "stock.csv", text: csv }]),
    );
    expect(sent.status).toBe(201);
    expect(sent.body.size).toBe(Buffer.byteLength(csv));
    const started = await pharmacy.post<StockImportDto>("/pro-api/import-csv", {
      fileName: sent.body.fileName,
    });
    expect(await ended(pharmacy, started.body.id)).toMatchObject({ status: "DONE", read: 1 });
    // a form with other fields before the file is read too
    const withFields = await upload(
      pharmacy,
      ...multipartOf([
        { name: "name", text: "Export" },
        { name: "file", file: "stock.csv", text: csv },
      ]),
    );
    expect(withFields.status).toBe(201);
    // and one with fields after the file
    const fieldsAfter = await upload(
      pharmacy,
      ...multipartOf([
        { name: "file", file: "stock.csv", text: csv },
        { name: "name", text: "Export" },
      ]),
    );
    expect([fieldsAfter.status, fieldsAfter.body.size]).toEqual([201, Buffer.byteLength(csv)]);
    // past the 1 MB of JSON bodies: streamed, the upload's own limit (50 MB) applies
    const big = `code;nom;quantite;prix\n${`${CREME};Crème;1;1,00\n`.repeat(80_000)}`;
    const large = await upload(
      pharmacy,
      ...multipartOf([{ name: "file", file: "s.csv", text: big }]),
    );
    expect([large.status, large.body.size]).toEqual([201, Buffer.byteLength(big)]);
    // no file part, a file under another field, an empty file: a French 400
    const noFile = await upload(pharmacy, ...multipartOf([{ name: "name", text: "Export" }]));
    expect([noFile.status, noFile.body.message]).toEqual([
      400,
      "Envoyez un fichier CSV (type text/csv, ou formulaire avec le champ « file »).",
    ]);
    const otherField = await upload(
      pharmacy,
      ...multipartOf([{ name: "document", file: "stock.csv", text: csv }]),
    );
    expect(otherField.status).toBe(400);
    const empty = await upload(
      pharmacy,
      ...multipartOf([{ name: "file", file: "vide.csv", text: "" }]),
    );
    expect([empty.status, empty.body.message]).toEqual([400, "Le fichier est vide."]);
    // anyone but a pharmacy: 403
    const byPatient = await upload(
      patient,
      ...multipartOf([{ name: "file", file: "s.csv", text: csv }]),
    );
    expect([byPatient.status, byPatient.body.message]).toEqual([403, "Not a pharmacy"]);
    // other routes do not take multipart bodies: unchanged
    const elsewhere = await upload(
      pharmacy,
      ...multipartOf([{ name: "fileName", text: "x" }]),
      "/pro-api/import-csv",
    );
    expect(elsewhere.status).toBe(400);
  });

  it("refuses an upload that is not a CSV body, or empty, with a French 400", async () => {
    const json = await pharmacy.post<{ message: string }>("/pro-api/upload", { data: "x" });
    expect([json.status, json.body.message]).toEqual([
      400,
      "Envoyez un fichier CSV (type text/csv, ou formulaire avec le champ « file »).",
    ]);
    const empty = await upload(pharmacy, "");
    expect([empty.status, empty.body.message]).toEqual([400, "Le fichier est vide."]);
    const noName = await pharmacy.post<{ message: string }>("/pro-api/import-csv", {});
    expect(noName.status).toBe(400);
  });
});
