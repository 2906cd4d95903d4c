import { z } from "zod";
import type { $ZodRawIssue } from "zod/v4/core";
import { COMMON_TEXTS, format } from "./common-texts.js";

/** What zod gives an error map: the raw issue, before its message (zod 4 `customError`). */
type RawIssue = $ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: COMMON_TEXTS.validation.types.string,
  number: COMMON_TEXTS.validation.types.number,
  int: COMMON_TEXTS.validation.types.int,
  boolean: COMMON_TEXTS.validation.types.boolean,
  array: COMMON_TEXTS.validation.types.array,
  object: COMMON_TEXTS.validation.types.object,
};

/** `« firstName »`, or null for the request itself. */
function fieldOf(issue: RawIssue): string | null {
  const path = (issue.path ?? []).map(String).join(".");
  return path || null;
}

/**
 * The French message of one of zod's built-in issues (a schema's own message always wins): says
 * which field and what is expected, in the words of a form ("Le champ « nom » ne doit pas dépasser
 * 200 caractères."). Installed for every schema by `z.config` below.
 * @returns the message.
 */
export function frenchIssueMessage(issue: RawIssue): string {
  const field = fieldOf(issue);
  const texts = COMMON_TEXTS.validation;
  const subject = field ? format(texts.field, { field }) : texts.request;
  const say = (text: string, values: Record<string, string | number> = {}) =>
    format(text, { subject, ...values });
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return say(texts.required);
      return say(texts.type, { type: TYPE_NAMES[issue.expected] ?? texts.types.other });
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string")
        return minimum <= 1 ? say(texts.empty) : say(texts.minLength, { minimum });
      if (issue.origin === "array") return say(texts.minItems, { minimum });
      return say(texts.minimum, { minimum });
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return say(texts.maxLength, { maximum });
      if (issue.origin === "array") return say(texts.maxItems, { maximum });
      return say(texts.maximum, { maximum });
    }
    case "invalid_value":
      return say(texts.oneOf, { values: issue.values.map(String).join(", ") });
    case "invalid_format":
      if (issue.format === "datetime") return say(texts.datetime);
      if (issue.format === "email") return say(texts.email);
      return say(texts.format);
    case "invalid_union": {
      // the branch that recognised the input's type says what is wrong with it (a `meta` text
      // that is not a JSON object), rather than "none of the branches"
      const branch = issue.errors.find((issues) => issues.some((i) => i.code !== "invalid_type"));
      const own = branch?.find((i) => i.code !== "invalid_type");
      return own ? own.message : say(texts.invalid);
    }
    case "unrecognized_keys":
      return format(texts.unknownKeys, { keys: issue.keys.join(", ") });
    default:
      return say(texts.invalid);
  }
}

z.config({ customError: frenchIssueMessage });

/**
 * The message of a failed parse, as the 400 answer and the form show it: the first issue's
 * message, which is the schema's own French text when it has one, else `frenchIssueMessage`'s.
 */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? COMMON_TEXTS.http.invalidInput;
}
