import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { find, idempotent, paged, type Context, type RouteTypes } from "../context.js";
import { paramError } from "../errors.js";
import { TOKENISATION_ERRORS, tokenise } from "../cards.js";
import { bodyOf, Fields, view } from "../input.js";
import { newId, nowSeconds, type CardRecord, type CardRegistrationRecord } from "../store.js";

/** The tokenisation server's path; the card registration's `CardRegistrationURL` points at it. */
const TOKENISATION_PATH = "/webpayment/getToken";

const REGISTRATION_ERRORS: Record<string, string> = {
  ...TOKENISATION_ERRORS,
  "105206": "Registration data : Invalid format",
  "105299": "Token input Error",
};

/**
 * Card registrations (create, view, update with `RegistrationData`), cards (view, a user's list,
 * deactivate) and the tokenisation POST the browser makes (`TOKENISATION_PATH`, public, outside
 * `/v2.01`).
 */
export function cardRoutes(api: FastifyInstance, ctx: Context): void {
  const { state } = ctx.store;

  api.post<RouteTypes>("/cardregistrations", (request, reply) =>
    idempotent(ctx, request, reply, () => {
      const fields = new Fields(bodyOf(request.body));
      const userId = fields.required("UserId");
      const currency = fields.required("Currency");
      const cardType = fields.optional("CardType") ?? "CB_VISA_MASTERCARD";
      const tag = fields.optional("Tag") ?? null;
      fields.check();
      find(ctx, "users", "User", userId);
      const id = newId("cardreg");
      const registration: CardRegistrationRecord = {
        Id: id,
        Tag: tag,
        CreationDate: nowSeconds(),
        UserId: userId,
        Currency: currency,
        CardType: cardType,
        AccessKey: randomBytes(15).toString("base64url"),
        // the registration's id, then a secret: the tokenisation finds the registration by it
        PreregistrationData: `${Buffer.from(id).toString("base64url")}.${randomBytes(36).toString("base64url")}`,
        CardRegistrationURL: `${ctx.publicUrl}${TOKENISATION_PATH}`,
        RegistrationData: null,
        CardId: null,
        ResultCode: null,
        ResultMessage: null,
        Status: "CREATED",
      };
      state.cardRegistrations[id] = registration;
      ctx.store.changed();
      return view(registration);
    }),
  );

  api.get<RouteTypes>("/cardregistrations/:id", (request) =>
    view(find(ctx, "cardRegistrations", "CardRegistration", request.params.id)),
  );

  api.put<RouteTypes>("/cardregistrations/:id", (request) => {
    const registration = find(ctx, "cardRegistrations", "CardRegistration", request.params.id);
    const fields = new Fields(bodyOf(request.body));
    const data = fields.required("RegistrationData");
    const holder = fields.optional("CardHolderName") ?? null;
    fields.check();
    if (registration.Status !== "CREATED") {
      throw paramError({ RegistrationData: "This card registration has already been completed." });
    }
    registration.RegistrationData = data;
    const errorCode = /^errorCode=(\d+)$/.exec(data)?.[1];
    const tokenised = registration._tokenised;
    if (errorCode || !tokenised || data !== `data=${tokenised.token}`) {
      const code = errorCode && REGISTRATION_ERRORS[errorCode] ? errorCode : "105206";
      Object.assign(registration, {
        Status: "ERROR",
        ResultCode: code,
        ResultMessage: REGISTRATION_ERRORS[code],
      });
    } else {
      const card: CardRecord = {
        Id: newId("card"),
        Tag: registration.Tag,
        CreationDate: nowSeconds(),
        UserId: registration.UserId,
        ExpirationDate: tokenised.expiry,
        Alias: tokenised.alias,
        CardProvider: tokenised.provider,
        CardType: registration.CardType,
        Country: "FRA",
        Product: "I",
        BankCode: "00152",
        Active: true,
        Currency: registration.Currency,
        Validity: "UNKNOWN",
        Fingerprint: tokenised.fingerprint,
        CardHolderName: holder,
        _behaviour: tokenised.behaviour,
      };
      state.cards[card.Id] = card;
      Object.assign(registration, {
        Status: "VALIDATED",
        CardId: card.Id,
        ResultCode: "000000",
        ResultMessage: "Success",
      });
    }
    delete registration._tokenised;
    ctx.store.changed();
    return view(registration);
  });

  api.get<RouteTypes>("/cards/:id", (request) =>
    view(find(ctx, "cards", "Card", request.params.id)),
  );

  api.put<RouteTypes>("/cards/:id", (request) => {
    const card = find(ctx, "cards", "Card", request.params.id);
    const body = bodyOf(request.body);
    if (body.Active === true && !card.Active) {
      throw paramError({ Active: "A deactivated card cannot be activated again." });
    }
    if (body.Active === false) card.Active = false;
    if (typeof body.CardHolderName === "string") card.CardHolderName = body.CardHolderName;
    ctx.store.changed();
    return view(card);
  });

  api.get<RouteTypes>("/users/:id/cards", (request, reply) => {
    const user = find(ctx, "users", "User", request.params.id);
    const active = request.query.Active ?? request.query.active;
    const cards = Object.values(state.cards).filter(
      (card) => card.UserId === user.Id && (active === undefined || String(card.Active) === active),
    );
    return paged(cards, request, reply, (card) => card.CreationDate).map(view);
  });
}

/**
 * The tokenisation server: the browser posts `data` (PreregistrationData), `accessKeyRef`
 * (AccessKey), `cardNumber`, `cardExpirationDate` (MMYY) and `cardCvx`, form-encoded, and gets
 * `data=…` (the RegistrationData) or `errorCode=…` as plain text — or, with `returnURL`, a
 * redirect there carrying the same. Open to every origin, as MangoPay's is.
 */
export function tokenisationRoute(app: FastifyInstance, ctx: Context): void {
  app.options(TOKENISATION_PATH, (_request, reply) =>
    reply
      .header("Access-Control-Allow-Origin", "*")
      .header("Access-Control-Allow-Methods", "POST")
      .header("Access-Control-Allow-Headers", "Content-Type")
      .code(204)
      .send(),
  );
  app.post(TOKENISATION_PATH, (request, reply) => {
    const form = bodyOf(request.body) as Record<string, string | undefined>;
    const answer = tokenisationAnswer(ctx, form);
    reply.header("Access-Control-Allow-Origin", "*");
    if (form.returnURL) {
      const url = new URL(form.returnURL);
      const [name, value] = answer.split("=") as [string, string];
      url.searchParams.set(name, value);
      return reply.redirect(url.toString(), 302);
    }
    return reply.type("text/plain; charset=utf-8").send(answer);
  });
}

function tokenisationAnswer(ctx: Context, form: Record<string, string | undefined>): string {
  const id = Buffer.from((form.data ?? "").split(".")[0] ?? "", "base64url").toString("utf8");
  const registration = ctx.store.state.cardRegistrations[id];
  if (
    !registration ||
    registration.Status !== "CREATED" ||
    registration.PreregistrationData !== form.data ||
    registration.AccessKey !== form.accessKeyRef
  ) {
    return "errorCode=105299";
  }
  const result = tokenise(form);
  if ("errorCode" in result) return `errorCode=${result.errorCode}`;
  registration._tokenised = result.card;
  ctx.store.changed();
  return `data=${result.card.token}`;
}
