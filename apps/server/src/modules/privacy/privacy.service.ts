import {
  deletionDayText,
  format,
  TEXTS,
  type DeletionBody,
  type DeletionQueued,
  type ExportQueued,
  type PrivacyState,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { composeMail, greetingOf } from "../../platform/mailer.js";
import { verifyPassword } from "../../platform/passwords.js";
import { inTransaction } from "../../platform/transaction.js";
import type { UserRow } from "../accounts/index.js";
import { deleteAuditOf } from "../audit/index.js";
import { buildExportZip } from "./privacy.export.js";
import { privacyRepository as repo } from "./privacy.repository.js";

const T = TEXTS.privacy;
const DAY_MS = 86_400_000;
/** How long an export can be downloaded (issue 24 §3): 7 days. */
const EXPORT_LIFETIME_MS = 7 * DAY_MS;
const EXPORT_QUEUE = "privacy-export";
const ERASE_QUEUE = "privacy-erase";
/** Every minute: due erasures and expired exports. */
const SWEEP_QUEUE = "privacy-sweep";

/** The grace period before an erasure, in days (`ACCOUNT_DELETION_GRACE_DAYS`, default 30). */
function graceDays(ctx: AppContext): number {
  const days = ctx.config.accountDeletionGraceDays ?? 30;
  return Number.isFinite(days) ? Math.max(0, Math.floor(days)) : 30;
}

function baseUrl(ctx: AppContext): string {
  return ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;
}

/** Sends a mail of this module, logging (never throwing) when the mail server refuses it. */
async function mailUser(
  ctx: AppContext,
  user: UserRow,
  words: { subject: string; intro: string; button: string; footer: string; href: string },
): Promise<void> {
  if (!user.email) return;
  try {
    await ctx.mailer.send(
      composeMail({
        to: user.email,
        subject: words.subject,
        greeting: greetingOf(user),
        paragraphs: [words.intro],
        button: { label: words.button, href: words.href },
        footer: [words.footer],
      }),
    );
  } catch (error) {
    console.error("privacy: mail not sent:", error);
  }
}

/**
 * `GET /ws/user/privacy` (issue 24 §3): the consents she gave at sign-up, a pending erasure's
 * date, whether an export is being prepared.
 */
export async function privacyState(ctx: AppContext, actor: Actor): Promise<PrivacyState> {
  const consents = await repo.consentsOf(ctx.db, actor.id);
  const deletion = await repo.deletionOf(ctx.db, actor.id);
  const pending = await repo.pendingExportOf(ctx.db, actor.id);
  return {
    consents: consents.map((c) => ({
      document: c.document,
      version: c.version,
      acceptedAt: c.acceptedAt.toISOString(),
    })),
    deletionAt: deletion ? deletion.eraseAt.toISOString() : null,
    exportPending: pending !== undefined,
    graceDays: graceDays(ctx),
  };
}

/**
 * `POST /ws/user/export` (issue 24 §3): records an export PENDING and queues its job (in this
 * process when the queue is off); the mail follows when the ZIP is ready.
 * @throws AppError 409 `T.exportRunning` while one is in preparation.
 */
export async function requestExport(ctx: AppContext, actor: Actor): Promise<ExportQueued> {
  if (await repo.pendingExportOf(ctx.db, actor.id)) throw conflict(T.exportRunning);
  const now = ctx.clock.now();
  const row = await repo.insertExport(ctx.db, {
    id: newId(),
    userId: actor.id,
    status: "PENDING",
    storageKey: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_LIFETIME_MS),
  });
  if (ctx.jobs) await ctx.jobs.send(EXPORT_QUEUE, { id: row.id }, { singletonKey: row.id });
  else setImmediate(() => void runExport(ctx, row.id));
  return { id: row.id, message: T.exportQueued };
}

/**
 * The export job: builds the ZIP (`buildExportZip`), commits it to the storage, marks the export
 * READY and mails its link `{PUBLIC_URL}/ws/user/export/{id}`. Does nothing for an export not
 * PENDING (a retried job); a failure marks it FAILED (she may ask again) and is logged.
 */
async function runExport(ctx: AppContext, id: string): Promise<void> {
  const row = await repo.findExport(ctx.db, id);
  if (row?.status !== "PENDING") return;
  const key = `export-${row.id}`;
  try {
    await buildExportZip(ctx, row.userId, key);
    await ctx.storage.commit(key);
    await repo.settleExport(ctx.db, id, { status: "READY", storageKey: key });
  } catch (error) {
    console.error("privacy: export failed:", error);
    await ctx.storage.discard(key);
    await repo.settleExport(ctx.db, id, { status: "FAILED", storageKey: null });
    return;
  }
  const user = await repo.userById(ctx.db, row.userId);
  if (!user) return;
  await mailUser(ctx, user, {
    subject: T.mail.exportSubject,
    intro: T.mail.exportIntro,
    button: T.mail.exportButton,
    footer: T.mail.exportFooter,
    href: `${baseUrl(ctx)}/ws/user/export/${row.id}`,
  });
}

/**
 * `GET /ws/user/export/{id}`: the ZIP's bytes, for its owner's session only, while it lasts.
 * @throws AppError 404 `T.exportNotFound` to anyone else, before it is ready, after 7 days.
 */
