import { MANAGER_TYPES, TEXTS, type SubmissionActor, type UserType } from "@reseau/shared";
import { manages, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

const texts = TEXTS.operations;

/** Creating a marketing operation (issue 21 §4): a group manager (grp_pharm, grp_lab) only; 403. */
export const operationCreatePolicy = definePolicy<Pick<Actor, "type">, "create">({
  rules: {
    create: guarded((actor) => MANAGER_TYPES.includes(actor.type), texts.managerOnlyCreate),
  },
});

/** The facts of an operation its access is decided on: its manager and its submissions' receivers. */
export interface OperationFacts {
  idcreator: string;
  receivers: readonly string[];
}

/**
 * An operation (issue 21 §4): `read` by its creator or a receiver of one of its submissions,
 * anyone else 404; `submit` (propose to a pharmacy) by its creator only, a receiver 403.
 */
export const operationPolicy = definePolicy<OperationFacts, "read" | "submit">({
  notFound: texts.noOperation,
  rules: {
    read: hidden((actor, op) => actor.id === op.idcreator || op.receivers.includes(actor.id)),
    submit: guarded((actor, op) => actor.id === op.idcreator, texts.operationManagerOnly),
  },
});

/** The two sides of a submission. */
export interface SubmissionFacts {
  idsubmitter: string;
  idreceiver: string;
}

/** A submission is visible to its manager (`idsubmitter`) and its receiver only; anyone else 404. */
export const submissionPolicy = definePolicy<SubmissionFacts, "read">({
  notFound: texts.noSubmission,
  rules: {
    read: hidden((actor, s) => actor.id === s.idsubmitter || actor.id === s.idreceiver),
  },
});

/**
 * True when the manager `actor` may propose a submission to `receiver`: a pharmacy it manages
 * (000 §6 managers, the actor's `managed`); else the caller answers 400. Pure.
 */
export function isMemberPharmacy(
  actor: Actor,
  receiver: { id: string; type: UserType } | null,
): boolean {
  return receiver !== null && receiver.type === "pharmacy" && manages(actor, receiver.id);
}

/** Which side of a readable submission `actor` is on: its receiver, or its manager. Pure. */
export function submissionSide(actor: Pick<Actor, "id">, s: SubmissionFacts): SubmissionActor {
  return actor.id === s.idreceiver ? "receiver" : "manager";
}
