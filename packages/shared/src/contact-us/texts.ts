/** French texts of « Nous contacter » (issue 19 §4, 000 §5 "Contact us"). Gathered into `TEXTS`. */
export const CONTACT_US_TEXTS = {
  contactUs: {
    title: "Nous contacter",
    phone: "Votre téléphone (facultatif)",
    phoneHint: "Pour qu’on vous rappelle, si vous le souhaitez.",
    sent: "Votre message a bien été envoyé. Nous vous répondrons au plus vite.",
    /** A message with nothing in it, or only spaces. */
    empty: "Votre message est vide.",
    /** Over `CONTACT_US_MAX_LENGTH` characters. */
    tooLong: "Votre message ne doit pas dépasser 5 000 caractères.",
    phoneInvalid: "Ce numéro de téléphone n’a pas l’air valide.",
    /** The mail to the group: its subject, `{app}` the brand's name. */
    mailSubject: "Message reçu par {app}",
    mailPhone: "Téléphone : {phone}",
    mailAgent: "Navigateur : {agent}",
    mailFrom: "Compte : {email}",
    mailAnonymous: "Envoyé sans compte.",
  },
} as const;
