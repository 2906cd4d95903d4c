import { z } from "zod";

/**
 * Error codes of the wire contract (docs/DECISIONS.md "Wire contract"): every non-2xx
 * answer has the body `{ error: ErrorCode, message: string, title?: string }`.
 */
export const ERROR_CODES = [
  "badRequest",
  "validation",
  "unauthorized",
  "forbidden",
  "xsrf",
  "restrictedType",
  "wrongApp",
  "wrongGroup",
  "tooManyAttempts",
  "notFound",
  "conflict",
  "tooLarge",
  "badFormat",
  "unregisteredCode",
  "server",
  "invalidToken",
  "mailUnavailable",
  // GET /ws/ready's 503 (issue 23 §1); "draining" also answers any request while the server stops
  "notReady",
  "draining",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every error answer. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  title: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
