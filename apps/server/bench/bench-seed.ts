import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DocumentStatus } from "@reseau/shared";
import type { Db } from "../src/db/client.js";
import { contacts, directories, users } from "../src/db/schema.js";
import { PRESCRIPTION_JPEG } from "../src/db/seed-samples.js";
import { hashPassword } from "../src/platform/passwords.js";
import { makeThumbnail } from "../src/modules/documents/documents.thumbnail.js";
import type { FileStorage } from "../src/platform/storage.js";

/** What the benchmark seeds. */
export interface FeedSeedOptions {
  documents: number;
  patients: number;
  /** One message from a patient to the pharmacy every `messageEvery` documents (0: none). */
  messageEvery: number;
  /** Rows per multi-row INSERT of users and contacts. */
  batch: number;
  /** Documents per set-based INSERT … SELECT generate_series (20,000). */
  documentBatch?: number;
  /**
   * Documents of the pharmacy's own (posters), one every ten shared ones; every other one filed
   * in its directory « Archives » (`FeedSeed.directoryId`), for the folder feed (0: none).
   */
  ownDocuments?: number;
}

/** Last names of the bench's patients, in turn: `martin` is one patient in twenty. */
export const BENCH_LAST_NAMES = [
  "Martin",
  "Bernard",
  "Dubois",
  "Thomas",
  "Robert",
  "Richard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Lefebvre",
  "Michel",
  "Garcia",
  "David",
  "Bertrand",
  "Roux",
  "Vincent",
  "Fournier",
];
/** The last name of the bench's first patient alone (her documents: one in `patients`). */
export const BENCH_RARE_LAST_NAME = "Kerbrat";
const FIRST_NAMES = ["Léa", "Hugo", "Chloé", "Louis", "Emma", "Jules", "Inès", "Gabriel"];

/** What was seeded: the pharmacy to log in as, and the time span of its feed. */
export interface FeedSeed {
  pharmacyEmail: string;
  password: string;
  /** lastUpdate of the newest and the oldest document. */
  newest: Date;
  oldest: Date;
  /** Time between two consecutive documents of the feed, in ms. */
  stepMs: number;
  messages: number;
  /** The pharmacy's directory « Archives », with half of its own documents. */
  directoryId: string;
}

export const BENCH_PASSWORD = "bench1234";
const STORAGE_KEY = "bench-sample";
const STEP_MS = 60_000;
// a realistic mix: mostly new and in-progress prescriptions, then processed ones
const STATUSES: DocumentStatus[] = [
  "NEW",
  "NEW",
  "PROCESSING",
  "READY",
  "DELIVERED",
  "AWAITING_PAYMENT",
  "CANCELED",
];

async function insertInBatches<T>(
  batch: number,
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < rows.length; i += batch) await insert(rows.slice(i, i + batch));
}

/**
 * Seeds one pharmacy and `patients` patients, then `documents` documents created by the patients
 * (round robin) and shared with the pharmacy, one minute apart, newest first, with set-based
 * inserts (`INSERT … SELECT generate_series`) of `documentBatch` documents, their shares, messages
 * and the pharmacy's own documents. Every document points to one stored JPEG. Ends with ANALYZE so that
 * the planner knows the table sizes.
 */
