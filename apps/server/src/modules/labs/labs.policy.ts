import { isLaboratoryType, TEXTS } from "@reseau/shared";
import { actsFor, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { DocumentAccess } from "../documents/index.js";

/** A result document as a decision needs it: the document and whether it carries a report. */
export interface LabResultAccess {
  access: DocumentAccess;
  hasReport: boolean;
}

/** True when `actor` is the laboratory that created the result, or the lab group managing it. */
function isResultLab(actor: Actor, { access }: LabResultAccess): boolean {
  return actsFor(actor, access.document.idcreator);
}

/**
 * True when `actor` opens the result as its patient: not on the laboratory's side, acting for a
 * patient it is shared with (herself, or a child she manages). Her opening sets RESULTS_OPENED.
 */
export function opensAsPatient(actor: Actor, result: LabResultAccess): boolean {
  return (
    !isResultLab(actor, result) &&
    result.access.recipients.some((r) => r.type === "patient" && actsFor(actor, r.id))
  );
}

/**
 * Importing HPRIM files and the `/analyses` list are a laboratory's or a lab group's (403 with
 * « Seul un laboratoire importe un fichier HPRIM. » for the others). The resource is the actor's type.
 */
export const labsPolicy = definePolicy<string, "import" | "list">({
  rules: {
    import: guarded((_actor, type) => isLaboratoryType(type), TEXTS.labs.labsOnly),
    list: guarded((_actor, type) => isLaboratoryType(type), TEXTS.labs.labsOnly),
  },
});

/**
 * A result document (the reader already passed the documents policy's `read`):
 * - `read`: its structured results, for a document that has them (404 otherwise);
 * - `notify`: the laboratory that created it, or its lab group (403 for other readers).
 */
export const labResultPolicy = definePolicy<LabResultAccess, "read" | "notify">({
  notFound: TEXTS.labs.notAResult,
  rules: {
    read: hidden((_actor, result) => result.hasReport),
    notify: guarded((actor, result) => result.hasReport && isResultLab(actor, result)),
  },
});
