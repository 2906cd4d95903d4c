import { randomUUID } from "node:crypto";
import { nowSeconds } from "./store.js";

/** An error answer in MangoPay's shape (`Message`, `Type`, `Id`, `Date`, `errors`). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.Message ?? body.error));
  }
}

function answer(
  statusCode: number,
  type: string,
  message: string,
  errors?: Record<string, string>,
): ApiError {
  return new ApiError(statusCode, {
    Message: message,
    Type: type,
    Id: randomUUID(),
    Date: nowSeconds(),
    ...(errors ? { errors } : {}),
  });
}

/** 400 `param_error`, each faulty field with its message, as MangoPay answers a bad request. */
export function paramError(errors: Record<string, string>): ApiError {
  return answer(
    400,
    "param_error",
    "One or several required parameters are missing or incorrect. An incorrect resource ID also raises this kind of error.",
    errors,
  );
}

/** 404 `ressource_not_found` (MangoPay's spelling) for a `kind` (Wallet, Card…) and an id. */
export function notFound(kind: string, id: string): ApiError {
  return answer(404, "ressource_not_found", "The ressource does not exist", {
    RessourceNotFound: `Cannot found the ressource ${kind} with the id=${id} `,
  });
}

/** 401: no bearer token, an expired one, or another client's. */
export function unauthorized(): ApiError {
  return answer(401, "authorization_error", "Authorization has been denied for this request.");
}

/** 409: an `Idempotency-Key` already used for another request. */
export function idempotencyConflict(key: string): ApiError {
  return answer(
    409,
    "idempotency_error",
    "The request is not processed due to an identical idempotency key.",
    {
      IdempotencyKey: `The key ${key} was already used for another request`,
    },
  );
}
