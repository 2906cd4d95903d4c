import type { FastifyInstance } from "fastify";
import {
  find,
  idempotent,
  paged,
  type ApiRequest,
  type Context,
  type RouteTypes,
} from "../context.js";
import { notFound } from "../errors.js";
import { bodyOf, Fields, view } from "../input.js";
import { newId, nowSeconds, type HookRecord, type TransactionRecord } from "../store.js";

/**
 * The transactions among `items` that the query's filters keep: `Status`, `Type`, `Nature` (each
 * a comma-separated list), `AfterDate`, `BeforeDate` (Unix seconds).
 */
function filtered(items: TransactionRecord[], request: ApiRequest): TransactionRecord[] {
  const query = request.query;
  const among = (value: string, filter: string | undefined) =>
    filter === undefined || filter.split(",").includes(value);
  const after = Number(query.AfterDate ?? 0);
  const before = Number(query.BeforeDate ?? Number.POSITIVE_INFINITY);
  return items.filter(
    (transaction) =>
      among(transaction.Status, query.Status) &&
      among(transaction.Type, query.Type) &&
      among(transaction.Nature, query.Nature) &&
      transaction.CreationDate >= after &&
      transaction.CreationDate <= before,
  );
}

/**
 * Transaction lists (a user's, a wallet's, a card's; filters and pages as MangoPay's), hooks
 * (create — one per event type —, list, view, update), events (`GET /events`) and the answers
 * kept for idempotency keys (`GET /responses/{key}`).
 */
export function transactionRoutes(api: FastifyInstance, ctx: Context): void {
  const { state } = ctx.store;
  const list = (
    items: TransactionRecord[],
    request: ApiRequest,
    reply: Parameters<typeof paged>[2],
  ) => paged(filtered(items, request), request, reply, (item) => item.CreationDate).map(view);

  api.get<RouteTypes>("/users/:id/transactions", (request, reply) => {
    const user = find(ctx, "users", "User", request.params.id);
    const wallets = new Set(
      Object.values(state.wallets)
        .filter((wallet) => wallet.Owners.includes(user.Id))
        .map((wallet) => wallet.Id),
    );
    const mine = Object.values(state.transactions).filter(
      (transaction) =>
        transaction.AuthorId === user.Id ||
        transaction.CreditedUserId === user.Id ||
        wallets.has(transaction.DebitedWalletId ?? "") ||
        wallets.has(transaction.CreditedWalletId ?? ""),
    );
    return list(mine, request, reply);
  });

  api.get<RouteTypes>("/wallets/:id/transactions", (request, reply) => {
    const wallet = find(ctx, "wallets", "Wallet", request.params.id);
    const its = Object.values(state.transactions).filter(
      (transaction) =>
        transaction.DebitedWalletId === wallet.Id || transaction.CreditedWalletId === wallet.Id,
    );
    return list(its, request, reply);
  });

  api.get<RouteTypes>("/cards/:cardId/transactions", (request, reply) => {
    const card = find(ctx, "cards", "Card", request.params.cardId);
    const its = Object.values(state.transactions).filter(
      (transaction) => transaction.CardId === card.Id,
    );
    return list(its, request, reply);
  });

  api.post<RouteTypes>("/hooks", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const fields = new Fields(bodyOf(request.body));
      const eventType = fields.required("EventType");
      const url = fields.required("Url");
      const tag = fields.optional("Tag") ?? null;
      if (url && !/^https?:\/\//.test(url))
        fields.fail("Url", "The Url must be an http(s) address.");
      if (Object.values(state.hooks).some((hook) => hook.EventType === eventType)) {
        fields.fail("EventType", "A hook has already been registered for this EventType");
      }
      fields.check();
      const hook: HookRecord = {
        Id: newId("hook"),
        Tag: tag,
        CreationDate: nowSeconds(),
        Url: url,
        Status: "ENABLED",
        Validity: "VALID",
        EventType: eventType,
      };
      state.hooks[hook.Id] = hook;
      ctx.store.changed();
      return hook;
    }),
  );
  api.get<RouteTypes>("/hooks", (request, reply) =>
    paged(Object.values(state.hooks), request, reply, (hook) => hook.CreationDate),
  );
  api.get<RouteTypes>("/hooks/:id", (request) => find(ctx, "hooks", "Hook", request.params.id));
  api.put<RouteTypes>("/hooks/:id", (request) => {
    const hook = find(ctx, "hooks", "Hook", request.params.id);
    const fields = new Fields(bodyOf(request.body));
    const url = fields.optional("Url");
    const status = fields.optional("Status");
    const tag = fields.optional("Tag");
    if (status !== undefined && status !== "ENABLED" && status !== "DISABLED") {
      fields.fail("Status", "The Status must be ENABLED or DISABLED.");
    }
    fields.check();
    if (url !== undefined) hook.Url = url;
    if (status === "ENABLED" || status === "DISABLED") hook.Status = status;
    if (tag !== undefined) hook.Tag = tag;
    ctx.store.changed();
    return hook;
  });

  api.get<RouteTypes>("/events", (request, reply) => {
    const { EventType: type, AfterDate, BeforeDate } = request.query;
    const after = Number(AfterDate ?? 0);
    const before = Number(BeforeDate ?? Number.POSITIVE_INFINITY);
    const events = state.events.filter(
      (event) =>
        (type === undefined || type.split(",").includes(event.EventType)) &&
        event.Date >= after &&
        event.Date <= before,
    );
    return paged(events, request, reply, (event) => event.Date);
  });

  api.get<RouteTypes>("/responses/:key", (request) => {
    const kept = state.idempotency[request.params.key ?? ""];
    if (!kept) throw notFound("IdempotencyResponse", request.params.key ?? "");
    return {
      StatusCode: String(kept.statusCode),
      ContentLength: String(JSON.stringify(kept.body).length),
      ContentType: "application/json; charset=utf-8",
      Date: kept.date,
      Resource: kept.body,
      RequestURL: kept.url,
    };
  });
}
