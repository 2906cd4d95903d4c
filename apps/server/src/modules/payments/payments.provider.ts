import { createRequire } from "node:module";
import type Mangopay from "mangopay2-nodejs-sdk";
import type { PaymentConfig } from "../../platform/config.js";

/** A user at the provider, as we create it: a patient (natural) or a pharmacy (legal). */
export type ProviderPerson =
  | { kind: "NATURAL"; firstName: string; lastName: string; email: string }
  | {
      kind: "LEGAL";
      name: string;
      email: string;
      address: { line1: string; city: string; postalCode: string };
      companyNumber: string;
    };

/** A card registration as the browser needs it (MangoPay `CardRegistration`). */
interface ProviderCardRegistration {
  Id: string;
  UserId: string;
  CardType: string;
  AccessKey: string;
  PreregistrationData: string;
  CardRegistrationURL: string;
  Status: "CREATED" | "VALIDATED" | "ERROR";
  CardId: string | null;
  ResultCode: string | null;
}

/** A card pay-in as the provider reports it (the fields we read). */
export interface ProviderPayIn {
  Id: string;
  Tag: string | null;
  AuthorId: string;
  CreditedWalletId: string;
  CardId: string;
  DebitedFunds: { Amount: number; Currency: string };
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  ResultCode: string | null;
  ResultMessage: string | null;
  SecureModeNeeded: boolean;
  SecureModeRedirectURL: string | null;
  ExecutionDate: number | null;
}

/** A saved card (the fields we show: never a number, the provider has none to give). */
interface ProviderCard {
  Id: string;
  UserId: string;
  Alias: string;
  ExpirationDate: string;
  CardType: string;
  CardProvider: string | null;
  Active: boolean;
}

/** A wallet: its id, currency and balance in cents. */
interface ProviderWallet {
  Id: string;
  Currency: string;
  Balance: { Amount: number; Currency: string };
}

/**
 * Why a provider call failed: `refused` it answered with an error (nothing was created),
 * `unreachable` no answer (it may or may not have been created: read it back by its
 * idempotency key).
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: "refused" | "unreachable" | "notFound",
    message: string,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/** The card pay-in we ask for: amounts in cents, our transaction's id as `Tag`. */
interface CardPayInRequest {
  authorId: string;
  walletId: string;
  cardId: string;
  amount: number;
  tag: string;
  returnUrl: string;
  ipAddress: string;
}

/** A bank account of type IBAN at the provider (the fields we read). */
export interface ProviderBankAccount {
  Id: string;
  UserId: string;
  OwnerName: string;
  IBAN: string;
  BIC: string | null;
  Active: boolean;
  /** Unix seconds. */
  CreationDate: number;
}

/** The bank account we register for a pharmacy (IBAN and BIC in electronic format). */
interface BankAccountRequest {
  ownerName: string;
  iban: string;
  bic: string;
  address: { line1: string; city: string; postalCode: string };
}

/**
 * Money leaving a wallet as the provider reports it: a bank-wire payout (Type PAYOUT, Nature
 * REGULAR) or a pay-in's refund (Type PAYOUT, Nature REFUND). Amounts in cents.
 */
export interface ProviderPayOut {
  Id: string;
  Tag: string | null;
  AuthorId: string;
  DebitedWalletId: string;
  DebitedFunds: { Amount: number; Currency: string };
  Fees: { Amount: number; Currency: string };
  Status: "CREATED" | "SUCCEEDED" | "FAILED";
  Type: string;
  Nature: string;
  ResultCode: string | null;
  ResultMessage: string | null;
  ExecutionDate: number | null;
  /** A payout's bank account. */
  BankAccountId?: string;
  /** A refund's pay-in. */
  InitialTransactionId?: string;
}

/** The bank-wire payout we ask for: `amount` cents of `walletId` to `bankAccountId`. */
interface PayOutRequest {
  authorId: string;
  walletId: string;
  bankAccountId: string;
  amount: number;
  tag: string;
}

