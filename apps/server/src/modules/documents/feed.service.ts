import {
  directoryKey,
  LAB_RESULTS_FOLDER,
  type CountDocsQuery,
  type DocumentCountAnswer,
  type FeedItem,
  type FeedQuery,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { countRepository } from "./count.repository.js";
import { feedRepository, type FeedRow, type PatientFilter } from "./feed.repository.js";
import { toDocumentDto, toMessageDto, toUserSummary } from "./documents.serialize.js";

/**
 * Past this many users whose names can match the patient filters, the feed walks the owners'
 * shares and checks each creator instead of starting from each candidate's documents.
 */
const MAX_NAMED_CREATORS = 50;

/**
 * Word sets found too common to start from (more than `MAX_NAMED_CREATORS` users), with when
 * (ms): the walk is right whatever the probe says, so a name already found common skips its
 * probe for `COMMON_NAME_TTL_MS` — a pharmacist types "mar", "mart", "martin" and pages on. Only
 * this verdict is kept: a list of few users could miss one who signed up since.
 */
const commonNames = new Map<string, number>();
const COMMON_NAME_TTL_MS = 10 * 60_000;
const COMMON_NAMES_MAX = 1_000;

/**
 * The only creators whose shared documents can match (see `FeedFilter` `creators`): the asked
 * `creator`; else, when the patient filters name someone (a word of at least 3 letters), the
 * users whose names can match, if at most `MAX_NAMED_CREATORS`; else undefined (walk the shares).
 */
async function creatorsOf(
  ctx: AppContext,
  query: FeedQuery,
  creator: string | undefined,
): Promise<string[] | undefined> {
  if (creator) return [creator];
  const typed = [query.res_patient_name, query.res_patient_lname, query.res_patient_fname];
  const words = [
    ...new Set(typed.flatMap((text) => (text ? directoryKey(text).split(" ") : []))),
  ].filter((word) => word.length > 0);
  if (!words.some((word) => word.length >= 3)) return undefined;
  const key = [...words].sort().join(" ");
  const now = Date.now();
  const common = commonNames.get(key);
  if (common !== undefined && now - common < COMMON_NAME_TTL_MS) return undefined;
  const ids = await feedRepository.creatorsNamed(ctx.db, words, MAX_NAMED_CREATORS);
  if (ids.length <= MAX_NAMED_CREATORS) return ids;
  commonNames.delete(key);
  commonNames.set(key, now);
  if (commonNames.size > COMMON_NAMES_MAX) {
    const oldest = commonNames.keys().next().value;
    if (oldest !== undefined) commonNames.delete(oldest);
  }
  return undefined;
}

/** Which kinds of items a feed query asks for, and the document filters. */
interface FeedPlan {
  documents: boolean;
  messages: boolean;
  types?: string[];
}

/** The patient filters of a query (000 §7 `res_*`), or undefined when none is given. */
function patientFilterOf(query: FeedQuery): PatientFilter | undefined {
  const filter: PatientFilter = {
    ...(query.res_patient_fname ? { firstName: query.res_patient_fname } : {}),
    ...(query.res_patient_lname ? { lastName: query.res_patient_lname } : {}),
    ...(query.res_patient_birth ? { birth: query.res_patient_birth } : {}),
    ...(query.res_nir ? { nir: query.res_nir } : {}),
    ...(query.res_has_email !== undefined ? { hasEmail: query.res_has_email } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : undefined;
}

/**
 * Reads the filters of 000 §7: `messages_only` keeps messages; a `type` list keeps its document
 * types, and messages only when it names MESSAGE; `status`, `sharer` and the patient filters
 * (`res_*`) are document fields, so they leave messages out. Unknown types never get here (the
 * schema answers 400).
 */
function planOf(query: FeedQuery): FeedPlan {
  const named = query.type.length > 0;
  const types = query.type.filter((t) => t !== "MESSAGE");
  const wantsMessages = !named || query.type.includes("MESSAGE");
  return {
    documents: !query.messages_only && (!named || types.length > 0),
    // a status, a sharer or a patient's name are document fields: they leave messages out
    messages:
      wantsMessages &&
      query.status.length === 0 &&
      !query.sharer &&
      !query.res_patient_name &&
      !query.res_dossier &&
      patientFilterOf(query) === undefined,
    ...(named ? { types } : {}),
  };
}

/**
 * `GET /api/feed` (000 §7, docs/DECISIONS.md "Documents"): the documents the actor can read — created by
 * them or shared with them, and those of the users they manage — and the messages they sent or
 * received, newest `lastUpdate` first (oldest first with `order=asc`), at most `limit`,
 * strictly beyond `fromDate` in that order when given. Each document carries the caller's
 * `unreadMessages` about it and `receivedBy` (which of the caller's users it was shared with). Profile pictures and publication slots are left out; no item
 * carries file data, an image carries its thumbnail. `creator` filters documents by creator and
 * messages by sender; `res_dossier` documents by their patient. E-mails whose subject starts with
 * HNET, and documents of OPMARKET or PUBLIC directories, are never in it (000 §9).
 * With `directory`, a folder's feed (`GET /api/feed/directory/{id}`, the directory checked by the
 * caller): only the documents the actor's users filed in it, no messages; « Résultats d'analyse »
 * (`LAB_RESULTS_FOLDER`) also lists the lab results shared with them (issue 18 §4).
 * With `members_only` (not in a folder's feed), a group manager's « Groupe » (issue 21 §1): only
 * the documents shared with the users it manages, not its own, none it created, no messages —
 * paged by the server, so a page is full while there is more; [] for a caller managing nobody.
 */
export async function readFeed(
  ctx: AppContext,
  actor: Actor,
  query: FeedQuery,
  directory?: string,
): Promise<FeedItem[]> {
  // a group manager's « Groupe »: its members' received documents, none it created (issue 21 §1)
  const membersOnly = query.members_only && !directory;
  const plan = membersOnly ? { ...planOf(query), messages: false } : planOf(query);
  const owners = membersOnly ? [...actor.managed] : [...actor.actsFor];
  if (owners.length === 0) return [];
  // `res_dossier` is a patient's folder: her documents, as `creator` gives them
  if (query.creator && query.res_dossier && query.creator !== query.res_dossier) return [];
  const creator = query.creator ?? query.res_dossier;
  const patient = patientFilterOf(query);
  const creators = plan.documents && !directory ? await creatorsOf(ctx, query, creator) : undefined;
  const rows = await feedRepository.page(ctx.plannedOnceDb, {
    owners,
    limit: query.limit,
    order: query.order,
    before: query.fromDate ? new Date(query.fromDate) : undefined,
    documents: plan.documents && {
      statuses: query.status.length > 0 ? query.status : undefined,
      types: plan.types,
      creator,
      ...(creators ? { creators } : {}),
      sharer: query.sharer,
      patientName: query.res_patient_name,
      ...(patient ? { patient } : {}),
      ...(directory ? { directory } : {}),
      ...(directory === LAB_RESULTS_FOLDER ? { sharedLabResults: true } : {}),
      ...(membersOnly ? { receivedOnly: { notCreator: actor.id } } : {}),
    },
    messages: !directory && plan.messages && { sender: query.creator },
  });
  return rows.map(toFeedItem);
}

/** The wire form of a feed row: a document with its counts, or a message. */
function toFeedItem(row: FeedRow): FeedItem {
  if (row.document) {
    return {
      ...toDocumentDto(row.document, {
        sharers: row.document.sharers,
        creator: toUserSummary(row.person),
      }),
      unreadMessages: row.document.unreadMessages,
      receivedBy: toUserSummary(row.receivedBy),
    };
  }
  if (!row.message) throw new Error("feed row without document or message");
  return toMessageDto(row.message, {
    recipients: row.message.recipients,
    senderInfo: toUserSummary(row.person),
  });
}

/**
 * `GET /ws/count/docs` (000 §7): the documents the actor (or a user they manage) created or had
 * shared with them, counted by status, for the dashboard tabs, and the unread messages about
 * them (`unreadMessages`, the « Messages » tab); `type` and `status` narrow the count (the schema
 * has already refused unknown values with a 400), `type` the unread messages too.
 */
export async function countReceived(
  ctx: AppContext,
  actor: Actor,
  query: CountDocsQuery,
): Promise<DocumentCountAnswer> {
  const owners = [...actor.actsFor];
  const [count, unreadMessages] = await Promise.all([
    countRepository.byStatus(ctx.db, owners, { types: query.type, statuses: query.status }),
    countRepository.unreadMessages(ctx.db, owners, { types: query.type }),
  ]);
  return { count, unreadMessages };
}
