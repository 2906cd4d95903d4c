import { parseMetaText, TEXTS, type PublicUser } from "@reseau/shared";

/** The contact page's modes (000 §2 "Contact page"); NORMAL when the URL names none. */
const CONTACT_MODES = ["NORMAL", "CHAT", "NO_ACTION", "NIR_VALIDATION", "EDIT_MODE"] as const;
export type ContactMode = (typeof CONTACT_MODES)[number];

/** The mode of `?mode=`, NORMAL for none or an unknown one. */
export function contactModeOf(value: string | null): ContactMode {
  return (CONTACT_MODES as readonly string[]).includes(value ?? "")
    ? (value as ContactMode)
    : "NORMAL";
}

/**
 * The add-contact button's rule (000 §2): the person is not yet a contact, is not a STUB account,
 * and the mode is not NO_ACTION.
 */
export function showsAddButton(
  contact: PublicUser,
  isContact: boolean,
  mode: ContactMode,
): boolean {
  return !isContact && contact.status !== "STUB" && mode !== "NO_ACTION";
}

/**
 * Why no activation link can be sent (000 §5): no e-mail, or one a professional marked wrong —
 * "Cet utilisateur n'a pas de mail valide pour le moment"; null when it can.
 */
export function activationRefusal(contact: PublicUser): string | null {
  const meta = parseMetaText(contact.meta) ?? {};
  if (!contact.email || meta.email_ok === 0) return TEXTS.lifecycle.noValidEmail;
  return null;
}
