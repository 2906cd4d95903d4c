import type { DocumentCountAnswer } from "./dto.js";
import {
  DOCUMENT_STATUSES,
  PROCESSED_STATUSES,
  RENEWAL_STATUSES,
  type DocumentStatus,
} from "./status.js";
import type { DocumentType } from "./types.js";

/** Every pro dashboard state of 000 §2 "Pro dashboard states", in the spec's order. */
export const PRO_DASHBOARD_STATES = [
  "DASHBOARD",
  "DOCS_PRESC_ONLY",
  "DOCS_PROCESSING_ONLY",
  "DOCS_PROCESSED_ONLY",
  "DOCS_RESULTS_READY_ONLY",
  "DOCS_RESULTS_OPENED_ONLY",
  "DOCS_NEW_ONLY",
  "DOCS_MESSAGES_ONLY",
  "DOCS_RENEW_ONLY",
  "DOCS_PATIENT_FILTER",
  "DOCS_HPRIM_ONLY",
  "DOCS_ALL",
  "DIRECTORY_PRO",
  "PROFILE",
  "OP_MARKETING",
  "MANAGER_GROUP",
] as const;
/** A state of the pro dashboard (000 §2). */
export type ProDashboardState = (typeof PRO_DASHBOARD_STATES)[number];

/**
 * The states that are a list of documents or messages (the others open another page:
 * DIRECTORY_PRO the directory, PROFILE the pro profile, OP_MARKETING the marketing operations).
 * MANAGER_GROUP is a group manager's list of its member establishments' documents (issue 21 §1).
 */
export type DashboardListState = Exclude<
  ProDashboardState,
  "DIRECTORY_PRO" | "PROFILE" | "OP_MARKETING"
>;

/** True for the states listing documents or messages (see `DashboardListState`). */
export function isDashboardListState(state: string): state is DashboardListState {
  return (
    (PRO_DASHBOARD_STATES as readonly string[]).includes(state) &&
    !["DIRECTORY_PRO", "PROFILE", "OP_MARKETING"].includes(state)
  );
}

/**
 * The pages the link states open (000 §2: the pro directory, the pro profile, and for a pharmacy
 * or a group manager the marketing operations, issue 21 §4).
 */
export const DASHBOARD_LINK_STATES = {
  DIRECTORY_PRO: "/annuaire",
  PROFILE: "/profil-pro",
  OP_MARKETING: "/liste-ops",
} as const;

/** Prescriptions a pharmacy handles: drugs and medical devices (000 §3 document types). */
export const PRESCRIPTION_TYPES: readonly DocumentType[] = ["PRESC_DRUG", "PRESC_MTL"];
/** Lab results, HPRIM files included (000 §3 "HPRIM document" is an ANALYS_RES). */
export const HPRIM_TYPES: readonly DocumentType[] = ["ANALYS_RES"];
/** What the optician dashboard lists (000 §2 optician dashboard): optical prescriptions. */
export const OPTICIAN_TYPES: readonly DocumentType[] = ["PRESC_OPT"];

/**
 * Query of `GET /api/feed` for a state, with the parameters the feed has (explicit status and
 * type lists; comma-separated as on the wire).
 */
export interface DashboardFeedQuery {
  status?: string;
  type?: string;
  messages_only?: true;
  /** A group manager's « Groupe »: its members' received documents, not its own (issue 21 §1). */
  members_only?: true;
  order?: "asc";
  res_patient_name?: string;
}

/** Query of `GET /ws/count/docs` (000 §7): always `filter=on`, optionally a type list. */
export interface DashboardCountQuery {
  filter: "on";
  type?: string;
}

/**
 * What a state asks the server: its feed query and, for the tabs that show a count, the count
 * query with the statuses whose `nb` add up to the tab's number (`undefined`: every status).
 */
export interface DashboardStatePlan {
  feed: DashboardFeedQuery;
  /**
   * The tab's number: the documents of `statuses` (every status when absent) in the answer of
   * `query`, or its `unreadMessages` when `unreadMessages` (the « Messages » tab).
   */
  count: {
    query: DashboardCountQuery;
    statuses?: readonly DocumentStatus[];
    unreadMessages?: true;
  } | null;
}

interface StateDefinition {
  statuses?: readonly DocumentStatus[];
  types?: readonly DocumentType[];
  messagesOnly?: true;
  membersOnly?: true;
  oldestFirst?: true;
}

