import { z } from "zod";

/** The answer of `POST /ws/user/export` (202): the French sentence to show. */
export const exportQueuedSchema = z.object({ id: z.string(), message: z.string() });
export type ExportQueued = z.infer<typeof exportQueuedSchema>;

/** The answer of `POST /ws/user/deletion` (202): when the account goes, and the sentence. */
export const deletionQueuedSchema = z.object({
  /** ISO 8601: when the account is erased unless she logs in before. */
  eraseAt: z.string(),
  message: z.string(),
});
export type DeletionQueued = z.infer<typeof deletionQueuedSchema>;

/** One legal text accepted (issue 24 §3 "Consent"): which, its version, when (ISO 8601). */
export const consentDtoSchema = z.object({
  document: z.enum(["terms", "privacy"]),
  version: z.string(),
  acceptedAt: z.string(),
});
export type ConsentDto = z.infer<typeof consentDtoSchema>;

/** `GET /ws/user/privacy`: the consents and a pending erasure's date (null when none). */
export const privacyStateSchema = z.object({
  consents: z.array(consentDtoSchema),
  deletionAt: z.string().nullable(),
  exportPending: z.boolean(),
  /** Days between a request to erase the account and its erasure (ACCOUNT_DELETION_GRACE_DAYS). */
  graceDays: z.number().int().min(0),
});
export type PrivacyState = z.infer<typeof privacyStateSchema>;
