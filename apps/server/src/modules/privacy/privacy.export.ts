import type { AppContext } from "../../platform/context.js";
import { auditEntriesOf } from "../audit/index.js";
import { observationsOf } from "./privacy.fhir.js";
import { privacyRepository as repo } from "./privacy.repository.js";

/**
 * Columns of a user row never exported (issue 24 §3): the password hash, any secret, token or
 * code (a second factor's secret and recovery codes when another module adds them), and the
 * directory's computed matching columns.
 */
const HIDDEN_COLUMN = /password|hash|secret|totp|otp|token|code|recovery|^search/i;
/** Columns the pattern above would catch that are plain profile data. */
const PROFILE_COLUMNS = new Set(["zipCode"]);

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "text/plain": "txt",
};

/** A file name safe in every archive reader: letters, digits, `.`, `-`, `_`; its extension kept or added. */
function fileNameOf(index: number, name: string, mime: string): string {
  const safe = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 80);
  const extension = EXTENSIONS[mime];
  const named = safe || "document";
  const withExtension = /\.\w{1,5}$/.test(named) || !extension ? named : `${named}.${extension}`;
  return `${String(index + 1).padStart(3, "0")}-${withExtension}`;
}

/** Pretty JSON text for the archive. */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Builds the ZIP of everything `userId`'s account holds (issue 24 §3) and stages it in the
 * storage under `key` (the caller commits): `profil.json` (the profile without hash, secret or
 * code, the consents, the managed members), `documents/` (each original file, byte for byte)
 * with `documents.json`, `messages.json` (sent and received), `commandes.json`,
 * `resultats/<document>/` (a FHIR R4 Bundle of Observations beside the original HPRIM file),
 * `renouvellements.json`, `consultations.json` (who read her documents).
 * @returns the size of the ZIP in bytes. @throws when the user is gone or a file is missing.
 */
export async function buildExportZip(
  ctx: AppContext,
  userId: string,
  key: string,
): Promise<number> {
  const user = await repo.userById(ctx.db, userId);
  if (!user) throw new Error(`export of a missing user ${userId}`);
  const profile = Object.fromEntries(
    Object.entries(user).filter(
      ([column]) => PROFILE_COLUMNS.has(column) || !HIDDEN_COLUMN.test(column),
    ),
  );
  const consents = await repo.consentsOf(ctx.db, userId);
  const managed = await repo.managedOf(ctx.db, userId);
  const documents = await repo.documentsOf(ctx.db, userId);
  const messages = await repo.messagesOf(ctx.db, userId);
  const orders = await repo.ordersOf(ctx.db, userId);
  const reports = await repo.labReportsOf(ctx.db, userId);
  const renewals = await repo.renewalsOf(ctx.db, userId);
  const audit = await auditEntriesOf(ctx.db, userId);

  // archiver (with lodash and its streams, about 170 modules) is imported on the first export,
  // not at every server's start
  const { default: archiver } = await import("archiver");
  const archive = archiver("zip", { zlib: { level: 6 } });
  const staged = ctx.storage.stageStream(key, archive);
  // an archiver error ends the stream; the stage rejects with it
  archive.on("warning", (error) => archive.emit("error", error));
  archive.append(
    json({
      profil: profile,
      consentements: consents.map((c) => ({
        document: c.document,
        version: c.version,
        acceptedAt: c.acceptedAt.toISOString(),
      })),
      membresGeres: managed,
    }),
    { name: "profil.json" },
  );
  const listed = [];
  for (const [index, document] of documents.entries()) {
    const bytes = await ctx.storage.get(document.storageKey);
    const file = bytes ? `documents/${fileNameOf(index, document.name, document.mime)}` : null;
    if (bytes && file) archive.append(bytes, { name: file });
    listed.push({
      id: document.id,
      idcreator: document.idcreator,
      type: document.type,
      name: document.name,
      mime: document.mime,
      size: document.size,
      status: document.status,
      date: document.date,
      fichier: file,
      recu: document.idcreator !== userId,
    });
  }
  archive.append(json(listed), { name: "documents.json" });
  archive.append(json(messages), { name: "messages.json" });
  archive.append(json(orders), { name: "commandes.json" });
  for (const [index, report] of reports.entries()) {
    const folder = `resultats/${report.iddocument}`;
    archive.append(
      json(observationsOf(report.iddocument, userId, report.report, report.createdAt)),
      { name: `${folder}/observations.fhir.json` },
    );
    const bytes = await ctx.storage.get(report.storageKey);
    if (bytes) archive.append(bytes, { name: `${folder}/${fileNameOf(index, report.name, "")}` });
  }
  archive.append(json(renewals), { name: "renouvellements.json" });
  archive.append(json(audit), { name: "consultations.json" });
  const [size] = await Promise.all([staged, archive.finalize()]);
  return size;
}
