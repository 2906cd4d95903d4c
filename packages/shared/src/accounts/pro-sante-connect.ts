/**
 * Pro Santé Connect (issue 24 §4): a professional's login through the national OpenID provider
 * of health professionals (docs/DECISIONS.md "Pro Santé Connect"). The addresses the server
 * answers and the login page links to, the outcomes the server sends back to the login page, and
 * their French texts.
 */

/** `GET`: starts the login, a 302 to the provider; 404 when PSC is off. */
export const PSC_LOGIN_PATH = "/ws/login/psc";

/** `GET`: where the provider sends the professional back (the client's registered redirect URI). */
export const PSC_CALLBACK_PATH = "/ws/login/psc/callback";

/** The query parameter of `/login` naming why a PSC login did not open a session. */
export const PSC_OUTCOME_PARAM = "psc";

/**
 * Why a PSC login did not open a session, the value of `?psc=` on `/login`: `inconnu`, the
 * provider vouched for a national id no professional account holds; `erreur`, the provider
 * refused or failed, or the answer did not belong to this browser's login (state, nonce, PKCE).
 */
export type PscOutcome = "inconnu" | "erreur";

/** The French texts of Pro Santé Connect (the button's wording is the official one). */
export const PSC_TEXTS = {
  button: "Se connecter avec Pro Santé Connect",
  /** Between the password form and the button. */
  or: "ou",
  /** Under the button: what it is, for those who do not know the service. */
  what: "Carte CPS ou application e-CPS",
  outcomes: {
    inconnu:
      "Aucun compte professionnel ne correspond à votre numéro RPPS. Connectez-vous avec votre e-mail, puis renseignez votre RPPS dans votre profil.",
    erreur: "La connexion avec Pro Santé Connect n’a pas abouti. Veuillez réessayer.",
  } satisfies Record<PscOutcome, string>,
} as const;

/**
 * The message of a `?psc=` outcome on the login page, or null for none or an unknown value.
 * Pure.
 */
export function pscOutcomeMessage(value: string | null | undefined): string | null {
  if (value === "inconnu" || value === "erreur") return PSC_TEXTS.outcomes[value];
  return null;
}
