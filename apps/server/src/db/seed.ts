import { addDemoThumbnails, seedFolders } from "./seed-folders.js";
import { inArray } from "drizzle-orm";
import type { UserRow } from "./schema.js";
import {
  contacts,
  documentShares,
  documents,
  managers,
  messageRecipients,
  messages,
  userConsents,
  users,
} from "./schema.js";
import { LEGAL_VERSIONS } from "@reseau/shared";
import { truncateAll } from "./reset.js";
import type { Executor } from "./client.js";
import type { AppContext } from "../platform/context.js";
import { hashPassword } from "../platform/passwords.js";
import { buildDemoRows } from "./seed-build.js";
import { addFolderPatients } from "./seed-patients.js";
import { DEMO_ACCOUNTS } from "./seed-variants.js";
import { seedFamily } from "./seed-family.js";
import { seedGroups } from "./seed-groups.js";
import { seedRenewals } from "./seed-renewals.js";
import { seedPublications } from "./seed-publications.js";
import { seedLabs } from "./seed-labs.js";
import { seedOrders } from "./seed-orders.js";
import { seedMarket } from "./seed-market.js";
import { seedLibrary } from "./seed-import.js";
import { seedDrugs } from "./seed-drugs.js";
import { seedSurveys } from "./seed-surveys.js";
import { seedOperations } from "./seed-operations.js";
import { seedApoticare } from "./seed-apoticare.js";
import { fillMissingThumbnails } from "../modules/documents/index.js";
import { exemptEveryAccount } from "../modules/two-factor/index.js";

/** Password of every demo account (8 characters, a digit: passes the sign-up rules of 000 §5). */
export const DEMO_PASSWORD = "demo1234";

/** One printed demo login: a French label and the e-mail to log in with. */
export interface DemoLogin {
  label: string;
  email: string;
}

/**
 * Seeds the demo data (issue "An idempotent demo seed"): pharmacies of the groups galien and well
 * in real communes, their group managers, a laboratory, two doctors, an optician, three patients,
 * and documents in each status family of 000 §4 with their status messages. Every account's
 * password is {@link DEMO_PASSWORD}.
 *
 * - `onlyIfEmpty: true` (server start): does nothing when any user exists.
 * - `onlyIfEmpty: false` (`npm run seed`): deletes every row and the stored files of the
 *   documents, then seeds again. Ids are derived from fixed names, so each run gives the same data.
 *
 * @returns the demo logins that exist in the database once done, in a fixed order
 */
export async function seedDemo(
  ctx: AppContext,
  options: { onlyIfEmpty: boolean },
): Promise<{ logins: DemoLogin[] }> {
  if (
    options.onlyIfEmpty &&
    (await ctx.db.select({ id: users.id }).from(users).limit(1)).length > 0
  ) {
    return { logins: await demoLogins(ctx.db) };
  }
  const rows = buildDemoRows(await hashPassword(DEMO_PASSWORD), Date.now());
  addFolderPatients(rows);
  // Files first: their keys are fixed, so storing again only rewrites the same bytes, and no
  // committed document ever points to a missing file.
  for (const [key, bytes] of rows.files) await ctx.storage.put(key, bytes);
  await addDemoThumbnails(rows);

  const seeded = await ctx.db.transaction(async (tx) => {
    if (
      options.onlyIfEmpty &&
      (await tx.select({ id: users.id }).from(users).limit(1)).length > 0
    ) {
      return null;
    }
    const oldKeys = await deleteEverything(tx);
    await tx.insert(users).values(rows.users);
    // the demo's accounts accepted the current terms and privacy notice (issue 24 §3 "Consent")
    const accepted = new Date();
    await tx.insert(userConsents).values(
      rows.users
        .filter((user) => user.email)
        .flatMap((user) =>
          (["terms", "privacy"] as const).map((document) => ({
            userId: user.id,
            document,
            version: LEGAL_VERSIONS[document],
            acceptedAt: accepted,
          })),
        ),
    );
    await tx.insert(managers).values(rows.managers);
    await tx.insert(contacts).values(rows.contacts);
    await tx.insert(documents).values(rows.documents);
    await tx.insert(documentShares).values(rows.shares);
    await tx.insert(messages).values(rows.messages);
    await tx.insert(messageRecipients).values(rows.recipients);
    return oldKeys;
  });
  for (const key of seeded ?? []) if (!rows.files.has(key)) await ctx.storage.delete(key);
  if (seeded) await seedFamily(ctx);
  if (seeded) await seedGroups(ctx);
  if (seeded) await seedRenewals(ctx);
  if (seeded) await seedPublications(ctx);
  if (seeded) await seedLabs(ctx);
  if (seeded) await seedFolders(ctx);
  if (seeded) await seedOrders(ctx);
  if (seeded) await seedMarket(ctx);
  if (seeded) await seedLibrary(ctx);
  if (seeded) await seedDrugs(ctx);
  if (seeded) await seedSurveys(ctx);
  if (seeded) await seedOperations(ctx);
  if (seeded) await seedApoticare(ctx);
  // the pictures the domain seeds stored (renewals, publications…) get their feed thumbnails
  if (seeded) await fillMissingThumbnails(ctx);
  // the demo opens every role with the password alone (issue 24 §1, README): its accounts are
  // exempt from TWO_FACTOR_REQUIRED; an account signed up later is not
  if (seeded) await exemptEveryAccount(ctx);
  return { logins: await demoLogins(ctx.db) };
}

/** Deletes every row of every table. @returns the storage keys the deleted documents used. */
async function deleteEverything(tx: Executor): Promise<string[]> {
  const keys = await tx.select({ key: documents.storageKey }).from(documents);
  await truncateAll(tx);
  return keys.map((k) => k.key);
}

/** The demo accounts present in the database, labelled, in the order of the data set. */
async function demoLogins(db: Executor): Promise<DemoLogin[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  return emails.flatMap((email) => {
    const row = byEmail.get(email);
    // an account not yet activated has no password to log in with
    return row?.status === "ACTIVE" ? [{ label: loginLabel(row), email }] : [];
  });
}

/** "Patiente (Léa Martin)", "Pharmacie (Pharmacie du Centre, Lyon)", "Médecin (Dr Paul Durand)"… */
function loginLabel(user: UserRow): string {
  const person = [user.firstName, user.lastName].filter(Boolean).join(" ");
  switch (user.type) {
    case "patient":
      return `${user.title === "Mme" ? "Patiente" : "Patient"} (${person})`;
    case "pharmacy":
      return `Pharmacie (${user.name}, ${user.city})`;
    case "labo":
      return `Laboratoire (${user.name}, ${user.city})`;
    case "grp_pharm":
      return `Groupement de pharmacies (${user.name})`;
    case "grp_lab":
      return `Groupement de laboratoires (${user.name})`;
    default:
      return user.profession === "OPTICIAN" ? `Opticien (${person})` : `Médecin (Dr ${person})`;
  }
}
