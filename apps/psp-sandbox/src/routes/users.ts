import type { FastifyInstance } from "fastify";
import { find, idempotent, paged, type Context, type RouteTypes } from "../context.js";
import { notFound } from "../errors.js";
import { bodyOf, Fields, view } from "../input.js";
import { newId, nowSeconds, type UserRecord, type WalletRecord } from "../store.js";

/** Fields a request may not set: the sandbox's own. */
const READ_ONLY = ["Id", "CreationDate", "PersonType", "KYCLevel"];

const REQUIRED = {
  NATURAL: ["FirstName", "LastName", "Email"],
  LEGAL: [
    "Name",
    "LegalPersonType",
    "LegalRepresentativeFirstName",
    "LegalRepresentativeLastName",
    "Email",
  ],
} as const;

function writable(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !READ_ONLY.includes(key)));
}

/**
 * Natural and legal users (create, view, update, list) and wallets (create, view, update, a
 * user's list). A user keeps every field sent; a natural user is a PAYER and a legal one an
 * OWNER unless `UserCategory` says otherwise. A wallet has one owner, a currency and a balance
 * in cents that only transactions move.
 */
export function userRoutes(app: FastifyInstance, ctx: Context): void {
  const { state } = ctx.store;

  for (const personType of ["NATURAL", "LEGAL"] as const) {
    const path = `/users/${personType.toLowerCase()}`;
    app.post<RouteTypes>(path, (request, reply) =>
      idempotent(ctx, request, reply, () => {
        const body = bodyOf(request.body);
        const fields = new Fields(body);
        for (const name of REQUIRED[personType]) fields.required(name);
        fields.check();
        const user: UserRecord = {
          Tag: null,
          UserCategory: personType === "NATURAL" ? "PAYER" : "OWNER",
          ...writable(body),
          Id: newId("user"),
          CreationDate: nowSeconds(),
          PersonType: personType,
          KYCLevel: "LIGHT",
          Email: body.Email as string,
        };
        state.users[user.Id] = user;
        ctx.store.changed();
        return user;
      }),
    );
    app.get<RouteTypes>(`${path}/:id`, (request) => {
      const user = find(ctx, "users", "User", request.params.id);
      if (user.PersonType !== personType) throw notFound("User", user.Id);
      return user;
    });
    app.put<RouteTypes>(`${path}/:id`, (request) => {
      const user = find(ctx, "users", "User", request.params.id);
      if (user.PersonType !== personType) throw notFound("User", user.Id);
      Object.assign(user, writable(bodyOf(request.body)));
      ctx.store.changed();
      return user;
    });
  }

  app.get<RouteTypes>("/users/:id", (request) => find(ctx, "users", "User", request.params.id));
  app.get<RouteTypes>("/users", (request, reply) =>
    paged(Object.values(state.users), request, reply, (user) => user.CreationDate),
  );

  app.post<RouteTypes>("/wallets", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const body = bodyOf(request.body);
      const fields = new Fields(body);
      const owners = body.Owners;
      const owner = Array.isArray(owners) && owners.length === 1 ? String(owners[0]) : undefined;
      if (!owner) fields.fail("Owners", "The Owners field is required (one user id).");
      const currency = fields.required("Currency");
      const description = fields.required("Description");
      const tag = fields.optional("Tag") ?? null;
      fields.check();
      find(ctx, "users", "User", owner);
      const wallet: WalletRecord = {
        Id: newId("wlt"),
        Tag: tag,
        CreationDate: nowSeconds(),
        Owners: [owner as string],
        Description: description,
        Currency: currency,
        Balance: { Currency: currency, Amount: 0 },
        FundsType: "DEFAULT",
      };
      state.wallets[wallet.Id] = wallet;
      ctx.store.changed();
      return wallet;
    }),
  );
  app.get<RouteTypes>("/wallets/:id", (request) =>
    find(ctx, "wallets", "Wallet", request.params.id),
  );
  app.put<RouteTypes>("/wallets/:id", (request) => {
    const wallet = find(ctx, "wallets", "Wallet", request.params.id);
    const fields = new Fields(bodyOf(request.body));
    const description = fields.optional("Description");
    const tag = fields.optional("Tag");
    fields.check();
    if (description !== undefined) wallet.Description = description;
    if (tag !== undefined) wallet.Tag = tag;
    ctx.store.changed();
    return wallet;
  });
  app.get<RouteTypes>("/users/:id/wallets", (request, reply) => {
    const user = find(ctx, "users", "User", request.params.id);
    const wallets = Object.values(state.wallets).filter((wallet) =>
      wallet.Owners.includes(user.Id),
    );
    return paged(wallets, request, reply, (wallet) => wallet.CreationDate).map(view);
  });
}
