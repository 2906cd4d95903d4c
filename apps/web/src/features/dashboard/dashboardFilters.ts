import {
  isOpticianProfession,
  needsFirstName,
  PROCESSED_STATUSES,
  type DashboardFilter,
  type DocumentCount,
  type DocumentStatus,
  type FeedItem,
  type PublicUser,
  type UserType,
} from "@reseau/shared";
import { isMessage, type FeedFilter } from "../feed/queries";

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

/** A dashboard state the tabs may offer. */
export type DashboardTab = Extract<
  DashboardFilter,
  | "DASHBOARD"
  | "DOCS_NEW_ONLY"
  | "DOCS_PROCESSING_ONLY"
  | "DOCS_PROCESSED_ONLY"
  | "DOCS_RESULTS_READY_ONLY"
  | "DOCS_MESSAGES_ONLY"
  | "DOCS_ALL"
>;

const QUEUE = { value: "DASHBOARD", label: "À traiter" } as const;
const MESSAGES = { value: "DOCS_MESSAGES_ONLY", label: "Messages" } as const;
const ALL = { value: "DOCS_ALL", label: "Tous" } as const;

/**
 * The tabs of each role, the first being where the dashboard opens: the queue of what waits
 * (NEW and PROCESSING, oldest first) for those who process documents; a doctor, who has no
 * queue, opens on every document received.
 */
export const TABS_OF_ROLE: Record<DashboardRole, readonly DashboardTabInfo[]> = {
  pharmacy: [
    QUEUE,
    { value: "DOCS_NEW_ONLY", label: "Nouveaux" },
    { value: "DOCS_PROCESSING_ONLY", label: "En cours" },
    { value: "DOCS_PROCESSED_ONLY", label: "Traités" },
    MESSAGES,
    ALL,
  ],
  optician: [
    QUEUE,
    { value: "DOCS_PROCESSING_ONLY", label: "En cours" },
    { value: "DOCS_PROCESSED_ONLY", label: "Traités" },
    MESSAGES,
    ALL,
  ],
  laboratory: [
    QUEUE,
    { value: "DOCS_RESULTS_READY_ONLY", label: "Résultats prêts" },
    MESSAGES,
    ALL,
  ],
  doctor: [{ value: "DOCS_ALL", label: "Documents reçus" }, MESSAGES],
};

/** Items asked for per page: a pharmacist handles about 40 prescriptions a morning. */
export const DASHBOARD_PAGE_SIZE = 50;

/** The statuses each tab lists (000 §4 feed groups), for the feed filter and the tab's count. */
const TAB_STATUSES: Partial<Record<DashboardTab, readonly DocumentStatus[]>> = {
  DASHBOARD: ["NEW", "PROCESSING"],
  DOCS_NEW_ONLY: ["NEW"],
  DOCS_PROCESSING_ONLY: ["PROCESSING"],
  DOCS_PROCESSED_ONLY: PROCESSED_STATUSES,
  DOCS_RESULTS_READY_ONLY: ["RESULTS_READY", "RESULTS_OPENED"],
};

/** True for the tabs listed oldest first: the queue, where the longest waiting comes first. */
export function isQueueTab(tab: DashboardTab): boolean {
  return tab === "DASHBOARD";
}

/**
 * The `GET /api/feed` filter of a dashboard state: the queue asks NEW and PROCESSING oldest first
 * (`order=asc`); New / In progress / Processed their statuses (000 §4 feed groups); Messages
 * `messages_only`; "Tous" everything. `patientName` searches the patient (not under Messages).
 */
export function feedFilterFor(tab: DashboardTab, patientName = ""): FeedFilter {
  if (tab === "DOCS_MESSAGES_ONLY") return { messages_only: true };
  const statuses = TAB_STATUSES[tab];
  const name = patientName.trim();
  return {
    ...(statuses ? { status: statuses.join(",") } : {}),
    ...(isQueueTab(tab) ? { order: "asc" as const } : {}),
    ...(name ? { res_patient_name: name } : {}),
  };
}

/**
 * Whether a feed item is listed in a state: documents everywhere but under Messages; messages
 * only under Messages, and only those others sent (the pharmacy's own status messages would
 * double every row).
 */
export function showsItem(tab: DashboardTab, item: FeedItem, userId: string): boolean {
  if (!isMessage(item)) return tab !== "DOCS_MESSAGES_ONLY";
  return tab === "DOCS_MESSAGES_ONLY" && item.sender !== userId;
}

/**
 * How many received documents a tab lists, from `GET /ws/count/docs` (`{id: status, nb}`):
 * "Traités" adds up READY, CANCELED, DELIVERY and DELIVERED. undefined for a tab without a
 * count or while the counts are unknown.
 */
function tabCount(
  tab: DashboardTab,
  counts: readonly DocumentCount[] | undefined,
): number | undefined {
  const statuses = TAB_STATUSES[tab];
  if (!statuses || !counts) return undefined;
  return counts
    .filter((count) => (statuses as readonly string[]).includes(count.id))
    .reduce((sum, count) => sum + count.nb, 0);
}

/** A tab's label with its count when known: "Nouveaux (3)". */
export function tabLabel(
  tab: DashboardTabInfo,
  counts: readonly DocumentCount[] | undefined,
): string {
  const count = tabCount(tab.value, counts);
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
    return { take: "PROCESSING", done: "RESULTS_READY", doneLabel: "Résultat prêt" };
  }
  return { take: "PROCESSING", done: "READY", doneLabel: "Prête" };
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
  if (type === "grp_pharm") return "Pharmacie";
  if (type === "grp_lab") return "Laboratoire";
  return null;
}

/** What an empty list says, per tab and role. */
export function emptyTextOf(tab: DashboardTab, role: DashboardRole, searching: boolean): string {
  if (searching) return "Aucun document de ce patient ici.";
  if (tab === "DOCS_MESSAGES_ONLY") return "Aucun message.";
  if (isQueueTab(tab)) return "Rien à traiter\u00a0: tout est à jour.";
  if (role === "doctor") {
    return "Aucun document reçu. Les documents que vos patients vous partagent apparaîtront ici.";
  }
  return "Aucun document.";
}
