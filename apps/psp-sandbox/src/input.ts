import { paramError } from "./errors.js";
import type { Money } from "./store.js";

/** A request's JSON body as an object (anything else reads as an empty one). */
export type Body = Record<string, unknown>;

/** The body of a request, or `{}` when it is not a JSON object. */
export function bodyOf(value: unknown): Body {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Body) : {};
}

/**
 * Reads a body's fields, gathering MangoPay's « The X field is required » messages; `check()`
 * throws them together as one 400 `param_error`.
 */
export class Fields {
  private readonly errors: Record<string, string> = {};

  constructor(private readonly body: Body) {}

  /** A required non-empty string. */
  required(name: string): string {
    const value = this.body[name];
    if (typeof value === "string" && value.trim() !== "") return value;
    if (typeof value === "number") return String(value);
    this.fail(name, `The ${name} field is required.`);
    return "";
  }

  /** An optional string: undefined when absent or null. */
  optional(name: string): string | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === "string") return value;
    if (typeof value === "number") return String(value);
    this.fail(name, `The ${name} field is invalid.`);
    return undefined;
  }

  /**
   * Money in cents: `{ Currency, Amount }` with a whole `Amount` (negative only when
   * `allowNegative`, as a refund's fees are); required unless `optional`.
   */
  money(
    name: string,
    options: { optional?: boolean; allowNegative?: boolean } = {},
  ): Money | undefined {
    const value = this.body[name];
    if (value === undefined || value === null) {
      if (!options.optional) this.fail(name, `The ${name} field is required.`);
      return undefined;
    }
    const money = value as Partial<Money>;
    if (typeof money.Currency !== "string" || !/^[A-Z]{3}$/.test(money.Currency)) {
      this.fail(`${name}.Currency`, "The Currency field is required.");
      return undefined;
    }
    if (
      typeof money.Amount !== "number" ||
      !Number.isInteger(money.Amount) ||
      (money.Amount < 0 && !options.allowNegative)
    ) {
      this.fail(`${name}.Amount`, "The Amount field must be a whole number of cents.");
      return undefined;
    }
    return { Currency: money.Currency, Amount: money.Amount };
  }

  /** Records an error on a field. */
  fail(name: string, message: string): void {
    this.errors[name] ??= message;
  }

  /** Throws the errors gathered, if any, as a 400 `param_error`. */
  check(): void {
    if (Object.keys(this.errors).length > 0) throw paramError(this.errors);
  }
}

/** A record without its `_`-prefixed fields, which the sandbox keeps for itself. */
export function view<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([key]) => !key.startsWith("_")),
  ) as Partial<T>;
}
