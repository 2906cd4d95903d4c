import { isDocumentStatus, type DocumentStatus } from "./status.js";

/**
 * A status as the patient reads it on her card, agreeing with « ordonnance » (issue 7 §2). The
 * badges keep the spec's labels (000 §4 table, `DOCUMENT_STATUS_LABELS`); this is the patient's
 * own follow-up, where the spec leaves the words free.
 */
export const PATIENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  NEW: "Envoyée",
  PROCESSING: "Prise en charge",
  UNREADABLE: "Illisible",
  CANCELED: "Annulée",
  READY: "Prête",
  DELIVERY: "En livraison",
  RENEWING_STANDBY: "Renouvellement proposé",
  RENEWING_ACTIVE: "Renouvellement activé",
  AWAITING_PAYMENT: "Prête, à régler",
  COMMAND: "En commande",
  REQUEST_ORIGINAL: "Original demandé",
  RESULTS_READY: "Résultats disponibles",
  RESULTS_OPENED: "Résultats consultés",
  PUBLISHED: "Publiée",
  DELIVERED: "Délivrée",
};

/**
 * The statuses in which nobody is working on a patient's document any more, or yet: she may
 * still delete it (not sent on, refused as unreadable, cancelled). Any other status means a
 * pharmacy is preparing or has prepared it: she asks it to cancel instead (docs/DECISIONS.md
 * "Documents").
 */
export const CREATOR_DELETABLE_STATUSES: readonly DocumentStatus[] = [
  "NEW",
  "UNREADABLE",
  "CANCELED",
];

/** True when a patient may delete her own document in `status` (see `CREATOR_DELETABLE_STATUSES`). */
export function patientMayDelete(status: string | undefined): boolean {
  return (CREATOR_DELETABLE_STATUSES as readonly string[]).includes(status ?? "NEW");
}

/** Statuses after which no further step is expected on the card. */
const ENDED: readonly DocumentStatus[] = [
  "READY",
  "CANCELED",
  "DELIVERY",
  "DELIVERED",
  "AWAITING_PAYMENT",
  "RESULTS_READY",
  "RESULTS_OPENED",
  "PUBLISHED",
];

/** The usual path of a prescription, shown ahead as steps still to come. */
const USUAL_PATH: readonly DocumentStatus[] = ["NEW", "PROCESSING", "READY"];

/** One step of a document's timeline. */
export interface TimelineStep {
  status: DocumentStatus;
  /** The patient's word for it (`PATIENT_STATUS_LABELS`). */
  label: string;
  /** ISO 8601 time it happened; null when unknown (the current status without its message) or to come. */
  at: string | null;
  /** false for a step still to come. */
  done: boolean;
}

/** What the timeline reads of a message: its time and the status it set (`meta.status`). */
export interface StatusMark {
  date: string;
  meta: Record<string, unknown>;
}

/**
 * A document's timeline (issue 7 §2): « Envoyée » at its date, then each status a status-change
 * message set (`meta.status`, oldest first; a status reached again shows once, where it was last
 * reached), then the current status when no message carried it; with `withPending`, the usual
 * steps still to come and not yet shown (« Prise en charge », « Prête ») until the document
 * reaches an end (ready, cancelled, delivered…).
 */
export function documentTimeline(
  document: { date: string; meta: { status: string } },
  messages: readonly StatusMark[],
  withPending = false,
): TimelineStep[] {
  const step = (status: DocumentStatus, at: string | null, done = true): TimelineStep => ({
    status,
    label: PATIENT_STATUS_LABELS[status],
    at,
    done,
  });
  const steps: TimelineStep[] = [step("NEW", document.date)];
  const marks = [...messages]
    .filter((m) => isDocumentStatus(m.meta.status))
    .sort((a, b) => a.date.localeCompare(b.date));
  // a status reached again (a renewal prepared each month) shows once, where it was last reached;
  // « Envoyée » stays first (issue 18 §4: no step twice)
  const reach = (status: DocumentStatus, at: string | null) => {
    if (steps.at(-1)?.status === status || status === "NEW") return;
    const before = steps.findIndex((s) => s.status === status);
    if (before >= 0) steps.splice(before, 1);
    steps.push(step(status, at));
  };
  for (const mark of marks) reach(mark.meta.status as DocumentStatus, mark.date);
  const current = isDocumentStatus(document.meta.status) ? document.meta.status : null;
  if (current) reach(current, null);
  const last = steps.at(-1)?.status ?? "NEW";
  if (withPending && !ENDED.includes(last)) {
    const reached = USUAL_PATH.indexOf(last);
    const ahead = USUAL_PATH.slice(reached >= 0 ? reached + 1 : 1);
    for (const status of ahead) {
      if (!steps.some((s) => s.status === status)) steps.push(step(status, null, false));
    }
  }
  return steps;
}
