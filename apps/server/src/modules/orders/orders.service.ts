import {
  cartTotals,
  displayName,
  format,
  formatCents,
  orderStatusLabel,
  paidUnitPrice,
  countedDiscount,
  isPrescriptionOnly,
  ORDER_TRANSITIONS,
  TEXTS,
  type CartItem,
  type CartLine,
  type CartOffer,
  type CartQuote,
  type CounterPaymentSetting,
  type CreateOrderInput,
  type DeliveryQuote,
  type MarketOrder,
  type OrderStatus,
  type PharmacyOrderStatus,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest, conflict, notFound } from "../../platform/errors.js";
import type { EventQueue } from "../../platform/events.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { imageUrl, visibleCreators } from "../market/index.js";
import { distanceCourier } from "./courier.js";
import {
  counterSettingPolicy,
  counterSwitch,
  newOrderStatus,
  orderCounterPolicy,
  orderListPolicy,
  orderPlacePolicy,
  orderPolicy,
} from "./orders.policy.js";
import { ordersRepository as repo, type OfferRow, type PartyRow } from "./orders.repository.js";
import { toOrderDto } from "./orders.serialize.js";
import { newPickupCode } from "./pickup-code.js";
import "./orders.events.js";

/** At most this many products in one `GET /market/cart/offer` answer. */
const OFFER_LIMIT = 20;

const toItem = (row: OfferRow): CartItem => ({
  productId: row.productId,
  name: row.name,
  medication: row.medication,
  prescriptionOnly: isPrescriptionOnly(row),
  unitPrice: row.unitPrice,
  discountPrice: countedDiscount(row),
  available: row.available,
  thumb: imageUrl(row.thumb),
});

/** The pharmacy `id`, or a 400 "Cette pharmacie est introuvable." */
async function pharmacyOf(db: Executor, id: string): Promise<PartyRow> {
  const vendor = await repo.party(db, id);
  if (!vendor || vendor.type !== "pharmacy") throw badRequest(TEXTS.orders.vendorUnknown);
  return vendor;
}

async function orderDto(db: Executor, id: string): Promise<MarketOrder> {
  const [found] = await repo.ordersWith(db, { ids: [id] });
  if (!found) throw new Error(`order ${id} vanished`);
  return toOrderDto(found);
}

/** Both sides of the order and their managers: who sees it live. */
async function audienceOf(db: Executor, order: MarketOrder): Promise<string[]> {
  const sides = [order.client, order.vendor];
  return [...new Set([...sides, ...(await repo.managersOf(db, sides))])];
}

/**
 * `POST /market/mp/order` (001 §7, issue 11 §2): a patient orders her cart from one pharmacy.
 * Every price and total comes from the server's stock prices and active discounts
 * (`cartTotals`); the stock is reserved in the same transaction with guarded decrements, so two
 * orders for the last unit never both pass. Without online payment the order is
 * RESERVATION_ONLY (paid at the counter, click & collect, no delivery); with it (issue 20 §1,
 * `config.payment`) CREATED, waiting for `POST /market/mp/pay`, unless the patient chose to pay
 * at the counter (`payAtCounter`) where the pharmacy accepts it: RESERVATION_ONLY (`newOrderStatus`).
 * @throws 403 not a patient; 400 unknown pharmacy, a product it does not sell, a
 *   prescription-only product (category 1I), not enough stock, the counter at a pharmacy that
 *   takes card payment only (`TEXTS.orders.counterRefused`): nothing is reserved then.
 */