/** The refund of a pay-in we ask for: `amount` cents, no fees, our transaction's id as `Tag`. */
interface RefundRequest {
  payInId: string;
  authorId: string;
  amount: number;
  tag: string;
}

/** The event types whose hooks move orders (MangoPay's names). */
export const PAYIN_EVENTS = ["PAYIN_NORMAL_SUCCEEDED", "PAYIN_NORMAL_FAILED"] as const;
/** The event types that settle a payout to a pharmacy's bank account (issue 20 §3). */
export const PAYOUT_EVENTS = ["PAYOUT_NORMAL_SUCCEEDED", "PAYOUT_NORMAL_FAILED"] as const;
/** The event types that settle a refund of a pay-in (issue 20 §3). */
export const REFUND_EVENTS = ["PAYIN_REFUND_SUCCEEDED", "PAYIN_REFUND_FAILED"] as const;
/** Every event type this server listens to. */
export const HOOK_EVENTS = [...PAYIN_EVENTS, ...PAYOUT_EVENTS, ...REFUND_EVENTS] as const;

/**
 * The one place that talks to the payment provider (issue 20 §1): MangoPay's REST API v2.01
 * through `mangopay2-nodejs-sdk`, the sandbox by default. Every call that creates something
 * carries an `Idempotency-Key` built from our own ids by the caller, so a retry or a double click
 * never creates twice. Amounts are cents.
 */
export interface PaymentProvider {
  createUser(person: ProviderPerson, key: string): Promise<{ Id: string }>;
  createWallet(ownerId: string, description: string, key: string): Promise<{ Id: string }>;
  wallet(id: string): Promise<ProviderWallet>;
  createCardRegistration(
    userId: string,
    cardType: string,
    key: string,
  ): Promise<ProviderCardRegistration>;
  cardRegistration(id: string): Promise<ProviderCardRegistration>;
  completeCardRegistration(id: string, data: string): Promise<ProviderCardRegistration>;
  createCardPayIn(request: CardPayInRequest, key: string): Promise<ProviderPayIn>;
  payIn(id: string): Promise<ProviderPayIn>;
  /** The resource created under an idempotency key, or null when nothing was. */
  createdUnder(key: string): Promise<{ Id: string } | null>;
  cards(userId: string): Promise<ProviderCard[]>;
  card(id: string): Promise<ProviderCard>;
  deactivateCard(id: string): Promise<void>;
  createBankAccount(
    userId: string,
    account: BankAccountRequest,
    key: string,
  ): Promise<ProviderBankAccount>;
  /** A user's bank accounts, active or not. */
  bankAccounts(userId: string): Promise<ProviderBankAccount[]>;
  /** One of `userId`'s bank accounts (notFound when it is not theirs). */
  bankAccount(userId: string, id: string): Promise<ProviderBankAccount>;
  deactivateBankAccount(userId: string, id: string): Promise<void>;
  createPayOut(request: PayOutRequest, key: string): Promise<ProviderPayOut>;
  payOut(id: string): Promise<ProviderPayOut>;
  createRefund(request: RefundRequest, key: string): Promise<ProviderPayOut>;
  refund(id: string): Promise<ProviderPayOut>;
  /** Points the hooks of `events` at `url`, creating or updating them. */
  ensureHooks(url: string, events: readonly string[]): Promise<void>;
}

/** The money of a pay-in in euros, cents inside (MangoPay's `Money`). */
const euros = (Amount: number) => ({ Currency: "EUR" as const, Amount });

/**
 * Turns what the SDK rejects with into a `ProviderError`: MangoPay's error body (`Type`,
 * `Message`) is a refusal, a 404's `ressource_not_found` a notFound, anything else (timed out,
 * refused connection) unreachable.
 */
function providerError(error: unknown): ProviderError {
  const body = (error ?? {}) as { Type?: string; Message?: string; Code?: number };
  if (body.Type === "unreachable" || body.Code === 408 || !body.Type) {
    return new ProviderError("unreachable", body.Message ?? "payment provider unreachable");
  }
  if (body.Type === "ressource_not_found") return new ProviderError("notFound", body.Message ?? "");
  return new ProviderError("refused", `${body.Type}: ${body.Message ?? ""}`);
}

