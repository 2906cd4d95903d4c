import { z } from "zod";
import { PRIVACY_TEXTS } from "./texts.js";

/**
 * Versions of the legal texts a user accepts at sign-up (issue 24 §3 "Consent"): a new version of
 * the terms or of the privacy notice changes its string here, and the accounts signed up after it
 * record the new one.
 */
export const LEGAL_VERSIONS = { terms: "2026-01", privacy: "2026-01" } as const;

/** Which legal text a consent is for: the terms of use or the privacy notice. */
export type ConsentDocument = keyof typeof LEGAL_VERSIONS;

/** Body of `POST /ws/user/deletion` (issue 24 §3): the account's current password. */
export const deletionBodySchema = z.object({
  password: z
    .string({ error: PRIVACY_TEXTS.privacy.passwordRequired })
    .min(1, PRIVACY_TEXTS.privacy.passwordRequired)
    .max(200, PRIVACY_TEXTS.privacy.wrongPassword),
});
export type DeletionBody = z.infer<typeof deletionBodySchema>;

/** The id in `GET /ws/user/export/{id}`: a UUID-like token, anything else is a 404. */
export const exportParams = z.object({ id: z.string().regex(/^[\w-]{8,64}$/) });

const longDayFormat = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The day of an erasure in Paris, in words: « 28 décembre 2026 » (issue 24 §3). */
export function deletionDayText(at: string | Date): string {
  return longDayFormat.format(typeof at === "string" ? new Date(at) : at);
}
