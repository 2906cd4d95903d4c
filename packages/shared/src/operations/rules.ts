import { format, TEXTS } from "../common/texts.js";
import type { SubmissionStatus } from "./schemas.js";

/**
 * The French label of each submission status (001 §4 "Submission status", exactly): « Proposée »,
 * « Acceptée », « Refusée », « Terminée ».
 */
export const SUBMISSION_STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> =
  TEXTS.operations.statuses;

/**
 * Who changes a submission's status: its `receiver` (`idreceiver`), or the `manager` who proposed
 * it (`idsubmitter`, the operation's side).
 */
export type SubmissionActor = "receiver" | "manager";

/** The answer of `submissionTransition`: allowed, or refused as `forbidden` (403) or `invalid` (400). */
export type SubmissionTransition = { ok: true } | { refusal: "forbidden" | "invalid" };

/** The moves of issue 21 §4, and who makes each. */
const MOVES: Readonly<
  Record<SubmissionStatus, Partial<Record<SubmissionStatus, SubmissionActor>>>
> = {
  PROPOSED: { ACCEPTED: "receiver", REFUSED: "receiver" },
  ACCEPTED: { FINISHED: "manager" },
  REFUSED: {},
  FINISHED: {},
};

/**
 * Whether `by` may move a submission from `current` to `next` (issue 21 §4): PROPOSED → ACCEPTED or
 * REFUSED by the receiver only; ACCEPTED → FINISHED by the manager only; FINISHED and REFUSED are
 * final. A move of the list by the other side is `forbidden` (the caller answers 403); any other
 * move, staying put included, is `invalid` (400), whoever asks.
 */
export function submissionTransition(
  current: SubmissionStatus,
  next: SubmissionStatus,
  by: SubmissionActor,
): SubmissionTransition {
  const actor = MOVES[current][next];
  if (!actor) return { refusal: "invalid" };
  return actor === by ? { ok: true } : { refusal: "forbidden" };
}

/**
 * The French message of a refused move (for the 400 or 403 body): « Une proposition « Refusée »
 * ne peut pas passer à « Acceptée ». » for `invalid`; for `forbidden`, who alone may make it.
 */
export function submissionRefusalText(
  current: SubmissionStatus,
  next: SubmissionStatus,
  refusal: "forbidden" | "invalid",
): string {
  if (refusal === "invalid") {
    return format(TEXTS.operations.moveInvalid, {
      from: SUBMISSION_STATUS_LABELS[current],
      to: SUBMISSION_STATUS_LABELS[next],
    });
  }
  return next === "FINISHED" ? TEXTS.operations.managerOnly : TEXTS.operations.receiverOnly;
}