export async function createOrder(
  ctx: AppContext,
  actor: Actor,
  input: CreateOrderInput,
): Promise<MarketOrder> {
  authorize(orderPlacePolicy, "place", actor, actor);
  return inTransaction(ctx, async (tx, events) => {
    const pharmacy = await pharmacyOf(tx, input.vendor);
    const status = newOrderStatus({
      cardPayment: Boolean(ctx.config.payment),
      payAtCounter: input.payAtCounter,
      counterPayment: pharmacy.counterPayment,
    });
    if (status === "refused") throw badRequest(TEXTS.orders.counterRefused);
    const now = ctx.clock.now();
    const offer = await repo.offerOf(
      tx,
      input.vendor,
      input.cart.map((l) => l.productId),
      now,
      visibleCreators(actor),
    );
    const byId = new Map(offer.map((row) => [row.productId, row]));
    const priced = input.cart.map((line) => {
      const row = byId.get(line.productId);
      if (!row) throw badRequest(TEXTS.orders.productUnknown);
      if (isPrescriptionOnly(row)) {
        throw badRequest(format(TEXTS.orders.prescriptionOnly, { name: row.name }));
      }
      return { line, row };
    });
    for (const { line, row } of priced) {
      const taken = await repo.reserve(tx, input.vendor, line.productId, line.quantity);
      if (!taken) {
        // the rollback puts back what was taken before; read what is left now to say it
        const [left] = await repo.offerOf(
          tx,
          input.vendor,
          [line.productId],
          now,
          visibleCreators(actor),
        );
        throw badRequest(
          format(TEXTS.orders.notEnoughStock, {
            name: row.name,
            available: String(left?.available ?? 0),
          }),
        );
      }
    }
    const totals = cartTotals(
      priced.map(({ line, row }) => ({
        quantity: line.quantity,
        unitPrice: row.unitPrice,
        discountPrice: countedDiscount(row),
        medication: row.medication,
      })),
      { delivery: false },
    );
    const id = newId();
    await repo.insertOrder(
      tx,
      {
        id,
        client: actor.id,
        vendor: input.vendor,
        // with card payment the order waits for it (issue 20 §1), its stock reserved
        status,
        pickupCode: newPickupCode(),
        ...totals,
        createdAt: now,
        updatedAt: now,
      },
      priced.map(({ line, row }) => ({
        orderId: id,
        productId: row.productId,
        name: row.name,
        medication: row.medication,
        quantity: line.quantity,
        unitPrice: row.unitPrice,
        // the same rule as the totals: a para line at its discount when lower, medication never
        paidUnitPrice: paidUnitPrice({ ...row, quantity: line.quantity }),
      })),
    );
    const order = await orderDto(tx, id);
    events.emit("marketOrderChanged", {
      order,
      message: null,
      audience: await audienceOf(tx, order),
    });
    return order;
  });
}

/**
 * `POST /market/orders/{id}/status` (issue 11 §2): the pharmacy moves its order to READY,
 * DELIVRED (collected) or CANCELED (the stock is given back). The patient gets a message with
 * the new status, live on `/market`.
 * @throws 404 unknown order or not the pharmacy's side (the patient too); 400 a move the
 *   status does not allow (e.g. from DELIVRED).
 */
export async function setOrderStatus(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: PharmacyOrderStatus,
): Promise<MarketOrder> {
  return inTransaction(ctx, async (tx, events) => {
    const row = await repo.findOrder(tx, id, true);
    if (!row) throw notFound(TEXTS.orders.noOrder);
    authorize(orderPolicy, "setStatus", actor, row);
    if (!ORDER_TRANSITIONS[row.status].includes(status)) {
      throw badRequest(format(TEXTS.orders.statusFinal, { status: orderStatusLabel(row.status) }));
    }
    if (status === "CANCELED") await releaseOrderStock(tx, id);
    await repo.setStatus(tx, id, status, ctx.clock.now());
    const order = await orderDto(tx, id);
    const message = format(TEXTS.orders.statusMessage, {
      total: formatCents(order.totalFinal),
      pharmacy: order.vendorName,
      status: orderStatusLabel(status),
    });
    notify(events, order, message, await audienceOf(tx, order));
    return order;
  });
}

/**
 * `POST /market/mp/order/{id}/pay-at-counter` (issue 20 §1): the patient will pay her unpaid
 * order (CREATED or ERROR_PAYMENT, 001 §4) at the counter: it becomes RESERVATION_ONLY (its stock
 * stays reserved and the unpaid-order sweep no longer cancels it), through `moveOrder`, so both
 * sides hear it live. @returns the order as answered.
 * @throws 404 unknown order or a stranger's; 403 the pharmacy's side; 409 a status that does not
 *   allow it (`TEXTS.orders.counterStatus`); 400 its pharmacy takes card payment only.
 */
