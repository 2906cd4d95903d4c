import {
  submissionRefusalText,
  submissionTransition,
  TEXTS,
  type ConversationQuery,
  type DocumentDto,
  type MarketOperationDto,
  type operationCreateSchema,
  type submissionCreateSchema,
  type SubmissionDto,
  type SubmissionStatus,
} from "@reseau/shared";
import type { z } from "zod";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, forbidden } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { readOperationDocuments } from "../documents/index.js";
import {
  isMemberPharmacy,
  operationCreatePolicy,
  operationPolicy,
  submissionPolicy,
  submissionSide,
} from "./operations.policy.js";
import { operationsRepository as repo } from "./operations.repository.js";
import type { MarketOperationRow, MarketSubmissionRow } from "./operations.schema.js";
import { toOperationDto, toSubmissionDto } from "./operations.serialize.js";

/** A parsed `POST /api/market-operation` body. */
export type OperationCreate = z.output<typeof operationCreateSchema>;
/** A parsed `POST /api/market-operation/{id}/submission` body. */
export type SubmissionCreate = z.output<typeof submissionCreateSchema>;

/** True when `actor` is the operation's manager (sees all its submissions), not a receiver. */
const isCreator = (actor: Actor, op: MarketOperationRow) => actor.id === op.idcreator;

/** The names of the operations' managers and the submissions' receivers (one query). */
const namesIn = (
  db: Executor,
  ops: readonly MarketOperationRow[],
  submissions: readonly MarketSubmissionRow[],
) => repo.namesOf(db, [...ops.map((op) => op.idcreator), ...submissions.map((s) => s.idreceiver)]);

/**
 * The operation `id` with what `operationPolicy` decides on: its creator and its receivers.
 * @throws 404 « Opération commerciale introuvable. » when unknown or not the actor's.
 */
async function readableOperation(db: Executor, actor: Actor, id: string) {
  const op = await repo.findOperation(db, id);
  const submissions = op ? await repo.submissionsOf(db, [op.id]) : [];
  const facts = op && { idcreator: op.idcreator, receivers: submissions.map((s) => s.idreceiver) };
  authorize(operationPolicy, "read", actor, facts);
  return { op: op as MarketOperationRow, submissions, facts };
}

/**
 * `POST /api/market-operation` (issue 21 §4): a group manager creates an operation, with its
 * OPMARKET directory (its documents: the manager's, read by it and the operation's receivers).
 * @throws 403 for anyone but a grp_pharm or grp_lab.
 */
export async function createOperation(
  ctx: AppContext,
  actor: Actor,
  input: OperationCreate,
): Promise<{ id: string }> {
  authorize(operationCreatePolicy, "create", actor, actor);
  const id = newId();
  const iddirectory = newId();
  const createdAt = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    // its documents' directory, the manager's, kept out of the main feed (000 §9)
    await repo.insertDirectory(tx, {
      id: iddirectory,
      idowner: actor.id,
      name: input.name,
      createdAt,
    });
    await repo.insertOperation(tx, {
      id,
      idcreator: actor.id,
      name: input.name,
      description: input.description ?? null,
      start: input.start ?? null,
      end: input.end ?? null,
      iddirectory,
      createdAt,
    });
  });
  return { id };
}

/**
 * `GET /api/market-operations` (001 §7): a manager's operations with all their submissions; a
 * pharmacy's, those it receives a submission of, with only its own (attached by `idmarketop`).
 */
export async function listOperations(ctx: AppContext, actor: Actor): Promise<MarketOperationDto[]> {
  const [created, received] = await Promise.all([
    repo.operationsOfCreator(ctx.db, actor.id),
    repo.operationsOfReceiver(ctx.db, actor.id),
  ]);
  const [all, own] = await Promise.all([
    repo.submissionsOf(
      ctx.db,
      created.map((op) => op.id),
    ),
    repo.submissionsOf(
      ctx.db,
      received.map((op) => op.id),
      actor.id,
    ),
  ]);
  const createdIds = new Set(created.map((op) => op.id));
  const names = await namesIn(ctx.db, [...created, ...received], [...all, ...own]);
  return [
    ...created.map((op) => toOperationDto(op, all, names)),
    ...received.filter((op) => !createdIds.has(op.id)).map((op) => toOperationDto(op, own, names)),
  ];
}

