import {
  needsFirstName,
  PROCESSED_STATUSES,
  type DocumentCount,
  type DashboardFilter,
  type DocumentStatus,
  type FeedItem,
  type UserType,
} from "@reseau/shared";
import { isMessage, type FeedFilter } from "../feed/queries";

/** The dashboard states offered to a pharmacy (000 §2 "Pro dashboard states"), in tab order. */
export const DASHBOARD_TABS = [
  { value: "DASHBOARD", label: "Tableau de bord" },
  { value: "DOCS_NEW_ONLY", label: "Nouveaux" },
  { value: "DOCS_PROCESSING_ONLY", label: "En cours" },
  { value: "DOCS_PROCESSED_ONLY", label: "Traités" },
  { value: "DOCS_MESSAGES_ONLY", label: "Messages" },
  { value: "DOCS_ALL", label: "Tous" },
] as const satisfies readonly { value: DashboardFilter; label: string }[];

/** A dashboard state the tabs offer. */
export type DashboardTab = (typeof DASHBOARD_TABS)[number]["value"];

/** Items asked for per page: a pharmacist handles about 40 prescriptions a morning. */
export const DASHBOARD_PAGE_SIZE = 50;

/** The statuses each tab lists (000 §4 feed groups), for the feed filter and the tab's count. */
const TAB_STATUSES: Partial<Record<DashboardTab, readonly DocumentStatus[]>> = {
  DOCS_NEW_ONLY: ["NEW"],
  DOCS_PROCESSING_ONLY: ["PROCESSING"],
  DOCS_PROCESSED_ONLY: PROCESSED_STATUSES,
};

/**
 * The `GET /api/feed` filter of a dashboard state: status lists for New / In progress /
 * Processed (000 §4 feed groups), `messages_only` for Messages; none for the overview and "Tous".
 */
export function feedFilterFor(tab: DashboardTab): FeedFilter {
  if (tab === "DOCS_MESSAGES_ONLY") return { messages_only: true };
  const statuses = TAB_STATUSES[tab];
  return statuses ? { status: statuses.join(",") } : {};
}

/**
 * Whether a feed item is listed in a state. Documents everywhere but under Messages; messages
 * only on the overview and under Messages, and only those others sent (the pharmacy's own
 * status messages would double every row).
 */
export function showsItem(tab: DashboardTab, item: FeedItem, userId: string): boolean {
  if (!isMessage(item)) return tab !== "DOCS_MESSAGES_ONLY";
  return (tab === "DASHBOARD" || tab === "DOCS_MESSAGES_ONLY") && item.sender !== userId;
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
  tab: (typeof DASHBOARD_TABS)[number],
  counts: readonly DocumentCount[] | undefined,
): string {
  const count = tabCount(tab.value, counts);
  return count === undefined ? tab.label : `${tab.label} (${count})`;
}

/** The statuses offered in the status menu (000 §4 "Status-change action"), in menu order. */
export function statusActionsFor(type: UserType): readonly DocumentStatus[] {
  if (type === "labo" || type === "grp_lab") {
    return ["PROCESSING", "RESULTS_READY", "UNREADABLE", "CANCELED"];
  }
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

/** Statuses that ask something before being set: the first name, or the amount left to pay. */
export function needsPrompt(status: DocumentStatus, type: UserType): boolean {
  if (status === "AWAITING_PAYMENT") return true;
  // the dialog is where the first name is typed (laboratories change the status directly)
  return needsFirstName(status, type);
}
