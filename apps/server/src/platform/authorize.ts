import { TEXTS } from "@reseau/shared";
import type { Actor } from "./actor.js";
import { forbidden, notFound } from "./errors.js";

/**
 * What a refusal says: `hidden` answers 404 with the resource's not-found text, so a user never
 * learns that something they may not see exists; `forbidden` answers 403, where existence is not
 * secret (the reader of a document who may not delete it).
 */
type Denial = "hidden" | "forbidden";

/** One rule of a policy: a pure decision over loaded data, and how a refusal is answered. */
export interface Rule<R> {
  allows(actor: Actor, resource: R): boolean;
  denial: Denial;
  /** The 403's French text, when the generic one would not tell the user what to do. */
  message?: string;
}

/** A domain's policy: its rules by action, and the 404 text of its resource. */
export interface Policy<R, A extends string = string> {
  notFound: string;
  rules: Record<A, Rule<R>>;
}

/** Declares a policy (see `Policy`); `notFound` defaults to "Ressource introuvable.". */
export function definePolicy<R, A extends string>(policy: {
  notFound?: string;
  rules: Record<A, Rule<R>>;
}): Policy<R, A> {
  return { notFound: policy.notFound ?? TEXTS.http.notFound, rules: policy.rules };
}

/** A rule that refuses with 404 (the resource's existence is secret). */
export const hidden = <R>(allows: (actor: Actor, resource: R) => boolean): Rule<R> => ({
  allows,
  denial: "hidden",
});

/** A rule that refuses with 403 (the caller already knows the resource exists), with `message`. */
export const guarded = <R>(
  allows: (actor: Actor, resource: R) => boolean,
  message?: string,
): Rule<R> => ({ allows, denial: "forbidden", message });

/**
 * The one authorization check of every domain: `resource` must exist and `actor` must be allowed
 * `action` on it by `policy`.
 * @throws AppError 404 (the policy's not-found text) when `resource` is null or the rule hides
 *   it; 403 "Vous n'avez pas les droits nécessaires pour cette action." when the rule guards it.
 */
export function authorize<R, A extends string>(
  policy: Policy<R, A>,
  action: A,
  actor: Actor,
  resource: R | null | undefined,
): asserts resource is R {
  if (resource === null || resource === undefined) throw notFound(policy.notFound);
  const rule = policy.rules[action];
  if (rule.allows(actor, resource)) return;
  throw rule.denial === "hidden" ? notFound(policy.notFound) : forbidden(rule.message);
}