/**
 * `GET /api/market-operation/{id}` (001 §7): to its manager with all its submissions, to a
 * receiver with its own. @throws 404 for anyone else.
 */
export async function getOperation(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<MarketOperationDto> {
  const { op, submissions } = await readableOperation(ctx.db, actor, id);
  const seen = isCreator(actor, op)
    ? submissions
    : submissions.filter((s) => s.idreceiver === actor.id);
  return toOperationDto(op, seen, await namesIn(ctx.db, [op], seen));
}

/**
 * `GET /api/market-operation/{id}/documents` (issue 21 §4): the documents of the operation's
 * OPMARKET directory, newest first, keyset pages by `fromDate` ([] without a directory).
 * @throws 404 « Opération commerciale introuvable. » for anyone but its manager and receivers.
 */
export async function operationDocuments(
  ctx: AppContext,
  actor: Actor,
  id: string,
  query: ConversationQuery,
): Promise<DocumentDto[]> {
  const { op } = await readableOperation(ctx.db, actor, id);
  return op.iddirectory ? readOperationDocuments(ctx, op.iddirectory, query) : [];
}

/**
 * `POST /api/market-operation/{id}/submission` (001 §7, issue 21 §4): the operation's manager
 * proposes `remuneration` (cents) to a pharmacy it manages; the submission starts PROPOSED, with
 * the operation's `iddirectory` (its documents now read by the receiver too), and the receiver
 * is told live (`submission`).
 * @throws 404 unknown operation or not the actor's; 403 a receiver; 400 a receiver that is not
 *   a pharmacy of the manager's.
 */
export async function submit(
  ctx: AppContext,
  actor: Actor,
  idmarketop: string,
  input: SubmissionCreate,
): Promise<SubmissionDto> {
  return inTransaction(ctx, async (tx, events) => {
    const { op, facts } = await readableOperation(tx, actor, idmarketop);
    authorize(operationPolicy, "submit", actor, facts);
    const receiver = await repo.userKind(tx, input.idreceiver);
    if (!isMemberPharmacy(actor, receiver)) throw badRequest(TEXTS.operations.receiverNotMember);
    const now = ctx.clock.now();
    const row = await repo.insertSubmission(tx, {
      id: newId(),
      idmarketop,
      idsubmitter: actor.id,
      idreceiver: input.idreceiver,
      status: "PROPOSED",
      amount: input.remuneration.amount,
      currency: input.remuneration.currency,
      // the operation's documents open to the receiver from now on (read by its receivers)
      iddirectory: op.iddirectory,
      date: now,
      lastUpdate: now,
    });
    const submission = toSubmissionDto(row, await repo.namesOf(tx, [row.idreceiver]));
    events.emit("submissionChanged", { submission, audience: [row.idreceiver] });
    return submission;
  });
}

/**
 * `PUT /api/market-operation/submission/{id}` (001 §4 "Submission status", issue 21 §4):
 * PROPOSED → ACCEPTED or REFUSED by the receiver, ACCEPTED → FINISHED by the manager; both sides
 * are told live (`submission`).
 * @throws 404 unknown or not a side of it; 403 the other side's move; 400 any other move.
 */
export async function setSubmissionStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  next: SubmissionStatus,
): Promise<SubmissionDto> {
  return inTransaction(ctx, async (tx, events) => {
    const submission = await repo.findSubmission(tx, id, { lock: true });
    authorize(submissionPolicy, "read", actor, submission);
    const move = submissionTransition(submission.status, next, submissionSide(actor, submission));
    if ("refusal" in move) {
      const message = submissionRefusalText(submission.status, next, move.refusal);
      throw move.refusal === "forbidden" ? forbidden(message) : badRequest(message);
    }
    const changed = toSubmissionDto(
      await repo.setStatus(tx, id, next, ctx.clock.now()),
      await repo.namesOf(tx, [submission.idreceiver]),
    );
    events.emit("submissionChanged", {
      submission: changed,
      audience: [submission.idsubmitter, submission.idreceiver],
    });
    return changed;
  });
}
