import type { FastifyInstance } from "fastify";
import { ordersApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  cartOffer,
  counterSetting,
  createOrder,
  payOrderAtCounter,
  setCounterSetting,
  deliveryQuotation,
  listOrders,
  quoteCart,
  setOrderStatus,
} from "./orders.service.js";

/** Cart and order routes (001 §7 "Marketplace", issue 11 §2), from `ordersApi`. */
export function registerOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(ordersApi.create, ({ actor, body }) => createOrder(ctx, actor, body));
  route.user(ordersApi.payAtCounter, ({ actor, params }) =>
    payOrderAtCounter(ctx, actor, params.id),
  );
  route.user(ordersApi.counterPayment, ({ actor }) => counterSetting(ctx, actor));
  route.user(ordersApi.setCounterPayment, ({ actor, body }) => setCounterSetting(ctx, actor, body));
  route.user(ordersApi.setStatus, ({ actor, params, body }) =>
    setOrderStatus(ctx, actor, params.id, body.status),
  );
  route.user(ordersApi.ofPatient, ({ actor, params }) =>
    listOrders(ctx, actor, "patient", params.id),
  );
  route.user(ordersApi.ofPharmacy, ({ actor, params }) =>
    listOrders(ctx, actor, "pharmacy", params.id),
  );
  route.user(ordersApi.quote, ({ actor, body }) => quoteCart(ctx, actor, body.vendor, body.cart));
  route.user(ordersApi.offer, ({ actor, query }) => cartOffer(ctx, actor, query));
  route.user(ordersApi.deliveryQuotation, ({ actor, body }) => deliveryQuotation(ctx, actor, body));
}
