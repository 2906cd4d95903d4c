import { z } from "zod";
import { format, TEXTS } from "../common/texts.js";
import { isDocumentStatus, type DocumentStatus } from "./status.js";
import { normalizeDocumentType, type DocumentType } from "./types.js";

/** A comma list of known values; the first unknown one is a 400 with `message` naming it. */
function checkedCsv<T>(read: (value: string) => T | null, message: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const values = (text ?? "")
        .split(",")
        .map((value) => value.trim())
        .filter(Boolean);
      const out: T[] = [];
      for (const value of values) {
        const known = read(value);
        if (known === null) {
          ctx.addIssue({ code: "custom", message: format(message, { value: value.slice(0, 40) }) });
          return z.NEVER;
        }
        out.push(known);
      }
      return out;
    });
}

/**
 * Query of `GET /ws/count/docs` (000 §7): `filter=on`, optional `type` and `status` comma lists
 * (types in either reading of 000 §3, statuses of 000 §4); anything else is a 400 with a French
 * message naming the value. The answer is `{ count: DocumentCount[] }`.
 */
export const countDocsQuerySchema = z.object({
  filter: z.literal("on", { message: TEXTS.dashboard.countFilterInvalid }),
  type: checkedCsv<DocumentType>(normalizeDocumentType, TEXTS.dashboard.countTypeInvalid),
  status: checkedCsv<DocumentStatus>(
    (value) => (isDocumentStatus(value) ? value : null),
    TEXTS.dashboard.countStatusInvalid,
  ),
});
/** A parsed `GET /ws/count/docs` query: known types and statuses, each list possibly empty. */
export type CountDocsQuery = z.output<typeof countDocsQuerySchema>;