export async function downloadExport(ctx: AppContext, actor: Actor, id: string): Promise<Buffer> {
  const row = await repo.findExport(ctx.db, id);
  if (
    row?.userId !== actor.id ||
    row.status !== "READY" ||
    !row.storageKey ||
    row.expiresAt.getTime() <= ctx.clock.now().getTime()
  ) {
    throw notFound(T.exportNotFound);
  }
  const bytes = await ctx.storage.get(row.storageKey);
  if (!bytes) throw notFound(T.exportNotFound);
  return bytes;
}

/**
 * `POST /ws/user/deletion {password}` (issue 24 §3): checks the password, schedules the erasure
 * after the grace period, mails her, and ends every session of hers (logging in again cancels).
 * With a grace of 0 the erasure job is queued at once.
 * @throws AppError 400 `T.wrongPassword`.
 */
export async function requestDeletion(
  ctx: AppContext,
  actor: Actor,
  body: DeletionBody,
): Promise<DeletionQueued> {
  if (!(await verifyPassword(actor.user.passwordHash, body.password))) {
    throw badRequest(T.wrongPassword);
  }
  const now = ctx.clock.now();
  const eraseAt = new Date(now.getTime() + graceDays(ctx) * DAY_MS);
  await repo.upsertDeletion(ctx.db, actor.id, now, eraseAt);
  const day = deletionDayText(eraseAt);
  await mailUser(ctx, actor.user, {
    subject: T.mail.deletionSubject,
    intro: format(T.mail.deletionIntro, { date: day }),
    button: T.mail.deletionButton,
    footer: T.mail.deletionFooter,
    href: `${baseUrl(ctx)}/login`,
  });
  await ctx.sessions.endAllOf(actor.id);
  if (eraseAt.getTime() <= now.getTime()) {
    if (ctx.jobs) await ctx.jobs.send(ERASE_QUEUE, { id: actor.id }, { singletonKey: actor.id });
    else setImmediate(() => void eraseIfDue(ctx, actor.id));
  }
  return { eraseAt: eraseAt.toISOString(), message: format(T.deletionQueued, { date: day }) };
}

/**
 * Called when a session of `userId` opens (a login): a pending erasure is cancelled and she is
 * told by mail (issue 24 §3).
 */
async function cancelDeletionOnLogin(ctx: AppContext, userId: string): Promise<void> {
  if (!(await repo.cancelDeletion(ctx.db, userId))) return;
  const user = await repo.userById(ctx.db, userId);
  if (!user) return;
  await mailUser(ctx, user, {
    subject: T.mail.cancelledSubject,
    intro: T.mail.cancelledIntro,
    button: T.mail.cancelledButton,
    footer: T.mail.cancelledFooter,
    href: `${baseUrl(ctx)}/compte`,
  });
}

/**
 * Erases `userId` when her erasure is still asked for and due (issue 24 §3): her sessions end
 * (their sockets with them), then in one transaction `repo.erase` (herself, the family members
 * that go with her, pseudonymised kept orders); after the commit, the files of their documents,
 * pictures and exports are deleted from the storage. Idempotent: a cancelled or done erasure is
 * left alone.
 */
async function eraseIfDue(ctx: AppContext, userId: string): Promise<void> {
  const deletion = await repo.deletionOf(ctx.db, userId);
  if (!deletion || deletion.eraseAt.getTime() > ctx.clock.now().getTime()) return;
  const ids = await repo.erasedWith(ctx.db, userId);
  for (const id of ids) await ctx.sessions.endAllOf(id);
  const keys = await inTransaction(ctx, async (tx) => {
    const keys = await repo.fileKeysOf(tx, ids);
    const emails: string[] = [];
    for (const id of ids) {
      const user = await repo.userById(tx, id);
      if (user?.email) emails.push(user.email);
    }
    // the reads of her documents and her members' (append-only but for this erasure)
    for (const id of ids) await deleteAuditOf(tx, id);
    await repo.erase(tx, ids, emails, newId(), ctx.clock.now());
    return keys;
  });
  for (const key of keys) await ctx.storage.delete(key);
}

/** Erases the accounts whose grace period is over and deletes the expired exports with their ZIPs. */
export async function sweepPrivacy(ctx: AppContext): Promise<void> {
  for (const userId of await repo.dueDeletions(ctx.db, ctx.clock.now())) {
    await eraseIfDue(ctx, userId);
  }
  const keys = await repo.deleteExpiredExports(ctx.db, ctx.clock.now());
  for (const key of keys) await ctx.storage.delete(key);
}

/**
 * At start (issue 24 §3): a login cancels a pending erasure (the sessions' hook); the sweep runs
 * once, then, when the queue runs, every minute, beside the export and erasure workers.
 */
export async function startPrivacy(ctx: AppContext): Promise<void> {
  ctx.sessions.onOpened((userId) => cancelDeletionOnLogin(ctx, userId));
  await sweepPrivacy(ctx);
  if (!ctx.jobs) return;
  await ctx.jobs.work(EXPORT_QUEUE, async (data) => {
    if (typeof data.id === "string") await runExport(ctx, data.id);
  });
  await ctx.jobs.work(ERASE_QUEUE, async (data) => {
    if (typeof data.id === "string") await eraseIfDue(ctx, data.id);
  });
  await ctx.jobs.work(SWEEP_QUEUE, () => sweepPrivacy(ctx));
  await ctx.jobs.schedule(SWEEP_QUEUE, "* * * * *");
}
