import type { z } from "zod";
import { AppError, zodMessage } from "./errors.js";

/**
 * Parses a request body or query with a shared zod schema.
 * @throws AppError 400 `validation` with the schema's French message when the input is wrong.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new AppError(400, "validation", zodMessage(result.error));
  return result.data;
}
