import type { UserType } from "@reseau/shared";
import type { UserRow } from "../db/schema.js";
import { actorOf, type Actor } from "../platform/actor.js";
import { authorize, type Policy } from "../platform/authorize.js";
import { AppError } from "../platform/errors.js";
import type {
  DocumentAccess,
  MessageWithPeople,
} from "../modules/documents/documents.repository.js";

/**
 * A complete user row for policy tests (no database): `id` and `type` given, every other column
 * at its default, `overrides` on top.
 */
export function userRow(id: string, type: UserType, overrides: Partial<UserRow> = {}): UserRow {
  return {
    id,
    type,
    status: "ACTIVE",
    email: `${id}@exemple.fr`,
    passwordHash: null,
    isOnPatientApp: type === "patient",
    isOnProApp: type !== "patient",
    title: null,
    firstName: null,
    lastName: null,
    name: type === "patient" ? null : id,
    profession: type === "professional" ? "DOCTOR" : null,
    specialties: [],
    phones: [],
    address: null,
    zipCode: null,
    city: null,
    department: null,
    country: null,
    latitude: null,
    longitude: null,
    grp: null,
    rpps: null,
    finess: null,
    fax: null,
    secureEmail: null,
    emergency: null,
    url: null,
    description: null,
    nir: null,
    birth: null,
    emergencyCall: null,
    bloodType: null,
    allergens: null,
    special: null,
    idpharma: null,
    iddoctor: null,
    idoptician: null,
    openingHours: [],
    counterPayment: true,
    meta: {},
    createdBy: null,
    createdAt: new Date("2026-01-01T00:00:00Z"),
    searchName: null,
    searchCity: null,
    searchSpecialties: null,
    searchDepartment: null,
    ...overrides,
  };
}

/** The actor of a user row, managing `managed` (000 §6). */
export const actor = (user: UserRow, managed: string[] = []): Actor => actorOf(user, managed);

/**
 * A document as its policy sees it: created by `creator`, shared by `sharer` (if any) with
 * `recipients`, and the manager links `managers` as `[manager, managed]` pairs.
 */
export function documentAccess(options: {
  creator: UserRow;
  sharer?: UserRow;
  recipients?: UserRow[];
  managers?: [string, string][];
  meta?: Record<string, unknown>;
  /** Who shared it with each recipient, by recipient id; default: the sharer, else the creator. */
  sharedBy?: Record<string, string>;
  /** A sharing group's document (issue 21 §2): the group and its current members' ids. */
  group?: { id: string; members: string[] };
  /** A marketing operation's document (issue 21 §4): its manager's and receivers' ids. */
  operationReaders?: string[];
}): DocumentAccess {
  const { creator, sharer, recipients = [], managers = [], meta = {}, sharedBy, group } = options;
  return {
    document: {
      id: "doc",
      idcreator: creator.id,
      idsharer: sharer?.id ?? null,
      iddirectory: null,
      type: "PRESC_DRUG",
      name: "Ordonnance",
      mime: "image/jpeg",
      size: 1000,
      storageKey: "doc",
      meta: { status: "NEW", ...meta },
      status: "NEW",
      notify: false,
      date: new Date("2026-01-01T00:00:00Z"),
      lastUpdate: new Date("2026-01-01T00:00:00Z"),
      thumbnail: null,
      idgroup: group?.id ?? null,
    },
    creator: {
      id: creator.id,
      type: creator.type,
      name: creator.name,
      firstName: creator.firstName,
      lastName: creator.lastName,
      email: creator.email,
    },
    recipients: recipients.map((r) => ({
      id: r.id,
      type: r.type,
      sharedBy: sharedBy?.[r.id] ?? sharer?.id ?? creator.id,
    })),
    managers: managers.map(([idmanager, iduser]) => ({ idmanager, iduser })),
    groupMembers: group?.members ?? null,
    operationReaders: options.operationReaders ?? null,
  };
}

/** A message from `sender` to `recipients`, with `meta`. */
export function messageWithPeople(
  sender: UserRow,
  recipients: UserRow[],
  meta: Record<string, unknown> = {},
): MessageWithPeople {
  return {
    message: {
      id: "msg",
      sender: sender.id,
      content: "Bonjour",
      iddocument: null,
      idparent: null,
      notify: false,
      meta,
      date: new Date("2026-01-01T00:00:00Z"),
      lastUpdate: new Date("2026-01-01T00:00:00Z"),
      idgroup: null,
    },
    sender: null,
    recipients: recipients.map((r) => r.id),
  };
}

/**
 * What `authorize(policy, action, actor, resource)` does, as a table cell: "allowed", or the
 * status of the refusal it throws (404 or 403).
 */
export function outcome<R, A extends string>(
  policy: Policy<R, A>,
  action: A,
  who: Actor,
  resource: R | null,
): "allowed" | number {
  try {
    authorize(policy, action, who, resource);
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}
