import type { UserStatus } from "../accounts/users.js";
import { parseMetaText } from "../common/meta.js";

/** The colour of a contact (000 §4 "Contact colour"). */
export type ContactColour = "red" | "green" | "purple" | "gray" | "orange";

/**
 * The colour of a contact (000 §4): red when `meta.email_ok` is 0 (a wrong e-mail), green for
 * ACTIVE, purple for AUTO, dark orange for NEW, gray for STUB or no status. `meta` is the wire's
 * JSON text or the stored object.
 */
export function contactColour(user: {
  status?: UserStatus | null;
  meta?: string | Record<string, unknown> | null;
}): ContactColour {
  const meta = typeof user.meta === "string" ? parseMetaText(user.meta) : user.meta;
  if (meta?.email_ok === 0 || meta?.email_ok === "0") return "red";
  if (user.status === "ACTIVE") return "green";
  if (user.status === "AUTO") return "purple";
  if (user.status === "NEW") return "orange";
  return "gray";
}

/** True when a pro marked the e-mail as wrong (`meta.email_ok` is 0, 000 §3). */
export function hasWrongEmail(meta: string | Record<string, unknown> | null | undefined): boolean {
  return contactColour({ status: "ACTIVE", meta }) === "red";
}

/**
 * The name a contact book is sorted and filtered by (the alphabet of 000 §4): a person's last
 * name (else first name, else e-mail), an establishment's name. The server sorts by the same.
 */
export function sortNameOf(user: {
  type?: string;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const isPerson = user.type === "patient" || user.type === "professional";
  const person = user.lastName || user.firstName || "";
  return (isPerson ? person : user.name || person) || user.email || "";
}

/** The first letter A to Z of a shown name, accents removed (the contacts alphabet, 000 §4). */
export function initialOf(name: string): string {
  const letter = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : "#";
}
