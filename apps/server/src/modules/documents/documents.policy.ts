import type { UserRow } from "../../db/schema.js";
import type { DocumentAccess } from "./documents.repository.js";

/** Types that use the status-change action on a document shared with them (000 §4, §6). */
const STATUS_ACTOR_TYPES = ["pharmacy", "labo", "professional"];
/** Group managers act for the establishments they manage (000 §6). */
const MANAGER_TYPES = ["grp_pharm", "grp_lab"];

/** The creator, the sharer and the users a document is shared with, each once. */
export function participantsOf(access: DocumentAccess): string[] {
  const { document, recipients } = access;
  const ids = [document.idcreator, ...(document.idsharer ? [document.idsharer] : [])];
  return [...new Set([...ids, ...recipients.map((r) => r.id)])];
}

/** True when `user` is listed as a manager of `iduser` (000 §6 managers). */
function manages(user: UserRow, iduser: string, access: DocumentAccess): boolean {
  return access.managers.some((m) => m.idmanager === user.id && m.iduser === iduser);
}

/**
 * Everyone who may read the document: its participants and their managers. They get
 * `deleteDoc` when it goes (DECISIONS "Shape of the system").
 */
export function documentAudience(access: DocumentAccess): string[] {
  return [...new Set([...participantsOf(access), ...access.managers.map((m) => m.idmanager)])];
}

/**
 * Who may read a document (DECISIONS "Documents", `GET /api/documents/{id}`): its creator, its
 * sharer, the users it is shared with, and the managers of any of those. Anyone else is told
 * the document does not exist (404), so its existence never leaks.
 */
export function canReadDocument(user: UserRow, access: DocumentAccess): boolean {
  return documentAudience(access).includes(user.id);
}

/** Only the creator, or a manager of the creator, deletes a document (000 §7 DELETE). */
export function canDeleteDocument(user: UserRow, access: DocumentAccess): boolean {
  const creator = access.document.idcreator;
  return user.id === creator || manages(user, creator, access);
}

/**
 * The professionals on whose behalf `user` may act on the document: the pharmacies,
 * laboratories and professionals it is shared with (or its creator, when one of those), that
 * are `user` themself or managed by `user` (a grp_pharm or grp_lab). Empty: not allowed.
 */
export function actingProfessionals(user: UserRow, access: DocumentAccess): string[] {
  const pros = [
    ...access.recipients,
    { id: access.document.idcreator, type: access.creator?.type ?? "" },
  ].filter((p) => STATUS_ACTOR_TYPES.includes(p.type));
  const isManager = MANAGER_TYPES.includes(user.type);
  return [
    ...new Set(
      pros
        .filter((p) => p.id === user.id || (isManager && manages(user, p.id, access)))
        .map((p) => p.id),
    ),
  ];
}

/**
 * Whether `user` may use the status-change action and the professional meta fields (000 §4,
 * DECISIONS "Status change"): a pharmacy, laboratory or professional the document is shared
 * with (or its creator, when such a professional), or a group manager of one.
 */
export function canChangeStatus(user: UserRow, access: DocumentAccess): boolean {
  return actingProfessionals(user, access).length > 0;
}

/** Laboratory users change PROCESSING directly, without a first name or a message (000 §4). */
export function actsAsLaboratory(user: UserRow): boolean {
  return user.type === "labo" || user.type === "grp_lab";
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
