import {
  displayName,
  TEXTS,
  type CardRegistration,
  type CardType,
  type MarketIdentity,
  type SavedCard,
  type Wallet,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { AppError, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import type { PaymentAccountRow } from "../../db/schema.js";
import { cardPolicy, hasPaymentIdentity, paymentAccountPolicy } from "./payments.policy.js";
import {
  mangopayProvider,
  ProviderError,
  type PaymentProvider,
  type ProviderPerson,
} from "./payments.provider.js";
import { paymentsRepository as repo, type PayerRow } from "./payments.repository.js";

const providers = new WeakMap<AppContext, PaymentProvider>();

/**
 * The payment provider of this app (one per process: the SDK keeps its address in axios'
 * globals). @throws AppError 400 when card payment is off (CARD_PAYMENT=off).
 */
export function providerOf(ctx: AppContext): PaymentProvider {
  const config = ctx.config.payment;
  if (!config) throw new AppError(400, "badRequest", TEXTS.payments.paymentOff);
  let provider = providers.get(ctx);
  if (!provider) {
    provider = mangopayProvider(config);
    providers.set(ctx, provider);
  }
  return provider;
}

/** A provider failure as answered: 404 for an unknown resource, 502 otherwise (logged). */
export function providerFailure(error: unknown, notFoundText: string): never {
  if (error instanceof ProviderError) {
    if (error.reason === "notFound") throw notFound(notFoundText);
    // the provider's refusal, never a card datum: it has none to give
    console.warn(`payment provider: ${error.reason}: ${error.message}`);
    throw new AppError(502, "server", TEXTS.payments.providerDown);
  }
  throw error;
}

function personOf(user: PayerRow): ProviderPerson {
  const email = user.email ?? `${user.id}@reseau-sante.invalid`;
  if (user.type === "pharmacy") {
    return {
      kind: "LEGAL",
      name: displayName(user) || user.id,
      email,
      address: {
        line1: user.address ?? "",
        city: user.city ?? "",
        postalCode: user.zipCode ?? "",
      },
      companyNumber: user.finess ?? user.id,
    };
  }
  return {
    kind: "NATURAL",
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email,
  };
}

async function storedAccount(ctx: AppContext, userId: string): Promise<PaymentAccountRow> {
  const account = await repo.account(ctx.db, userId);
  if (!account) throw new Error(`payment account of ${userId} not stored`);
  return account;
}

/**
 * The provider identity of `userId`, created on first need (issue 20 §2): a natural user for a
 * patient, a legal user with its EUR wallet for a pharmacy. The provider's creations carry keys
 * made of the user's id, so two first needs at once create one user and one wallet.
 * @throws AppError 404 unknown user; 403 neither a patient nor a pharmacy; 502 provider down.
 */
export async function ensureIdentity(ctx: AppContext, userId: string): Promise<PaymentAccountRow> {
  const existing = await repo.account(ctx.db, userId);
  if (existing && (existing.personType === "NATURAL" || existing.walletId)) return existing;
  const user = await repo.user(ctx.db, userId);
  if (!user) throw notFound(TEXTS.payments.noIdentity);
  if (!hasPaymentIdentity(user.type)) {
    throw new AppError(403, "forbidden", TEXTS.payments.patientOrPharmacyOnly);
  }
  const provider = providerOf(ctx);
  try {
    let account = existing;
    if (!account) {
      const person = personOf(user);
      const created = await provider.createUser(person, `user-${userId}`);
      await repo.saveAccount(ctx.db, {
        userId,
        providerUserId: created.Id,
        personType: person.kind,
        createdAt: ctx.clock.now(),
      });
      account = await storedAccount(ctx, userId);
    }
    if (account.personType === "LEGAL" && !account.walletId) {
      const wallet = await provider.createWallet(
        account.providerUserId,
        TEXTS.payments.walletDescription,
        `wallet-${userId}`,
      );
      await repo.setWallet(ctx.db, userId, wallet.Id);
      account = await storedAccount(ctx, userId);
    }
    return account;
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noIdentity);
  }
}

/**
 * `GET /market/mp/marketId/{id}` (001 §7): the caller's own provider identity.
 * @throws 404 another user's; 403 neither a patient nor a pharmacy.
 */
export async function marketIdentity(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<MarketIdentity> {
  const owner = await repo.user(ctx.db, id);
  authorize(paymentAccountPolicy, "identity", actor, owner);
  const account = await ensureIdentity(ctx, id);
  return {
    userId: id,
    marketId: account.providerUserId,
    personType: account.personType,
    walletId: account.walletId,
  };
}

/** `GET /market/mp/wallets`: the pharmacy's wallet, balance in cents. @throws 403 not a pharmacy. */
export async function myWallets(ctx: AppContext, actor: Actor): Promise<Wallet[]> {
  authorize(paymentAccountPolicy, "wallet", actor, actor);
  const account = await ensureIdentity(ctx, actor.id);
  if (!account.walletId) return [];
  try {
    const wallet = await providerOf(ctx).wallet(account.walletId);
    return [{ id: wallet.Id, currency: wallet.Currency, balance: wallet.Balance.Amount }];
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noIdentity);
  }
}

/** `GET /market/mp/cards`: the patient's active saved cards (alias, never a number). @throws 403 not a patient. */
export async function myCards(ctx: AppContext, actor: Actor): Promise<SavedCard[]> {
  authorize(paymentAccountPolicy, "cards", actor, actor);
  const account = await repo.account(ctx.db, actor.id);
  if (!account) return [];
  try {
    const cards = await providerOf(ctx).cards(account.providerUserId);
    return cards
      .filter((card) => card.Active)
      .map((card) => ({
        id: card.Id,
        alias: card.Alias,
        expirationDate: card.ExpirationDate,
        cardType: card.CardType,
        cardProvider: card.CardProvider ?? null,
        active: card.Active,
      }));
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noCard);
  }
}

/** `DELETE /market/mp/card/{id}`: deactivates one of the patient's own cards. @throws 404 not hers. */
export async function deactivateCard(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const account = await repo.account(ctx.db, actor.id);
  try {
    const provider = providerOf(ctx);
    const card = await provider.card(id);
    authorize(cardPolicy, "deactivate", actor, {
      cardOwner: card.UserId,
      actorProviderId: account?.providerUserId ?? null,
    });
    if (card.Active) await provider.deactivateCard(id);
  } catch (error) {
    providerFailure(error, TEXTS.payments.noCard);
  }
}

/**
 * `POST /market/mp/card-reg-request {cardType}` (001 §7): a card registration for the patient,
 * whose card the browser posts to the provider's tokenisation URL, never to us (001 §5).
 * @throws 403 not a patient; 502 provider down.
 */
export async function requestCardRegistration(
  ctx: AppContext,
  actor: Actor,
  cardType: CardType,
): Promise<CardRegistration> {
  authorize(paymentAccountPolicy, "cards", actor, actor);
  const account = await ensureIdentity(ctx, actor.id);
  try {
    // nothing is charged by a registration: each request is a new one, its key our new id
    const registration = await providerOf(ctx).createCardRegistration(
      account.providerUserId,
      cardType,
      `cardreg-${actor.id}-${newId()}`,
    );
    return {
      id: registration.Id,
      cardType,
      accessKey: registration.AccessKey,
      preregistrationData: registration.PreregistrationData,
      cardRegistrationUrl: registration.CardRegistrationURL,
    };
  } catch (error) {
    return providerFailure(error, TEXTS.payments.noCard);
  }
}