export async function payOrderAtCounter(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<MarketOrder> {
  return inTransaction(ctx, async (tx, events) => {
    const row = await repo.findOrder(tx, id, true);
    if (!row) throw notFound(TEXTS.orders.noOrder);
    authorize(orderPolicy, "view", actor, row);
    authorize(orderCounterPolicy, "payAtCounter", actor, row);
    const vendor = await pharmacyOf(tx, row.vendor);
    const decision = counterSwitch({ status: row.status, counterPayment: vendor.counterPayment });
    if (decision === "status") {
      throw conflict(format(TEXTS.orders.counterStatus, { status: orderStatusLabel(row.status) }));
    }
    if (decision === "refused") throw badRequest(TEXTS.orders.counterRefused);
    return moveOrder(ctx, tx, events, id, "RESERVATION_ONLY", (order) =>
      format(TEXTS.orders.statusMessage, {
        total: formatCents(order.totalFinal),
        pharmacy: order.vendorName,
        status: orderStatusLabel("RESERVATION_ONLY"),
      }),
    );
  });
}

/**
 * `GET /market/orders/counter-payment` (issue 20 §1): whether the calling pharmacy accepts
 * payment at the counter. @throws 403 not a pharmacy.
 */
export async function counterSetting(
  ctx: AppContext,
  actor: Actor,
): Promise<CounterPaymentSetting> {
  authorize(counterSettingPolicy, "read", actor, actor);
  const pharmacy = await repo.party(ctx.db, actor.id);
  return { counterPayment: pharmacy?.counterPayment ?? true };
}

/**
 * `PUT /market/orders/counter-payment` (issue 20 §1): the calling pharmacy accepts payment at the
 * counter (click & collect) or requires card payment; orders already placed keep their status.
 * @returns the setting as stored. @throws 403 not a pharmacy.
 */
export async function setCounterSetting(
  ctx: AppContext,
  actor: Actor,
  input: CounterPaymentSetting,
): Promise<CounterPaymentSetting> {
  authorize(counterSettingPolicy, "set", actor, actor);
  await repo.setCounterPayment(ctx.db, actor.id, input.counterPayment);
  return counterSetting(ctx, actor);
}

/** Gives an order's units back to its pharmacy's stock (a canceled order). */
async function releaseOrderStock(tx: Executor, id: string): Promise<void> {
  const [current] = await repo.ordersWith(tx, { ids: [id] });
  if (!current) return;
  for (const line of current.lines) {
    await repo.release(tx, current.order.vendor, line.productId, line.quantity);
  }
}

/** An order's row (locked for update when `lock`), or undefined: for the payments module. */
export function findOrderRow(db: Executor, id: string, lock = false) {
  return repo.findOrder(db, id, lock);
}

/** An order as answered (`marketOrderSchema`). @throws Error when it does not exist. */
export const orderAsAnswered = orderDto;

/**
 * Moves an order to `status` in the caller's transaction (the payments module: paid, payment
 * error, expired), giving its stock back when CANCELED, and sends the `order` event to both
 * sides and their managers after the commit, with the patient's message `messageOf(order)`.
 * The caller decided the move is allowed (`orderStatusOnPayment`).
 */
export async function moveOrder(
  ctx: AppContext,
  tx: Executor,
  events: EventQueue,
  id: string,
  status: OrderStatus,
  messageOf: (order: MarketOrder) => string | null,
): Promise<MarketOrder> {
  if (status === "CANCELED") await releaseOrderStock(tx, id);
  await repo.setStatus(tx, id, status, ctx.clock.now());
  const order = await orderDto(tx, id);
  events.emit("marketOrderChanged", {
    order,
    message: messageOf(order),
    audience: await audienceOf(tx, order),
  });
  return order;
}

/**
 * Tells both sides of an order (and their managers) `message` live about it, its status
 * unchanged, after the caller's transaction commits (the payments module: a partial refund,
 * issue 20 §3). @returns the order as answered. @throws Error when it does not exist.
 */
export async function tellOrder(
  tx: Executor,
  events: EventQueue,
  id: string,
  messageOf: (order: MarketOrder) => string,
): Promise<MarketOrder> {
  const order = await orderDto(tx, id);
  notify(events, order, messageOf(order), await audienceOf(tx, order));
  return order;
}

function notify(events: EventQueue, order: MarketOrder, message: string, audience: string[]) {
  events.emit("marketOrderChanged", { order, message, audience });
}

/**
 * `GET /market/orders/patient/{id}` or `/pharmacy/{id}`: that user's orders, newest first.
 * @throws 404 unless the caller is (or manages) that patient or pharmacy.
 */
export async function listOrders(
  ctx: AppContext,
  actor: Actor,
  side: "patient" | "pharmacy",
  id: string,
): Promise<MarketOrder[]> {
  const owner = await repo.party(ctx.db, id);
  if (!owner) throw notFound(TEXTS.orders.noOrder);
  authorize(orderListPolicy, side, actor, owner);
  const rows = await repo.ordersWith(ctx.db, side === "patient" ? { client: id } : { vendor: id });
  return rows.map(toOrderDto);
}

/**
 * `POST /market/cart/quote`: prices a cart now (the same rules as an order, without ordering
 * or reserving): each line the pharmacy sells, with the units it has; the unknown ids apart;
 * whether card payment is on and the pharmacy accepts the counter (issue 20 §1).
 * @throws 400 unknown pharmacy.
 */
export async function quoteCart(
  ctx: AppContext,
  actor: Actor,
  vendor: string,
  cart: CartLine[],
): Promise<CartQuote> {
  const pharmacy = await pharmacyOf(ctx.db, vendor);
  const offer = await repo.offerOf(
    ctx.db,
    vendor,
    cart.map((l) => l.productId),
    ctx.clock.now(),
    visibleCreators(actor),
  );
  const byId = new Map(offer.map((row) => [row.productId, row]));
  const lines = cart.flatMap((line) => {
    const row = byId.get(line.productId);
    return row ? [{ ...toItem(row), quantity: line.quantity }] : [];
  });
  return {
    vendorName: displayName(pharmacy),
    cardPayment: Boolean(ctx.config.payment),
    counterPayment: pharmacy.counterPayment,
    lines,
    unknown: cart.filter((l) => !byId.has(l.productId)).map((l) => l.productId),
    totals: cartTotals(lines),
  };
}

/**
 * `GET /market/cart/offer`: up to 20 products in stock at the pharmacy (`vendor`, default the
 * caller's own pharmacy `idpharma`) whose name contains `name`.
 * @throws 400 "Choisissez d’abord votre pharmacie…" without a pharmacy; unknown pharmacy.
 */
export async function cartOffer(
  ctx: AppContext,
  actor: Actor,
  query: { vendor?: string | undefined; name?: string | undefined },
): Promise<CartOffer> {
  const vendor = query.vendor ?? actor.user.idpharma;
  if (!vendor) throw badRequest(TEXTS.orders.noPharmacy);
  const pharmacy = await pharmacyOf(ctx.db, vendor);
  const rows = await repo.searchOffer(
    ctx.db,
    vendor,
    query.name || undefined,
    ctx.clock.now(),
    OFFER_LIMIT,
    visibleCreators(actor),
  );
  return { vendor, vendorName: displayName(pharmacy), items: rows.map(toItem) };
}

/**
 * `POST /market/delivery/quotation` (001 §7): the courier's quote from the pharmacy to the
 * patient (default: the caller), by their coordinates. Delivery stays off (001 §1): orders are
 * click & collect; the quote only informs.
 * @throws 404 when the caller is not (and does not manage) that patient; 400 unknown pharmacy,
 *   or a side without coordinates.
 */
export async function deliveryQuotation(
  ctx: AppContext,
  actor: Actor,
  input: { vendor: string; client?: string | undefined },
): Promise<DeliveryQuote> {
  const clientId = input.client ?? actor.id;
  const client = await repo.party(ctx.db, clientId);
  if (!client) throw notFound(TEXTS.orders.noOrder);
  authorize(orderListPolicy, "patient", actor, client);
  const vendor = await pharmacyOf(ctx.db, input.vendor);
  if (
    vendor.latitude === null ||
    vendor.longitude === null ||
    client.latitude === null ||
    client.longitude === null
  ) {
    throw badRequest(TEXTS.orders.noCoordinates);
  }
  // the embedded courier; a real courier's API is another `CourierProvider`
  return distanceCourier.quote({
    from: { latitude: vendor.latitude, longitude: vendor.longitude },
    to: { latitude: client.latitude, longitude: client.longitude },
    withPrescription: false,
  });
}