async function providerCall<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    return (await run()) as T;
  } catch (error) {
    throw providerError(error);
  }
}

let unreachableAnswered = false;
/**
 * The SDK reads `error.response.data` of every failed request; without an answer (connection
 * refused) that throws inside its promise chain and its call never settles. Its own axios (found
 * as the SDK finds it) gets an interceptor that gives such an error MangoPay's shape of answer.
 */
function answerUnreachable(): void {
  if (unreachableAnswered) return;
  unreachableAnswered = true;
  const sdkRequire = createRequire(createRequire(import.meta.url).resolve("mangopay2-nodejs-sdk"));
  const axios = sdkRequire("axios") as {
    interceptors: {
      response: { use(ok: undefined, failed: (error: unknown) => Promise<never>): void };
    };
  };
  axios.interceptors.response.use(undefined, (error: unknown) => {
    const failure = error as { response?: unknown; message?: string };
    if (!failure.response) {
      failure.response = {
        status: 0,
        data: { Type: "unreachable", Message: failure.message ?? "unreachable" },
      };
    }
    return Promise.reject(failure);
  });
}

/**
 * A client of the SDK for `config`. The SDK (about 0.1 s of CPU to import) is imported here, on
 * the first call to the provider, rather than at the server's start: most servers (the tests',
 * the journeys') never pay.
 */
async function sdkClient(config: PaymentConfig): Promise<Mangopay> {
  const { default: Sdk } = await import("mangopay2-nodejs-sdk");
  answerUnreachable();
  return new Sdk({
    baseUrl: config.baseUrl,
    clientId: config.clientId,
    clientApiKey: config.apiKey,
    // refusals are the caller's to handle and log; the SDK would print each one
    errorHandler: () => undefined,
  });
}

/**
 * The provider of `config` through the official SDK. The SDK keeps its base URL in axios'
 * global defaults: one provider per process (the last one to make its client, on its first call,
 * wins).
 */
