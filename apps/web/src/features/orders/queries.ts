import {
  ordersApi,
  type CartLine,
  type CounterPaymentSetting,
  type InputOf,
  type MarketOrder,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Root key of marketplace orders; an `order` event on `/market` refreshes it. */
const MARKET_ORDERS_KEY = [QUERY_ROOTS.marketOrders] as const;

/** `GET /market/orders/patient/{id}` or `/pharmacy/{id}`: my orders, newest first. */
export function useMarketOrders(side: "patient" | "pharmacy", id: string | undefined) {
  return useQuery({
    queryKey: [...MARKET_ORDERS_KEY, side, id],
    queryFn: ({ signal }) =>
      call(side === "patient" ? ordersApi.ofPatient : ordersApi.ofPharmacy, {
        params: { id: id ?? "" },
        signal,
      }),
    enabled: Boolean(id),
    meta: { context: "market orders" },
  });
}

/** `GET /market/cart/offer?name=`: my pharmacy's products in stock matching `name`. */
export function useCartOffer(name: string, enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.marketOrders, "offer", name],
    queryFn: ({ signal }) => call(ordersApi.offer, { query: name ? { name } : {}, signal }),
    enabled,
    meta: { context: "cart offer" },
  });
}

/** `POST /market/cart/quote`: the cart priced now by the server. */
export function quoteCart(vendor: string, cart: CartLine[]) {
  return call(ordersApi.quote, { body: { vendor, cart } });
}

/**
 * `POST /market/mp/order`: orders the cart for pickup; `payAtCounter` (issue 20 §1) pays at the
 * counter instead of by card where the pharmacy accepts it.
 */
export function createOrder(body: InputOf<typeof ordersApi.create.body>): Promise<MarketOrder> {
  return call(ordersApi.create, { body });
}

/** `POST /market/mp/order/{id}/pay-at-counter`: my unpaid order, paid at the counter instead. */
export function payOrderAtCounter(id: string): Promise<MarketOrder> {
  return call(ordersApi.payAtCounter, { params: { id } });
}

/** The pharmacy's own « Paiement au comptoir accepté » (`GET /market/orders/counter-payment`). */
export function useCounterSetting(enabled = true) {
  return useQuery({
    queryKey: [...MARKET_ORDERS_KEY, "counter-payment"],
    queryFn: ({ signal }) => call(ordersApi.counterPayment, { signal }),
    enabled,
    meta: { context: "counter payment setting" },
  });
}

/** Sets the pharmacy's « Paiement au comptoir accepté » (`PUT /market/orders/counter-payment`). */
export function setCounterSetting(body: CounterPaymentSetting): Promise<CounterPaymentSetting> {
  return call(ordersApi.setCounterPayment, { body });
}

/** `POST /market/orders/{id}/status`. */
export function setOrderStatus(
  id: string,
  status: "READY" | "DELIVRED" | "CANCELED",
): Promise<MarketOrder> {
  return call(ordersApi.setStatus, { params: { id }, body: { status } });
}