/**
 * Each list state's statuses and types (000 §2, §4 feed groups): the queue « À traiter » is what
 * waits, NEW and PROCESSING, oldest first; « Traités » the processed group; « Renouvellements »
 * the renewals group; DOCS_PATIENT_FILTER every document of one patient.
 */
const STATES: Record<DashboardListState, StateDefinition> = {
  DASHBOARD: { statuses: ["NEW", "PROCESSING"], oldestFirst: true },
  DOCS_PRESC_ONLY: { types: PRESCRIPTION_TYPES },
  DOCS_PROCESSING_ONLY: { statuses: ["PROCESSING"] },
  DOCS_PROCESSED_ONLY: { statuses: PROCESSED_STATUSES },
  DOCS_RESULTS_READY_ONLY: { statuses: ["RESULTS_READY"] },
  DOCS_RESULTS_OPENED_ONLY: { statuses: ["RESULTS_OPENED"] },
  DOCS_NEW_ONLY: { statuses: ["NEW"] },
  DOCS_MESSAGES_ONLY: { messagesOnly: true },
  DOCS_RENEW_ONLY: { statuses: RENEWAL_STATUSES },
  DOCS_PATIENT_FILTER: {},
  DOCS_HPRIM_ONLY: { types: HPRIM_TYPES },
  DOCS_ALL: {},
  MANAGER_GROUP: { membersOnly: true },
};

/** Options of `dashboardPlan`. */
export interface DashboardPlanOptions {
  /** The patient searched (first or last name's start); ignored under Messages. */
  patientName?: string;
  /** Types the whole dashboard is limited to (the optician dashboard: PRESC_OPT). */
  types?: readonly DocumentType[];
}

/**
 * The one mapping of a dashboard state to its server queries (000 §2 states, §7 feed and
 * counts): the feed query of its list and the count query of its tab label. Messages count their
 * unread messages (`unreadMessages` of `count/docs`); the patient filter has no count (a count
 * per name would be one request per keystroke).
 */
export function dashboardPlan(
  state: DashboardListState,
  options: DashboardPlanOptions = {},
): DashboardStatePlan {
  const definition = STATES[state];
  const types = definition.types ?? options.types;
  const typeList = types?.length ? types.join(",") : undefined;
  if (definition.messagesOnly) {
    return {
      feed: { messages_only: true },
      count: {
        query: { filter: "on", ...(typeList ? { type: typeList } : {}) },
        unreadMessages: true,
      },
    };
  }
  const name = options.patientName?.trim();
  const feed: DashboardFeedQuery = {
    ...(definition.statuses ? { status: definition.statuses.join(",") } : {}),
    ...(typeList ? { type: typeList } : {}),
    ...(definition.oldestFirst ? { order: "asc" as const } : {}),
    ...(definition.membersOnly ? { members_only: true as const } : {}),
    ...(name ? { res_patient_name: name } : {}),
  };
  // a manager's group list has no count: the counts also hold the manager's own publications
  if (state === "DOCS_PATIENT_FILTER" || state === "MANAGER_GROUP") return { feed, count: null };
  return {
    feed,
    count: {
      query: { filter: "on", ...(typeList ? { type: typeList } : {}) },
      ...(definition.statuses ? { statuses: definition.statuses } : {}),
    },
  };
}

/**
 * The statuses a state lists, or undefined when it lists every status (so a document whose new
 * status leaves the list can be dropped from it at once).
 */
export function statusesOfState(state: DashboardListState): readonly DocumentStatus[] | undefined {
  return STATES[state].statuses;
}

/** True for the states listed oldest first (the queue, where the longest waiting comes first). */
export function isOldestFirst(state: DashboardListState): boolean {
  return STATES[state].oldestFirst === true;
}

/**
 * A tab's number from the answer of its count query: its `unreadMessages` for the « Messages »
 * tab, otherwise the sum of the `{id: status, nb}` rows' `nb` over the plan's statuses, or over
 * every row when the plan names none; rows whose id is not a status are ignored.
 */
export function countOf(
  plan: DashboardStatePlan,
  answer: DocumentCountAnswer | undefined,
): number | undefined {
  if (!plan.count || !answer) return undefined;
  if (plan.count.unreadMessages) return answer.unreadMessages;
  const counts = answer.count;
  const statuses: readonly string[] = plan.count.statuses ?? DOCUMENT_STATUSES;
  return counts
    .filter((count) => statuses.includes(count.id))
    .reduce((sum, count) => sum + count.nb, 0);
}
