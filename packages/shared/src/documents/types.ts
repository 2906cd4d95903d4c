import { z } from "zod";
import { TEXTS } from "../common/texts.js";

/** Canonical document types, the first list of 000 §3 (`delivery order` written DELIVERY_ORDER). */
export const DOCUMENT_TYPES = [
  "ANALYS_RES",
  "DELIVERY_ORDER",
  "IMAGERY",
  "MAILING",
  "PRESC_DRUG",
  "PRESC_MTL",
  "PRESC_OPT",
  "PUBLICATION",
  "AFFICHE",
  "DOC_OPMARKET",
  "DOC_PUBLIC",
  "VACCIN",
  "NONE",
  "MESSAGE",
  "EMAIL",
  "IMAGE",
  "HPM",
  "avatar",
  "vitale",
  "insurance",
  "pub1",
  "pub2",
  "pub3",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The second reading of 000 §3, accepted on input (docs/DECISIONS.md "Canonical values"). */
export const DOCUMENT_TYPE_ALIASES: Record<string, DocumentType> = {
  ORDO: "PRESC_DRUG",
  ANALYSE: "ANALYS_RES",
  ORDO_OPT: "PRESC_OPT",
  AVATAR: "avatar",
  VITALE: "vitale",
  INSURANCE: "insurance",
  PUB1: "pub1",
  PUB2: "pub2",
  PUB3: "pub3",
  "delivery order": "DELIVERY_ORDER",
};

/** French labels of the document types a user picks or sees. */
export const DOCUMENT_TYPE_LABELS: Partial<Record<DocumentType, string>> = {
  PRESC_DRUG: "Ordonnance",
  PRESC_OPT: "Ordonnance optique",
  PRESC_MTL: "Ordonnance matériel",
  ANALYS_RES: "Résultat d'analyse",
  IMAGERY: "Imagerie",
  VACCIN: "Vaccin",
  other: "Autre document",
};

/** Normalises a type read on input; @returns null for an unknown type. */
export function normalizeDocumentType(input: string): DocumentType | null {
  if ((DOCUMENT_TYPES as readonly string[]).includes(input)) return input as DocumentType;
  // own keys only: `constructor` or `__proto__` must not find the object's prototype
  return Object.hasOwn(DOCUMENT_TYPE_ALIASES, input)
    ? (DOCUMENT_TYPE_ALIASES[input] ?? null)
    : null;
}

export const documentTypeSchema = z.string().transform((value, ctx) => {
  const type = normalizeDocumentType(value);
  if (!type) {
    ctx.addIssue({ code: "custom", message: TEXTS.documents.unknownType });
    return z.NEVER;
  }
  return type;
});

/** Largest file accepted, in bytes (000 §9: 153600 bytes, 150 KB). */
export const MAX_FILE_BYTES = 153_600;

/** Mimes accepted for upload (000 §5): JPEG, PNG, GIF and PDF. */
export const ACCEPTED_MIMES = ["image/jpeg", "image/png", "image/gif", "application/pdf"] as const;
export type AcceptedMime = (typeof ACCEPTED_MIMES)[number];

/** True for the image mimes (READY adds the reminder to bring the original for those, 000 §4). */
export function isImageMime(mime: string): boolean {
  return mime.startsWith("image/");
}

/**
 * Finds the real format from the first bytes of a file (magic numbers), so a declared mime is
 * never trusted alone. @returns the mime, or null when the bytes are none of the accepted formats.
 */
export function sniffMime(bytes: Uint8Array): AcceptedMime | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "image/gif";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}

/** Types never listed in the feed (000 §9): pictures of the profile and publication slots. */
export const FEED_HIDDEN_TYPES: readonly DocumentType[] = [
  "avatar",
  "vitale",
  "insurance",
  "pub1",
  "pub2",
  "pub3",
];

/**
 * The type a document gets when a user of `userType` adds it (000 §4 Document-add flow): a
 * laboratory or lab group adding a prescription (PRESC_DRUG) adds an analysis result (ANALYS_RES).
 */
export function typeOnUpload(userType: string, type: DocumentType): DocumentType {
  return (userType === "labo" || userType === "grp_lab") && type === "PRESC_DRUG"
    ? "ANALYS_RES"
    : type;
}
