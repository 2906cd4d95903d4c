import { isProType } from "@reseau/shared";
import { manages } from "../../platform/actor.js";
import { definePolicy, hidden } from "../../platform/authorize.js";

/**
 * Who sees which list of reads (issue 24 §2); the resource is the patient's id:
 * - `member`: a managed member's list, her managers only — anyone else, the member herself and
 *   the readers included, is told she does not exist (404);
 * - `folder`: a professional's or an establishment's own reads of a patient, in her folder; a
 *   patient 404 (she has no folders).
 */
export const auditPolicy = definePolicy<string, "member" | "folder">({
  rules: {
    member: hidden((actor, idowner) => manages(actor, idowner)),
    folder: hidden((actor) => isProType(actor.type)),
  },
});
