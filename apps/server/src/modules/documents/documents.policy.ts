import { MANAGER_TYPES, patientMayDelete, TEXTS, type UserType } from "@reseau/shared";
import { actsFor, manages, type Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { DirectoryOperation, DocumentAccess } from "./documents.repository.js";

/** Types that use the status-change action on a document shared with them (000 §4, §6). */
const STATUS_ACTOR_TYPES: readonly UserType[] = ["pharmacy", "labo", "professional"];

/**
 * The closed circle that alone reads a document, themselves, or null for an ordinary document:
 * a sharing group's current members (issue 21 §2), a marketing operation's manager and receivers
 * for a document of its OPMARKET directory (issue 21 §4). Such a document is never shared on.
 */
export function closedCircleOf(access: DocumentAccess): string[] | null {
  return access.groupMembers ?? access.operationReaders;
}

/**
 * The creator, the sharer and the users a document is shared with, each once; for a document of
 * a closed circle (a sharing group, a marketing operation), that circle only.
 */
function participantsOf(access: DocumentAccess): string[] {
  const circle = closedCircleOf(access);
  if (circle) return circle;
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
  // a group's members, an operation's sides read it themselves: their managers do not
  const circle = closedCircleOf(access);
  if (circle) return circle;
  return [...new Set([...participantsOf(access), ...access.managers.map((m) => m.idmanager)])];
}

/**
 * The professionals on whose behalf `actor` may act on the document: the pharmacy, laboratory or
 * professional it is shared with (or its creator, when one of those) that is the actor itself.
 * A group manager reads its members' documents but never acts on them (issue 21 §1: the patient
 * entrusted her prescription to her pharmacy, not to its group). Empty: not allowed.
 */
export function actingProfessionals(actor: Actor, access: DocumentAccess): string[] {
  const pros = [
    ...access.recipients,
    { id: access.document.idcreator, type: access.creator?.type },
  ].filter((p) => p.type !== undefined && STATUS_ACTOR_TYPES.includes(p.type));
  return pros.some((p) => p.id === actor.id) ? [actor.id] : [];
}

/**
 * The patient who receives the status-change message (000 §4, issue 9 §3): first, the patient who
 * passed the document on to the acting professional — the one who shared it with it, or the
 * patient that sharer manages (a mother forwarding her son's prescription) — so a doctor's
 * prescription forwarded by the patient to her pharmacy gets the pharmacy's messages sent to the
 * patient, never to the doctor who wrote it. Otherwise the document's creator, unless the
 * creator is the actor (or the establishment the actor acts for); then its sharer, else the
 * first patient it is shared with. null when there is nobody to tell.
 */
export function patientOf(access: DocumentAccess, actorIds: string[]): string | null {
  const { document, recipients } = access;
  const patients = new Set(recipients.filter((r) => r.type === "patient").map((r) => r.id));
  if (access.creator?.type === "patient") patients.add(document.idcreator);
  const forwarded = recipients
    .filter((r) => actorIds.includes(r.id))
    .map(({ sharedBy }) =>
      patients.has(sharedBy)
        ? sharedBy
        : access.managers.find((m) => m.idmanager === sharedBy && patients.has(m.iduser))?.iduser,
    )
    .find((id): id is string => !!id && !actorIds.includes(id));
  if (forwarded) return forwarded;
  const candidates = [
    document.idcreator,
    document.idsharer,
    ...recipients.filter((r) => r.type === "patient").map((r) => r.id),
  ];
  return candidates.find((id): id is string => !!id && !actorIds.includes(id)) ?? null;
}

/**
 * The patients a health document is about (issue 24 §2): its creator when a patient, else every
 * patient it is shared with (a doctor's prescription, a laboratory's result, a pharmacy's letter
 * to several patients); none for a document of no patient (a publication, an establishment's own
 * file), whose reads are not recorded.
 */
function ownersOf(access: DocumentAccess): string[] {
  if (access.creator?.type === "patient") return [access.document.idcreator];
  return access.recipients.filter((r) => r.type === "patient").map((r) => r.id);
}

/**
 * Whether `actor` opening the document is recorded (issue 24 §2), and how: null for a document of
 * no patient, and for one of its patients or her managers (their own copy: a patient never finds
 * in her list the other patients a letter went to); else every patient it is about, each of whom
 * finds the read in her list, and the establishment the actor read it for — itself when a
 * participant, else the participant it manages (a group manager reading through its pharmacy).
 */
export function auditedReadOf(
  actor: Actor,
  access: DocumentAccess,
): { idowners: string[]; idestablishment: string } | null {
  const idowners = ownersOf(access);
  if (idowners.length === 0 || idowners.some((id) => actsFor(actor, id))) return null;
  const participants = participantsOf(access);
  const idestablishment = participants.includes(actor.id)
    ? actor.id
    : (participants.find((id) => manages(actor, id)) ?? actor.id);
  return { idowners, idestablishment };
}

/** A meta change on a document: the document, and whether it touches professional fields. */
export interface MetaChange {
  access: DocumentAccess;
  /** The status or the order (money) changes. */
  touchesProfessionalFields: boolean;
}

/** A user a document would be shared with: their type and those who manage them (000 §6). */
interface ShareTarget {
  id: string;
  type: UserType;
  managers: string[];
  /**
   * Whether the target and the actor are contacts (either's book holds the other); loaded only
   * for a patient a professional sends to (`maySendToPatients`), false otherwise.
   */
  isContact?: boolean;
}

/** A share asked for: the document, the users it would go to, and the actor's own managers. */
export interface ShareRequest {
  access: DocumentAccess;
  targets: ShareTarget[];
  /** Who manages the actor (its group), for "the professionals of her own group". */
  actorManagers: string[];
}

/**
 * Consent to pass a document on (docs/DECISIONS.md "Documents"): the patient it belongs to — its
 * creator, or a patient it was shared with — or whoever manages her, shares it with anyone; so
 * does the professional who created it (a prescription for her patient). A professional who
 * received it forwards it only to professionals of her own establishment or group (the users she
 * manages, her group, the other members of her group), never to a patient.
 */
export function mayShareWith(actor: Actor, request: ShareRequest): boolean {
  const { access, targets, actorManagers } = request;
  if (closedCircleOf(access)) return false;
  if (actsFor(actor, access.document.idcreator)) return true;
  const patientHolder = access.recipients.some((r) => r.type === "patient" && actsFor(actor, r.id));
  if (patientHolder) return true;
  const circle = new Set([actor.id, ...actorManagers]);
  return targets.every(
    (target) =>
      target.type !== "patient" &&
      (manages(actor, target.id) ||
        actorManagers.includes(target.id) ||
        target.managers.some((manager) => circle.has(manager))),
  );
}

/**
 * A doctor or an optician (type `professional`) sends a document only to patients in its contacts
 * (issue 9 §3; 000 §5 Picker: the patient is picked among the contacts): a prescription for her
 * patient, never to any user id. The patient side (the creator or a patient holding it, and their
 * managers) is not concerned; pharmacies and laboratories keep their patient folders' rules.
 */
export function maySendToPatients(actor: Actor, request: ShareRequest): boolean {
  if (actor.type !== "professional") return true;
  const { access, targets } = request;
  const patientSide = access.recipients.some((r) => r.type === "patient" && actsFor(actor, r.id));
  if (patientSide) return true;
  return targets.every((target) => target.type !== "patient" || target.isContact === true);
}

/**
 * A reader: a participant, or someone who acts for one (000 §6); a sharing group's document only
 * its current members, themselves (issue 21 §2: a removed member reads it no more).
 */
const isReader = (actor: Actor, access: DocumentAccess) => {
  const circle = closedCircleOf(access);
  return circle
    ? circle.includes(actor.id)
    : participantsOf(access).some((id) => actsFor(actor, id));
};

const canChangeStatus = (actor: Actor, access: DocumentAccess) =>
  actingProfessionals(actor, access).length > 0;

/**
 * A patient's document goes only while no pharmacy works on it (NEW, UNREADABLE, CANCELED:
 * `patientMayDelete`); once one prepares it, she asks it to cancel instead. A professional's own
 * document is theirs to delete whatever its status.
 */
const notInPreparation = (_actor: Actor, access: DocumentAccess) =>
  access.creator?.type !== "patient" || patientMayDelete(access.document.status);

/**
 * Who may do what on a document (docs/DECISIONS.md "Documents", "Status change"):
 * - `read`: its creator, sharer and recipients, and the managers of any of them; anyone else is
 *   told it does not exist (404 "Le document n'existe pas."), so its existence never leaks;
 * - `delete`: its creator or the creator's manager (403 for another reader);
 * - `deleteNow`: after `delete`, a patient's document no pharmacy is preparing (403 "Votre
 *   pharmacie prépare déjà cette ordonnance : demandez-lui plutôt de l’annuler.");
 * - `changeStatus`: a pharmacy, laboratory or professional it is shared with (or its creator when
 *   one of those), never its group manager (403 for another reader);
 * - `share`: any reader may ask (404 for the others); `shareWith` (403) says to whom, see
 *   `mayShareWith`.
 */
export const documentPolicy = definePolicy<
  DocumentAccess,
  "read" | "delete" | "deleteNow" | "changeStatus" | "share"
>({
  notFound: TEXTS.documents.notFound,
  rules: {
    read: hidden(isReader),
    delete: guarded((actor, access) => actsFor(actor, access.document.idcreator)),
    deleteNow: guarded(notInPreparation, TEXTS.documents.deleteInPreparation),
    changeStatus: guarded(canChangeStatus),
    share: hidden(isReader),
  },
});

/** Meta fields that only the professional side sets: the status, the order (money), payment. */
const PROFESSIONAL_META_FIELDS = ["status", "order", "needToPay", "price"] as const;

/**
 * True when an upload's `meta` names a professional field — beyond `status: "NEW"`, which every
 * upload gets anyway.
 */
function namesProfessionalFields(meta: Record<string, unknown> | undefined): boolean {
  return PROFESSIONAL_META_FIELDS.some(
    (field) =>
      meta !== undefined && field in meta && !(field === "status" && meta[field] === "NEW"),
  );
}

/**
 * The `meta` of an upload (000 §7 `POST /feed/documents`), checked as `PUT …/meta` is: only a
 * pharmacy, laboratory, professional or their group may name the professional fields; a patient
 * cannot arrive with an order, a price or a status of her own (403).
 */
export const uploadMetaPolicy = definePolicy<Record<string, unknown>, "write">({
  rules: {
    write: guarded(
      (actor, meta) =>
        !namesProfessionalFields(meta) ||
        STATUS_ACTOR_TYPES.includes(actor.type) ||
        MANAGER_TYPES.includes(actor.type),
    ),
  },
});

/**
 * To whom a document may be passed on: a sharing group's document to nobody (`stayInGroup`, 403
 * « Un document d’un groupe de partage reste dans le groupe. »), nor a marketing operation's
 * (`stayInOperation`, 403 « Un document d’une opération marketing reste dans l’opération. »); `shareWith` (`mayShareWith`, 403 with what the user may
 * do), then `sendToPatients` (`maySendToPatients`, 403 "Impossible de partager le document avec
 * ces contacts" for a patient outside a doctor's or an optician's contacts).
 */
export const documentSharePolicy = definePolicy<
  ShareRequest,
  "stayInGroup" | "stayInOperation" | "shareWith" | "sendToPatients"
>({
  notFound: TEXTS.documents.notFound,
  rules: {
    stayInGroup: guarded((_actor, { access }) => !access.groupMembers, TEXTS.groups.groupItemStays),
    stayInOperation: guarded(
      (_actor, { access }) => !access.operationReaders,
      TEXTS.operations.documentStays,
    ),
    shareWith: guarded(mayShareWith, TEXTS.share.forwardOnlyToColleagues),
    sendToPatients: guarded(maySendToPatients, TEXTS.share.cannotShare),
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

/**
 * Uploading on behalf of someone (000 §4 step 4 "delegate for family members", issue 8 §6): only
 * for a user the actor manages; anyone else is unknown (404). The resource is the owner's id.
 */
export const documentOwnerPolicy = definePolicy<string, "uploadFor">({
  rules: { uploadFor: hidden((actor, idowner) => manages(actor, idowner)) },
});

/**
 * Posting to a sharing group (issue 21 §2, `POST /feed/messages` and `POST /feed/documents` with
 * `idgroup`): its current members only, anyone else is told it does not exist (404 « Groupe
 * introuvable. »). The resource is the group's members' ids (none for an unknown group).
 */
export const groupItemPolicy = definePolicy<string[], "post">({
  notFound: TEXTS.groups.notFound,
  rules: { post: hidden((actor, members) => members.includes(actor.id)) },
});

/**
 * Posting a document to a marketing operation's OPMARKET directory (issue 21 §4, `POST
 * /feed/documents {iddirectory}`): `read` by its manager and its receivers, anyone else 404
 * « Le dossier n'existe pas. » (ids cannot be probed); `post` by its manager and the pharmacies
 * whose submission is ACCEPTED, another receiver 403.
 */
export const operationDirectoryPolicy = definePolicy<DirectoryOperation, "read" | "post">({
  notFound: TEXTS.folders.notFound,
  rules: {
    read: hidden(
      (actor, op) => actor.id === op.idcreator || op.receivers.some((r) => r.id === actor.id),
    ),
    post: guarded(
      (actor, op) =>
        actor.id === op.idcreator ||
        op.receivers.some((r) => r.id === actor.id && r.status === "ACCEPTED"),
      TEXTS.operations.postRefused,
    ),
  },
});
