import { PAYMENTS_TEXTS } from "./texts.js";

/**
 * French texts of the card form (issue 20 §2): the card goes from the browser to the payment
 * provider, never to our server (001 §5). Gathered into `TEXTS`.
 */
export const CARD_TEXTS = {
  card: {
    /** `{total}`: the amount, « Payer 12,40 € ». */
    pay: "Payer {total}",
    payTitle: "Payer par carte",
    number: "Numéro de carte",
    expiry: "Date d’expiration (MM/AA)",
    cvx: "Cryptogramme",
    cvxHint: "Les 3 chiffres au dos de la carte.",
    numberMissing: "Veuillez saisir le numéro de la carte.",
    numberInvalid: "Ce numéro de carte n’est pas valide : vérifiez les chiffres.",
    expiryFormat: "Indiquez la date d’expiration au format MM/AA, par exemple 09/28.",
    expired: "Cette carte a expiré.",
    cvxInvalid: "Le cryptogramme compte 3 chiffres (4 pour American Express), au dos de la carte.",
    /** The provider refused the card at registration (its `errorCode`). */
    refused:
      "La carte a été refusée : vérifiez son numéro, sa date d’expiration et son cryptogramme.",
    unreachable: PAYMENTS_TEXTS.payments.providerDown,
    neverStored:
      "Vos coordonnées bancaires vont directement à notre prestataire de paiement sécurisé : elles ne passent pas par nos serveurs.",
  },
} as const;
