import {
  DASHBOARD_LINK_STATES,
  dashboardPlan,
  DOCUMENT_STATUS_LABELS,
  isOldestFirst,
  isOpticianProfession,
  MANAGER_TYPES,
  needsFirstName,
  PATIENT_STATUS_LABELS,
  statusesOfState,
  TEXTS,
  type DashboardListState,
  type DocumentStatus,
  type DocumentType,
  type FeedItem,
  type PublicUser,
  type UserType,
} from "@reseau/shared";
import { isMessage, type FeedFilter } from "../feed/queries";
import { usesPage } from "../session/startPages";

/**
 * Who the dashboard is for (000 §2 "Start and root pages": pharmacy, optician and laboratory
 * dashboards): a pharmacy or its group, a laboratory or its group, an optician, another
 * professional (a doctor).
 */
export type DashboardRole = "pharmacy" | "laboratory" | "optician" | "doctor";

/** The dashboard's role of a pro-app user (docs/DECISIONS.md "The pharmacist's work queue"). */
export function dashboardRoleOf(user: Pick<PublicUser, "type" | "profession">): DashboardRole {
  if (user.type === "labo" || user.type === "grp_lab") return "laboratory";
  if (user.type === "professional") {
    return isOpticianProfession(user.profession) ? "optician" : "doctor";
  }
  return "pharmacy";
}

/** One tab of the dashboard: a state of 000 §2 with its French label. */
export interface DashboardTabInfo {
  value: DashboardTab;
  label: string;
}

/** A dashboard state the tabs may offer: one listing documents or messages (000 §2). */
export type DashboardTab = DashboardListState;

const STATE_LABELS = TEXTS.dashboard.states;
const tab = (value: DashboardTab, label: string = STATE_LABELS[value]): DashboardTabInfo => ({
  value,
  label,
});

/**
 * The tabs of each role, the first being where the dashboard opens: the queue of what waits
 * (NEW and PROCESSING, oldest first) for those who process documents; a doctor, who has no
 * queue, opens on every document received. The patient filter (DOCS_PATIENT_FILTER) is added
 * when a patient is asked for (`?patient=`); the link states (directory, pro profile) are links.
 */
const TABS_OF_ROLE: Record<DashboardRole, readonly DashboardTabInfo[]> = {
  pharmacy: [
    tab("DASHBOARD"),
    tab("DOCS_NEW_ONLY"),
    tab("DOCS_PROCESSING_ONLY"),
    tab("DOCS_PROCESSED_ONLY"),
    tab("DOCS_PRESC_ONLY"),
    tab("DOCS_RENEW_ONLY"),
    tab("DOCS_MESSAGES_ONLY"),
    tab("DOCS_ALL"),
  ],
  optician: [
    tab("DASHBOARD"),
    tab("DOCS_NEW_ONLY"),
    tab("DOCS_PROCESSING_ONLY"),
    tab("DOCS_PROCESSED_ONLY"),
    tab("DOCS_MESSAGES_ONLY"),
    tab("DOCS_ALL"),
  ],
  laboratory: [
    tab("DASHBOARD"),
    tab("DOCS_HPRIM_ONLY"),
    tab("DOCS_RESULTS_READY_ONLY"),
    tab("DOCS_RESULTS_OPENED_ONLY"),
    tab("DOCS_MESSAGES_ONLY"),
    tab("DOCS_ALL"),
  ],
  doctor: [
    tab("DOCS_ALL", TEXTS.dashboard.doctorAll),
    tab("DOCS_PRESC_ONLY"),
    tab("DOCS_HPRIM_ONLY"),
    tab("DOCS_MESSAGES_ONLY"),
  ],
};

/**
 * The tabs of a user (000 §2): its role's, and for a group manager (grp_pharm, grp_lab) first
 * MANAGER_GROUP « Groupe », its member establishments' documents, where its dashboard opens.
 */
export function tabsOf(user: Pick<PublicUser, "type" | "profession">): readonly DashboardTabInfo[] {
  const tabs = TABS_OF_ROLE[dashboardRoleOf(user)];
  return MANAGER_TYPES.includes(user.type) ? [tab("MANAGER_GROUP"), ...tabs] : tabs;
}

/**
 * The link states of 000 §2 a pro dashboard offers: the pro directory and the pro profile to
 * everyone; OP_MARKETING (`/liste-ops`) to those who use the marketing operations (a pharmacy,
 * a group manager: issue 21 §4).
 */
export function linkTabsOf(user: Pick<PublicUser, "type" | "profession">) {
  const states = usesPage(user, "operations")
    ? (["DIRECTORY_PRO", "PROFILE", "OP_MARKETING"] as const)
    : (["DIRECTORY_PRO", "PROFILE"] as const);
  return states.map((state) => ({
    state,
    label: STATE_LABELS[state],
    to: DASHBOARD_LINK_STATES[state],
  }));
}

/** The patient filter's tab: « Patient : Durand ». */
export function patientTabLabel(name: string): string {
  return `${STATE_LABELS.DOCS_PATIENT_FILTER}\u00a0: ${name}`;
}

/** Items asked for per page: a pharmacist handles about 40 prescriptions a morning. */
export const DASHBOARD_PAGE_SIZE = 50;

/** True for the tabs listed oldest first: the queue, where the longest waiting comes first. */
export function isQueueTab(tab: DashboardTab): boolean {
  return isOldestFirst(tab);
}

