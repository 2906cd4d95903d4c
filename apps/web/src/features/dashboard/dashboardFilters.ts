import {
  PROCESSED_STATUSES,
  type DashboardFilter,
  type DocumentStatus,
  type FeedItem,
  type UserType,
} from "@reseau/shared";
import { isMessage, type FeedFilter } from "../feed/feedQueries";

/** The dashboard states offered to a pharmacy (000 §2 "Pro dashboard states"), in tab order. */
export const DASHBOARD_TABS = [
  { value: "DASHBOARD", label: "Tableau de bord" },
  { value: "DOCS_NEW_ONLY", label: "Nouveaux" },
  { value: "DOCS_PROCESSING_ONLY", label: "En cours" },
  { value: "DOCS_PROCESSED_ONLY", label: "Traités" },
  { value: "DOCS_ALL", label: "Tous" },
] as const satisfies readonly { value: DashboardFilter; label: string }[];

/** A dashboard state the tabs offer. */
export type DashboardTab = (typeof DASHBOARD_TABS)[number]["value"];

/** Items asked for per page: a pharmacist handles about 40 prescriptions a morning. */
export const DASHBOARD_PAGE_SIZE = 50;

/**
 * The `GET /api/feed` filter of a dashboard state: status lists for New / In progress /
 * Processed (000 §4 feed groups); none for the overview and "Tous".
 */
export function feedFilterFor(tab: DashboardTab): FeedFilter {
  switch (tab) {
    case "DOCS_NEW_ONLY":
      return { status: "NEW" };
    case "DOCS_PROCESSING_ONLY":
      return { status: "PROCESSING" };
    case "DOCS_PROCESSED_ONLY":
      return { status: PROCESSED_STATUSES.join(",") };
    default:
      return {};
  }
}

/**
 * Whether a feed item is listed in a state: documents always; messages only on the overview, and
 * only those others sent (the pharmacy's own status messages would double every row).
 */
export function showsItem(tab: DashboardTab, item: FeedItem, userId: string): boolean {
  if (!isMessage(item)) return true;
  return tab === "DASHBOARD" && item.sender !== userId;
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
  // laboratories change the status directly (000 §4)
  return status === "PROCESSING" && type !== "labo" && type !== "grp_lab";
}
