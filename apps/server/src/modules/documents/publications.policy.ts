import { isPublishable, TEXTS } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { DocumentAccess } from "./documents.repository.js";
import { documentPolicy } from "./documents.policy.js";

/**
 * True when the document is published for the public (issue 9 §4): an establishment's own
 * PUBLICATION, DOC_PUBLIC or AFFICHE with status PUBLISHED.
 */
export function isPublished(access: DocumentAccess): boolean {
  return (
    access.document.status === "PUBLISHED" &&
    isPublishable(access.document.type, access.creator?.type)
  );
}

/**
 * Publishing (000 §4 PUBLISHED, issue 9 §4; docs/DECISIONS.md "Messages"): only a pharmacy or a
 * laboratory sets PUBLISHED, and only on a PUBLICATION, DOC_PUBLIC or AFFICHE it created — not
 * its group manager (issue 21 §1: a group changes no status of its members' documents); a
 * patient's document is never published (403 with what may be).
 */
function mayPublish(actor: Actor, access: DocumentAccess): boolean {
  return (
    actor.id === access.document.idcreator &&
    isPublishable(access.document.type, access.creator?.type)
  );
}

/**
 * Who may do what with a publication: `publish` (see `mayPublish`, 403), `readPublic`: a
 * published document is read by any signed-in user (its file on the establishment's page),
 * anything else only by its readers (404, the documents policy's `read`).
 */
export const publicationPolicy = definePolicy<DocumentAccess, "publish" | "readPublic">({
  notFound: TEXTS.documents.notFound,
  rules: {
    publish: guarded(mayPublish, TEXTS.publications.notPublishable),
    readPublic: hidden(
      // a sharing group's document is never public (issue 21 §2)
      (actor, access) =>
        (isPublished(access) && !access.groupMembers) ||
        documentPolicy.rules.read.allows(actor, access),
    ),
  },
});
