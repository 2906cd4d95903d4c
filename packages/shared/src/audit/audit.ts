import { z } from "zod";
import { idSchema } from "../common/endpoint.js";

/** The most entries one page of an audit list holds (issue 24 §2). */
export const AUDIT_PAGE_MAX = 200;

/** One page's default size. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * One read of a health document (issue 24 §2): when (ISO), who read it and which document. Names
 * are joined when the list is read: null once the account or the document is gone.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  actor: z.object({
    id: z.string(),
    type: z.string().nullable(),
    name: z.string().nullable(),
  }),
  document: z.object({
    id: z.string(),
    name: z.string().nullable(),
    type: z.string().nullable(),
  }),
});

/** One read of a health document, as `GET /ws/user/audit` answers it. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * A page of an audit list, newest first: `limit` entries (1 to 200, 50 by default), older than
 * the entry `before` (its id, the last one of the previous page) when given.
 */
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  before: idSchema.optional(),
});

/** The query of an audit list. */
export type AuditQuery = z.infer<typeof auditQuerySchema>;
