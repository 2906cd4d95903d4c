import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** An amount of money in cents (MangoPay's `Amount`) and its ISO 4217 currency. */
export interface Money {
  Currency: string;
  Amount: number;
}

/** What every MangoPay resource carries; `CreationDate` is in Unix seconds. */
interface Entity {
  Id: string;
  Tag: string | null;
  CreationDate: number;
}

/** A natural or legal user, as created (the fields sent are kept and sent back). */
export interface UserRecord extends Entity {
  PersonType: "NATURAL" | "LEGAL";
  Email: string;
  [field: string]: unknown;
}

export interface WalletRecord extends Entity {
  Owners: string[];
  Description: string;
  Currency: string;
  Balance: Money;
  FundsType: "DEFAULT";
}

/** What the tokenisation POST learnt of a card, kept until the registration is updated. */
export interface TokenisedCard {
  token: string;
  alias: string;
  expiry: string;
  fingerprint: string;
  provider: string;
  behaviour: CardBehaviour;
}

/** How a test card answers a pay-in (src/cards.ts). */
export type CardBehaviour = "success" | "secure3ds" | "insufficientFunds" | "doNotHonor";

export interface CardRegistrationRecord extends Entity {
  UserId: string;
  Currency: string;
  CardType: string;
  AccessKey: string;
  PreregistrationData: string;
  CardRegistrationURL: string;
  RegistrationData: string | null;
  CardId: string | null;
  ResultCode: string | null;
  ResultMessage: string | null;
  Status: "CREATED" | "VALIDATED" | "ERROR";
  /** never sent: the last tokenisation's result */
  _tokenised?: TokenisedCard;
}

export interface CardRecord extends Entity {
  UserId: string;
  ExpirationDate: string;
  Alias: string;
  CardProvider: string;
  CardType: string;
  Country: string;
  Product: string;
  BankCode: string;
  Active: boolean;
  Currency: string;
  Validity: "UNKNOWN" | "VALID" | "INVALID";
  Fingerprint: string;
  CardHolderName: string | null;
  /** never sent: how this test card answers */
  _behaviour: CardBehaviour;
}

type TransactionType = "PAYIN" | "PAYOUT" | "TRANSFER";
type TransactionNature = "REGULAR" | "REFUND" | "REPUDIATION" | "SETTLEMENT";
type TransactionStatus = "CREATED" | "SUCCEEDED" | "FAILED";

/**
 * A pay-in, refund, payout or transfer: MangoPay's Transaction fields, and those of its kind
 * (`PaymentType`, `CardId`, `SecureMode…`, `InitialTransactionId`, `BankAccountId`…).
 */
export interface TransactionRecord extends Entity {
  AuthorId: string;
  CreditedUserId: string | null;
  DebitedFunds: Money;
  CreditedFunds: Money;
  Fees: Money;
  DebitedWalletId: string | null;
  CreditedWalletId: string | null;
  Status: TransactionStatus;
  ResultCode: string | null;
  ResultMessage: string | null;
  ExecutionDate: number | null;
  Type: TransactionType;
  Nature: TransactionNature;
  [field: string]: unknown;
}

export interface BankAccountRecord extends Entity {
  UserId: string;
  Type: "IBAN";
  OwnerName: string;
  OwnerAddress: unknown;
  IBAN: string;
  BIC: string | null;
  Active: boolean;
}

export interface HookRecord extends Entity {
  Url: string;
  Status: "ENABLED" | "DISABLED";
  Validity: "VALID" | "INVALID";
  EventType: string;
}

/** An event as `GET /events` lists it; `Date` in Unix seconds. */
interface EventRecord {
  ResourceId: string;
  EventType: string;
  Date: number;
}

/** The answer first given to a POST with an `Idempotency-Key`, given again for the same key. */
interface IdempotentAnswer {
  request: string;
  statusCode: number;
  body: unknown;
  date: number;
  url: string;
}

/** Everything the sandbox knows, written as one JSON file. */
export interface State {
  users: Record<string, UserRecord>;
  wallets: Record<string, WalletRecord>;
  cardRegistrations: Record<string, CardRegistrationRecord>;
  cards: Record<string, CardRecord>;
  transactions: Record<string, TransactionRecord>;
  bankAccounts: Record<string, BankAccountRecord>;
  hooks: Record<string, HookRecord>;
  events: EventRecord[];
  idempotency: Record<string, IdempotentAnswer>;
}

const emptyState = (): State => ({
  users: {},
  wallets: {},
  cardRegistrations: {},
  cards: {},
  transactions: {},
  bankAccounts: {},
  hooks: {},
  events: [],
  idempotency: {},
});

/** Now in Unix seconds, MangoPay's dates. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

let lastIdTime = 0;
let idCounter = 0;

/**
 * A new identifier in the style of MangoPay's (`wlt_m_…`): a prefix, then a time-ordered part
 * (identifiers created later sort after) and a random one.
 */
export function newId(prefix: string): string {
  const time = Date.now();
  idCounter = time === lastIdTime ? idCounter + 1 : 0;
  lastIdTime = time;
  const ordered = time.toString(36).padStart(9, "0") + idCounter.toString(36).padStart(3, "0");
  return `${prefix}_m_${ordered}${randomBytes(5).toString("hex")}`;
}

/**
 * The sandbox's state, in memory, written to `dataDir/state.json` (a temporary file renamed over
 * it, so a crash never leaves half a file) shortly after each change; only in memory without a
 * `dataDir`. Handlers change `state` synchronously and call `changed()`.
 */
export class Store {
  private saving: Promise<void> | undefined;
  private dirty = false;

  private constructor(
    readonly state: State,
    private readonly file: string | undefined,
  ) {}

  /** Opens the state kept in `dataDir` (created when missing), or an empty one in memory. */
  static async open(dataDir: string | undefined): Promise<Store> {
    if (!dataDir) return new Store(emptyState(), undefined);
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, "state.json");
    const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    const state = text
      ? { ...emptyState(), ...(JSON.parse(text) as Partial<State>) }
      : emptyState();
    return new Store(state, file);
  }

  /** Marks the state changed: it is written soon, once for a burst of changes. */
  changed(): void {
    if (!this.file) return;
    this.dirty = true;
    this.saving ??= this.save();
  }

  /** Resolves once every change so far is on disk. */
  async flush(): Promise<void> {
    while (this.saving) await this.saving;
  }

  private async save(): Promise<void> {
    const file = this.file as string;
    try {
      while (this.dirty) {
        // a burst of requests (a payment and its hooks) is written once
        await new Promise((resolve) => setTimeout(resolve, 10));
        this.dirty = false;
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify(this.state));
        await rename(temporary, file);
      }
    } finally {
      this.saving = undefined;
    }
  }
}
