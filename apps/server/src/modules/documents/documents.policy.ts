import { MANAGER_TYPES, TEXTS, type UserType } from "@reseau/shared";
import { actsFor, manages, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { DocumentAccess } from "./documents.repository.js";

/** Types that use the status-change action on a document shared with them (000 §4, §6). */
const STATUS_ACTOR_TYPES: readonly UserType[] = ["pharmacy", "labo", "professional"];

/** The creator, the sharer and the users a document is shared with, each once. */
function participantsOf(access: DocumentAccess): string[] {
  const { document, recipients } = access;
  const ids = [document.idcreator, ...(document.idsharer ? [document.idsharer] : [])];
  return [...new Set([...ids, ...recipients.map((r) => r.id)])];
}

/**
 * Everyone who may read the document: its participants and their managers (000 §6). The realtime
 * audience of its events (`newDoc` aside, which goes to new recipients only), so the readers and
 * the live audience never disagree.
 */
export function documentAudience(access: DocumentAccess): string[] {
  return [...new Set([...participantsOf(access), ...access.managers.map((m) => m.idmanager)])];
}

/**
 * The professionals on whose behalf `actor` may act on the document: the pharmacies,
 * laboratories and professionals it is shared with (or its creator, when one of those) that are
 * the actor, or that a group manager (grp_pharm, grp_lab) manages. Empty: not allowed.
 */
export function actingProfessionals(actor: Actor, access: DocumentAccess): string[] {
  const pros = [
    ...access.recipients,
    { id: access.document.idcreator, type: access.creator?.type },
  ].filter((p) => p.type !== undefined && STATUS_ACTOR_TYPES.includes(p.type));
  const isGroupManager = MANAGER_TYPES.includes(actor.type);
  const ids = pros
    .filter((p) => p.id === actor.id || (isGroupManager && manages(actor, p.id)))
    .map((p) => p.id);
  return [...new Set(ids)];
}

/**
 * The patient who receives the status-change message (000 §4): the document's creator, unless
 * the creator is the actor (or the establishment the actor acts for); then its sharer, else the
 * first patient it is shared with. null when there is nobody to tell.
 */
export function patientOf(access: DocumentAccess, actorIds: string[]): string | null {
  const { document, recipients } = access;
  const candidates = [
    document.idcreator,
    document.idsharer,
    ...recipients.filter((r) => r.type === "patient").map((r) => r.id),
  ];
  return candidates.find((id): id is string => !!id && !actorIds.includes(id)) ?? null;
}

/** A meta change on a document: the document, and whether it touches professional fields. */
export interface MetaChange {
  access: DocumentAccess;
  /** The status or the order (money) changes. */
  touchesProfessionalFields: boolean;
}

const canChangeStatus = (actor: Actor, access: DocumentAccess) =>
  actingProfessionals(actor, access).length > 0;

/**
 * Who may do what on a document (docs/DECISIONS.md "Documents", "Status change"):
 * - `read`: its creator, sharer and recipients, and the managers of any of them; anyone else is
 *   told it does not exist (404 "Le document n'existe pas."), so its existence never leaks;
 * - `delete`: its creator or the creator's manager (403 for another reader);
 * - `changeStatus`: a pharmacy, laboratory or professional it is shared with (or its creator when
 *   one of those), or a group manager of one (403 for another reader);
 * - `share`: any reader (who may pass a document on is the hardening issue's rule).
 */
export const documentPolicy = definePolicy<
  DocumentAccess,
  "read" | "delete" | "changeStatus" | "share"
>({
  notFound: TEXTS.documents.notFound,
  rules: {
    read: hidden((actor, access) => participantsOf(access).some((id) => actsFor(actor, id))),
    delete: guarded((actor, access) => actsFor(actor, access.document.idcreator)),
    changeStatus: guarded(canChangeStatus),
    share: hidden((actor, access) => participantsOf(access).some((id) => actsFor(actor, id))),
  },
});

/**
 * `PUT /feed/documents/{id}/meta` (000 §7): its creator and the professionals who may change its
 * status may write its meta (`write`); only the latter change `status` or `order` (money), so a
 * patient cannot lower what she has to pay (`writeProfessionalFields`). 403 for other readers.
 */
export const documentMetaPolicy = definePolicy<MetaChange, "write" | "writeProfessionalFields">({
  notFound: TEXTS.documents.notFound,
  rules: {
    write: guarded(
      (actor, { access }) =>
        canChangeStatus(actor, access) || actor.id === access.document.idcreator,
    ),
    writeProfessionalFields: guarded(
      (actor, change) => !change.touchesProfessionalFields || canChangeStatus(actor, change.access),
    ),
  },
});
