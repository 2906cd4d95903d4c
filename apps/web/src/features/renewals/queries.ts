import {
  documentsApi,
  renewalsApi,
  type PlaceOrderBody,
  type RenewalOrderDto,
  type RenewalOrderStatus,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

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

/** Prescription types a patient may renew: drugs, medical equipment, optics. */
const PRESCRIPTION_TYPES = "PRESC_DRUG,PRESC_MTL,PRESC_OPT";

/**
 * The patient's prescriptions shared with someone (the feed, without data): what the renewal
 * process offers; the server answers 400 when none of the recipients renews.
 */
export function useSharedPrescriptions() {
  return useQuery({
    queryKey: [QUERY_ROOTS.feed, "renewable"],
    queryFn: async ({ signal }) => {
      const items = await call(documentsApi.feed, {
        query: { type: PRESCRIPTION_TYPES, nodata: "true", limit: 100 },
        signal,
      });
      return items.filter(
        (item): item is Extract<typeof item, { sharers: string[] }> =>
          item.type !== "MESSAGE" && "sharers" in item && item.sharers.length > 0,
      );
    },
    meta: { context: "renewable prescriptions" },
  });
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
