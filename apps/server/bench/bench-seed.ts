import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { DocumentStatus } from "@reseau/shared";
import type { Db } from "../src/db/client.js";
import {
  contacts,
  directories,
  documentShares,
  documents,
  messageRecipients,
  messages,
  users,
} from "../src/db/schema.js";
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
  /** Rows per multi-row INSERT. */
  batch: number;
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
 * (round robin) and shared with the pharmacy, one minute apart, newest first, with multi-row
 * inserts of `batch` rows. Every document points to one stored JPEG. Ends with ANALYZE so that
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
  let messageCount = 0;
  for (let start = 0; start < options.documents; start += options.batch) {
    const count = Math.min(options.batch, options.documents - start);
    const docs: (typeof documents.$inferInsert)[] = [];
    const shares: (typeof documentShares.$inferInsert)[] = [];
    const notes: (typeof messages.$inferInsert)[] = [];
    for (let i = start; i < start + count; i++) {
      const id = randomUUID();
      const creator = patientIds[i % patientIds.length] ?? pharmacyId;
      const lastUpdate = new Date(newest.getTime() - i * STEP_MS);
      const status = STATUSES[i % STATUSES.length] ?? "NEW";
      docs.push({
        id,
        idcreator: creator,
        type: "PRESC_DRUG" as const,
        name: `Ordonnance ${i}`,
        mime: "image/jpeg",
        size: PRESCRIPTION_JPEG.length,
        storageKey: STORAGE_KEY,
        meta: { status },
        status,
        thumbnail,
        date: lastUpdate,
        lastUpdate,
      });
      // the share keeps a copy of the status, as `updateDocument` writes it
      shares.push({ iddocument: id, iduser: pharmacyId, idsharer: creator, lastUpdate, status });
      if (ownEvery > 0 && i % ownEvery === 0) {
        // a quarter step later than its neighbour, so that feed dates stay distinct
        const date = new Date(lastUpdate.getTime() + STEP_MS / 4);
        docs.push({
          id: randomUUID(),
          idcreator: pharmacyId,
          iddirectory: (i / ownEvery) % 2 === 0 ? directoryId : null,
          type: "AFFICHE" as const,
          name: `Affiche ${i}`,
          mime: "image/jpeg",
          size: PRESCRIPTION_JPEG.length,
          storageKey: STORAGE_KEY,
          meta: { status: "NEW" },
          status: "NEW",
          thumbnail,
          date,
          lastUpdate: date,
        });
      }
      if (options.messageEvery > 0 && i % options.messageEvery === 0) {
        // half a step later than its document, so that feed dates stay distinct
        const date = new Date(lastUpdate.getTime() + STEP_MS / 2);
        notes.push({
          id: randomUUID(),
          sender: creator,
          content: "Bonjour, est-ce prêt ?",
          iddocument: id,
          date,
          lastUpdate: date,
        });
      }
    }
    await db.transaction(async (tx) => {
      await tx.insert(documents).values(docs);
      await tx.insert(documentShares).values(shares);
      if (notes.length > 0) {
        await tx.insert(messages).values(notes);
        await tx
          .insert(messageRecipients)
          .values(
            notes.map((m) => ({ idmessage: m.id, iduser: pharmacyId, lastUpdate: m.lastUpdate })),
          );
      }
    });
    messageCount += notes.length;
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
