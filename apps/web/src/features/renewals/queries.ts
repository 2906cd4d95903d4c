import {
  documentsApi,
  isRenewablePrescription,
  RENEWABLE_TYPES,
  type DocumentDto,
  type FeedItem,
  renewalsApi,
  type PlaceOrderBody,
  type RenewalOrderDto,
  type RenewalOrderStatus,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { isDocument, useFeed } from "../feed/queries";

/** Root key of renewal orders; every renewal change (and `newMsg`, `updateDoc`) refreshes it. */
const RENEWALS_KEY = [QUERY_ROOTS.renewals] as const;

/** `GET /api/orders` (issue 10 §3): my orders, a patient's own or a pharmacy's to prepare. */
export function useOrders(statuses?: readonly RenewalOrderStatus[]) {
  const status = statuses?.join(",");
  return useQuery({
    queryKey: [...RENEWALS_KEY, "list", status ?? "all"],
    queryFn: ({ signal }) => call(renewalsApi.list, { query: status ? { status } : {}, signal }),
    meta: { context: "renewal orders" },
  });
}

/**
 * The patient's prescriptions she may order renewals of (`isRenewablePrescription`: shared with
 * someone, no renewal running), from her feed without data, 100 at most. A paged feed list like
 * every query under the feed's root, so a live `updateDoc` puts a document's new status in it
 * (an order just placed leaves it); the server answers 400 when none of the recipients renews.
 */
export function useSharedPrescriptions() {
  const feed = useFeed("renewable", { type: RENEWABLE_TYPES.join(","), nodata: "true" }, 100);
  return { ...feed, data: feed.isPending ? undefined : feed.items.filter(isRenewableItem) };
}

function isRenewableItem(item: FeedItem): item is DocumentDto {
  return isDocument(item) && isRenewablePrescription(item);
}

/** The search parameter naming the prescription to renew (`/renouveler?ordonnance=<id>`). */
export const ORDONNANCE_PARAM = "ordonnance";

/**
 * The renewal process with `iddocument` already picked: where a renewable prescription's card
 * « Renouveler » leads (issue 18 §4).
 */
export function renewalPagePath(iddocument: string): string {
  return `/renouveler?${new URLSearchParams({ [ORDONNANCE_PARAM]: iddocument }).toString()}`;
}

/** `POST /api/documents/{id}/order`. */
export function placeOrder(iddocument: string, body: PlaceOrderBody): Promise<RenewalOrderDto> {
  return call(renewalsApi.place, { params: { id: iddocument }, body });
}

/** `POST /api/documents/{id}/order/confirm`. */
export function confirmOrder(iddocument: string): Promise<RenewalOrderDto> {
  return call(renewalsApi.confirm, { params: { id: iddocument } });
}

/** `POST /api/documents/{id}/order/reject {reason}`. */
export function rejectOrder(iddocument: string, reason: string): Promise<RenewalOrderDto> {
  return call(renewalsApi.reject, { params: { id: iddocument }, body: { reason } });
}

/** `POST /api/documents/{id}/order/read`. */
export function readOrder(iddocument: string): Promise<RenewalOrderDto> {
  return call(renewalsApi.read, { params: { id: iddocument } });
}

/** `DELETE /api/documents/{id}/order`. */
export function cancelOrder(iddocument: string): Promise<void> {
  return call(renewalsApi.cancel, { params: { id: iddocument } });
}

/** The usual status action with READY (000 §4): the renewal is prepared, the patient told. */
export function markReady(iddocument: string) {
  return call(documentsApi.changeStatus, { params: { id: iddocument }, body: { status: "READY" } });
}