/**
 * The `GET /api/feed` filter of a dashboard state (the shared `dashboardPlan`): the queue asks
 * NEW and PROCESSING oldest first (`order=asc`); the other states their statuses or types;
 * Messages `messages_only`; "Tous" everything. `patientName` searches the patient (not under
 * Messages); `types` limits the whole dashboard (the optician's: PRESC_OPT).
 */
export function feedFilterFor(
  tab: DashboardTab,
  patientName = "",
  types?: readonly DocumentType[],
): FeedFilter {
  return dashboardPlan(tab, { patientName, ...(types ? { types } : {}) }).feed;
}

/** Whether a document of status `status` is still listed in `tab`. */
export function stillListed(tab: DashboardTab, status: string): boolean {
  const statuses: readonly string[] | undefined = statusesOfState(tab);
  return statuses ? statuses.includes(status) : true;
}

/**
 * Whether a feed item is listed in a state: documents everywhere but under Messages; messages
 * only under Messages, and only those others sent (the pharmacy's own status messages would
 * double every row). A manager's « Groupe » lists what the server answers `members_only`: the
 * documents its member establishments received, not its own publications, in full pages.
 */
export function showsItem(tab: DashboardTab, item: FeedItem, userId: string): boolean {
  if (tab === "MANAGER_GROUP") return !isMessage(item);
  if (!isMessage(item)) return tab !== "DOCS_MESSAGES_ONLY";
  return tab === "DOCS_MESSAGES_ONLY" && item.sender !== userId;
}

/** A tab's label with its count when known: "Nouveaux (3)". */
export function tabLabel(tab: DashboardTabInfo, count: number | undefined): string {
  return count === undefined ? tab.label : `${tab.label} (${count})`;
}

/**
 * The statuses offered in the status menu (000 §4 "Status-change action"), in menu order: a
 * laboratory's results workflow, an optician's order of glasses (no renewal, no « Original
 * requis », no delivery), a pharmacy's full list; a doctor none.
 * See docs/DECISIONS.md "The pharmacist's work queue".
 */
export function statusActionsFor(role: DashboardRole): readonly DocumentStatus[] {
  switch (role) {
    case "laboratory":
      return ["PROCESSING", "RESULTS_READY", "UNREADABLE", "CANCELED"];
    case "optician":
      return ["PROCESSING", "READY", "AWAITING_PAYMENT", "CANCELED", "DELIVERED"];
    case "doctor":
      return [];
    case "pharmacy":
      return [
        "PROCESSING",
        "READY",
        "UNREADABLE",
        "REQUEST_ORIGINAL",
        "AWAITING_PAYMENT",
        "DELIVERY",
        "CANCELED",
        "DELIVERED",
      ];
  }
}

/**
 * The one-click actions of a role: « Prendre en charge » (PROCESSING) and « Prête » (READY, or
 * « Résultat prêt » for a laboratory); none for a doctor.
 */
export function quickActionsFor(role: DashboardRole): {
  take: DocumentStatus;
  done: DocumentStatus;
  doneLabel: string;
} | null {
  if (role === "doctor") return null;
  if (role === "laboratory") {
    return {
      take: "PROCESSING",
      done: "RESULTS_READY",
      doneLabel: DOCUMENT_STATUS_LABELS.RESULTS_READY,
    };
  }
  return { take: "PROCESSING", done: "READY", doneLabel: PATIENT_STATUS_LABELS.READY };
}

/** The statuses a document may be taken in charge from: only what nobody handles yet. */
export function canTake(status: string | undefined): boolean {
  return status === "NEW";
}

/** The statuses « Prête » applies to: a document still waiting on the pharmacy. */
export function canFinish(status: string | undefined): boolean {
  return (
    status === "NEW" ||
    status === "PROCESSING" ||
    status === "AWAITING_PAYMENT" ||
    status === "COMMAND" ||
    status === "REQUEST_ORIGINAL"
  );
}

/** Statuses that ask something before being set: the first name, or the amount left to pay. */
export function needsPrompt(status: DocumentStatus, type: UserType): boolean {
  if (status === "AWAITING_PAYMENT") return true;
  // the dialog is where the first name is typed (laboratories change the status directly)
  return needsFirstName(status, type);
}

/** The establishment column of a group manager's view: which pharmacy (or laboratory) received it. */
export function receiverColumnOf(type: UserType): string | null {
  if (type === "grp_pharm") return TEXTS.userKinds.pharmacy;
  if (type === "grp_lab") return TEXTS.userKinds.labo;
  return null;
}

/** What an empty list says, per tab and role. */
export function emptyTextOf(tab: DashboardTab, role: DashboardRole, searching: boolean): string {
  if (searching) return TEXTS.dashboard.emptySearch;
  if (tab === "DOCS_PATIENT_FILTER") return TEXTS.dashboard.patientEmpty;
  if (tab === "DOCS_MESSAGES_ONLY") return TEXTS.dashboard.emptyMessages;
  if (tab === "MANAGER_GROUP") return TEXTS.dashboard.emptyGroup;
  if (isQueueTab(tab)) return TEXTS.dashboard.emptyQueue;
  if (role === "doctor") return TEXTS.dashboard.emptyDoctor;
  return TEXTS.dashboard.empty;
}