export async function seedFeed(
  db: Db,
  storage: FileStorage,
  options: FeedSeedOptions,
): Promise<FeedSeed> {
  const pharmacyId = randomUUID();
  const pharmacyEmail = "pharmacie.bench@bench.local";
  await storage.put(STORAGE_KEY, PRESCRIPTION_JPEG);
  await db.insert(users).values({
    id: pharmacyId,
    type: "pharmacy" as const,
    email: pharmacyEmail,
    passwordHash: await hashPassword(BENCH_PASSWORD),
    isOnProApp: true,
    name: "Pharmacie du Banc d'essai",
    finess: "690012349",
    city: "Lyon",
    zipCode: "69002",
  });
  const patientIds = Array.from({ length: options.patients }, () => randomUUID());
  await insertInBatches(
    options.batch,
    patientIds.map((id, i) => ({
      id,
      type: "patient" as const,
      email: `patient.${i}@bench.local`,
      isOnPatientApp: true,
      firstName: FIRST_NAMES[i % FIRST_NAMES.length],
      // one patient in 500 is a Kerbrat: a rare name the feed finds from her documents
      lastName: i === 0 ? BENCH_RARE_LAST_NAME : BENCH_LAST_NAMES[i % BENCH_LAST_NAMES.length],
    })),
    (chunk) => db.insert(users).values(chunk),
  );
  await insertInBatches(
    options.batch,
    patientIds.map((idcontact) => ({ idowner: pharmacyId, idcontact })),
    (chunk) => db.insert(contacts).values(chunk),
  );

  const directoryId = randomUUID();
  await db.insert(directories).values({ id: directoryId, idowner: pharmacyId, name: "Archives" });
  // every image of a real feed has its thumbnail: the pages weigh what they will weigh
  const thumbnail = await makeThumbnail(PRESCRIPTION_JPEG, "image/jpeg");
  const ownEvery = options.ownDocuments
    ? Math.max(1, Math.floor(options.documents / options.ownDocuments))
    : 0;

  const newest = new Date(Math.floor(Date.now() / 1000) * 1000 - STEP_MS);
  // set-based: one INSERT … SELECT generate_series per batch and table, in one statement whose
  // CTEs share the batch's ids (a row-by-row insert made a million documents take too long)
  const creators = patientIds.join(",");
  const statuses = `{${STATUSES.join(",")}}`;
  let messageCount = 0;
  const batch = options.documentBatch ?? 20_000;
  for (let start = 0; start < options.documents; start += batch) {
    const end = Math.min(batch, options.documents - start) + start - 1;
    const messageEvery = options.messageEvery > 0 ? options.messageEvery : 0;
    const result = (await db.execute(sql`
      WITH g AS MATERIALIZED (
        SELECT i,
          gen_random_uuid()::text AS id,
          gen_random_uuid()::text AS own_id,
          gen_random_uuid()::text AS message_id,
          (string_to_array(${creators}, ','))[(i % ${patientIds.length}) + 1] AS creator,
          (${statuses}::text[])[(i % ${STATUSES.length}) + 1] AS status,
          ${newest.toISOString()}::timestamptz - interval '1 millisecond' * (i::float8 * ${STEP_MS}::float8) AS t
        FROM generate_series(${start}::int, ${end}::int) AS s(i)
      ),
      d AS (
        INSERT INTO documents (id, idcreator, type, name, mime, size, storage_key, meta, status,
          thumbnail, date, last_update)
        SELECT id, creator, 'PRESC_DRUG', 'Ordonnance ' || i, 'image/jpeg',
          ${PRESCRIPTION_JPEG.length}, ${STORAGE_KEY}, jsonb_build_object('status', status),
          status, ${thumbnail}, t, t
        FROM g
      ),
      -- the share keeps a copy of the status, as updateDocument writes it
      s AS (
        INSERT INTO document_shares (iddocument, iduser, idsharer, last_update, status)
        SELECT id, ${pharmacyId}, creator, t, status FROM g
      ),
      -- the pharmacy's own, a quarter step later than its neighbour (feed dates stay distinct)
      o AS (
        INSERT INTO documents (id, idcreator, iddirectory, type, name, mime, size, storage_key,
          meta, status, thumbnail, date, last_update)
        SELECT own_id, ${pharmacyId},
          CASE WHEN (i / ${ownEvery || 1}) % 2 = 0 THEN ${directoryId} END,
          'AFFICHE', 'Affiche ' || i, 'image/jpeg', ${PRESCRIPTION_JPEG.length}, ${STORAGE_KEY},
          '{"status":"NEW"}'::jsonb, 'NEW', ${thumbnail},
          t + ${STEP_MS / 4} * interval '1 millisecond', t + ${STEP_MS / 4} * interval '1 millisecond'
        FROM g WHERE ${ownEvery} > 0 AND i % ${ownEvery || 1} = 0
      ),
      -- a message half a step later than its document
      m AS (
        INSERT INTO messages (id, sender, content, iddocument, date, last_update)
        SELECT message_id, creator, 'Bonjour, est-ce prêt ?', id,
          t + ${STEP_MS / 2} * interval '1 millisecond', t + ${STEP_MS / 2} * interval '1 millisecond'
        FROM g WHERE ${messageEvery} > 0 AND i % ${messageEvery || 1} = 0
        RETURNING id, last_update
      ),
      r AS (
        INSERT INTO message_recipients (idmessage, iduser, last_update)
        SELECT id, ${pharmacyId}, last_update FROM m
      )
      SELECT count(*)::int AS messages FROM m
    `)) as unknown as { rows: { messages: number }[] };
    messageCount += result.rows[0]?.messages ?? 0;
  }
  await db.execute(sql`ANALYZE`);
  return {
    pharmacyEmail,
    password: BENCH_PASSWORD,
    newest,
    oldest: new Date(newest.getTime() - (options.documents - 1) * STEP_MS),
    stepMs: STEP_MS,
    messages: messageCount,
    directoryId,
  };
}