export function mangopayProvider(config: PaymentConfig): PaymentProvider {
  let client: Promise<Mangopay> | undefined;
  /** Runs `run` on the SDK's client, made on the first call. */
  const call = <T>(run: (api: Mangopay) => Promise<unknown>) =>
    providerCall<T>(async () => run(await (client ??= sdkClient(config))));
  const keyed = (key: string) => ({ headers: { "Idempotency-Key": key } });
  return {
    createUser: (person, key) =>
      call((api) =>
        person.kind === "NATURAL"
          ? api.Users.create(
              {
                PersonType: "NATURAL",
                FirstName: person.firstName,
                LastName: person.lastName,
                Email: person.email,
                UserCategory: "PAYER",
                TermsAndConditionsAccepted: true,
              },
              keyed(key),
            )
          : api.Users.create(
              {
                PersonType: "LEGAL",
                Name: person.name,
                LegalPersonType: "BUSINESS",
                // the pharmacist's own identity is collected with the KYC (issue 20 §3, to come)
                LegalRepresentativeFirstName: person.name,
                LegalRepresentativeLastName: person.name,
                Email: person.email,
                CompanyNumber: person.companyNumber,
                HeadquartersAddress: {
                  AddressLine1: person.address.line1,
                  AddressLine2: "",
                  City: person.address.city,
                  Region: "",
                  PostalCode: person.address.postalCode,
                  Country: "FR",
                },
                UserCategory: "OWNER",
                TermsAndConditionsAccepted: true,
              },
              keyed(key),
            ),
      ),
    createWallet: (ownerId, description, key) =>
      call((api) =>
        api.Wallets.create(
          { Owners: [ownerId], Currency: "EUR", Description: description },
          keyed(key),
        ),
      ),
    wallet: (id) => call((api) => api.Wallets.get(id)),
    createCardRegistration: (userId, cardType, key) =>
      call((api) =>
        api.CardRegistrations.create(
          {
            UserId: userId,
            Currency: "EUR",
            CardType: cardType as "CB_VISA_MASTERCARD",
          },
          keyed(key),
        ),
      ),
    cardRegistration: (id) => call((api) => api.CardRegistrations.get(id)),
    completeCardRegistration: (id, data) =>
      call((api) => api.CardRegistrations.update({ Id: id, RegistrationData: data })),
    createCardPayIn: (request, key) =>
      call((api) =>
        api.PayIns.create(
          {
            PaymentType: "CARD",
            ExecutionType: "DIRECT",
            AuthorId: request.authorId,
            CreditedWalletId: request.walletId,
            CardId: request.cardId,
            DebitedFunds: euros(request.amount),
            Fees: euros(0),
            SecureModeReturnURL: request.returnUrl,
            Tag: request.tag,
            IpAddress: request.ipAddress,
          },
          keyed(key),
        ),
      ),
    payIn: (id) => call((api) => api.PayIns.get(id)),
    async createdUnder(key) {
      try {
        const response = await call<{ Resource?: { Id?: string } | null }>((api) =>
          api.Idempotency.get(key),
        );
        return response.Resource?.Id ? { Id: response.Resource.Id } : null;
      } catch (error) {
        if (error instanceof ProviderError && error.reason === "notFound") return null;
        throw error;
      }
    },
    cards: (userId) => call((api) => api.Users.getCards(userId, { parameters: { per_page: 100 } })),
    card: (id) => call((api) => api.Cards.get(id)),
    async deactivateCard(id) {
      await call((api) => api.Cards.update({ Id: id, Active: false }));
    },
    createBankAccount: (userId, account, key) =>
      call((api) =>
        api.Users.createBankAccount(
          userId,
          {
            Type: "IBAN",
            OwnerName: account.ownerName,
            OwnerAddress: {
              AddressLine1: account.address.line1,
              AddressLine2: "",
              City: account.address.city,
              Region: "",
              PostalCode: account.address.postalCode,
              Country: "FR",
            },
            IBAN: account.iban,
            BIC: account.bic,
          },
          keyed(key),
        ),
      ),
    bankAccounts: (userId) =>
      call((api) => api.Users.getBankAccounts(userId, { parameters: { per_page: 100 } })),
    bankAccount: (userId, id) => call((api) => api.Users.getBankAccount(userId, id)),
    async deactivateBankAccount(userId, id) {
      await call((api) => api.Users.deactivateBankAccount(userId, id));
    },
    createPayOut: (request, key) =>
      call((api) =>
        api.PayOuts.create(
          {
            PaymentType: "BANK_WIRE",
            AuthorId: request.authorId,
            DebitedWalletId: request.walletId,
            BankAccountId: request.bankAccountId,
            DebitedFunds: euros(request.amount),
            Fees: euros(0),
            Tag: request.tag,
          },
          keyed(key),
        ),
      ),
    payOut: (id) => call((api) => api.PayOuts.get(id)),
    createRefund: (request, key) =>
      call((api) =>
        api.PayIns.createRefund(
          request.payInId,
          {
            AuthorId: request.authorId,
            DebitedFunds: euros(request.amount),
            Fees: euros(0),
            Tag: request.tag,
          },
          keyed(key),
        ),
      ),
    refund: (id) => call((api) => api.Refunds.get(id)),
    async ensureHooks(url, events) {
      const hooks = await call<{ Id: string; EventType: string; Url: string; Status: string }[]>(
        (api) => api.Hooks.getAll({ parameters: { per_page: 100 } }),
      );
      for (const event of events) {
        const hook = hooks.find((h) => h.EventType === event);
        if (!hook) {
          await call((api) =>
            api.Hooks.create(
              { EventType: event as "PAYIN_NORMAL_SUCCEEDED", Url: url },
              keyed(`hook-${event}-${url}`),
            ),
          );
        } else if (hook.Url !== url || hook.Status !== "ENABLED") {
          await call((api) => api.Hooks.update({ Id: hook.Id, Url: url, Status: "ENABLED" }));
        }
      }
    },
  };
}
