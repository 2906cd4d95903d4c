/**
 * French texts of card payment (issue 20 §2, §4; 001 §5 "Card data is sent directly to a card
 * payment provider"). Gathered into `TEXTS.payments`.
 */
export const PAYMENTS_TEXTS = {
  payments: {
    // 400 answers
    cardTypeInvalid: "Le type de carte doit valoir CB_VISA_MASTERCARD, MAESTRO ou DINERS.",
    registrationDataInvalid: "Les données d’enregistrement de la carte sont invalides.",
    // 403 / 404 / 409
    noCard: "Cette carte est introuvable.",
    noIdentity: "Ce compte de paiement est introuvable.",
    patientOrPharmacyOnly: "Seuls les patients et les pharmacies ont un compte de paiement.",
    patientOnly: "Seul un patient enregistre une carte.",
    pharmacyOnly: "Seule une pharmacie a un portefeuille.",
    clientOnly: "Seul le patient de la commande peut la payer.",
    alreadyPaid: "Cette commande est déjà payée.",
    noRequest: "Cette demande de paiement est introuvable.",
    requestPaid: "Cette demande de paiement est déjà réglée.",
    paidByPaymentOnly: "Seul le paiement par carte marque une demande de paiement comme réglée.",
    requestRecipientOnly:
      "Seul le patient à qui elle est adressée règle cette demande de paiement.",
    /** `{total}`: amount; `{pharmacy}`: the pharmacy's name. */
    requestPaidText: "Votre paiement de {total} à {pharmacy} est accepté.",
    /** `{status}`: the order's status label. */
    notPayable: "Cette commande ne peut pas être payée ({status}).",
    paymentOff: "Le paiement par carte n’est pas proposé : réglez votre commande au comptoir.",
    providerDown:
      "Le service de paiement ne répond pas. Réessayez dans quelques minutes : rien n’a été débité deux fois.",
    // the outcome of a payment, told to the patient (answer and live message)
    /** `{total}`: amount; `{pharmacy}`: the pharmacy's name. */
    paid: "Votre paiement de {total} à {pharmacy} est accepté : votre commande est payée.",
    pending: "Votre banque demande une confirmation (3-D Secure) : suivez ses instructions.",
    /** `{total}`: amount; `{pharmacy}`: the pharmacy's name; `{reason}`: one of `refusals`. */
    failed: "Votre paiement de {total} à {pharmacy} n’a pas abouti : {reason}",
    /** `{total}`: amount; `{pharmacy}`: the pharmacy's name; `{minutes}`: the delay. */
    expired:
      "Votre commande de {total} à {pharmacy} n’a pas été payée dans les {minutes} minutes : elle est annulée.",
    /** Why a payment failed, by the provider's result code (MangoPay's codes). */
    refusals: {
      declined: "votre banque a refusé le paiement. Essayez une autre carte.",
      insufficientFunds: "le plafond ou la provision de votre carte est insuffisant.",
      expired: "votre carte est expirée.",
      invalidCard: "le numéro ou le cryptogramme de votre carte est invalide.",
      secureModeFailed: "l’authentification 3-D Secure a échoué ou a été refusée.",
      inactiveCard: "cette carte n’est plus active.",
      other: "le paiement a été refusé. Essayez une autre carte ou réglez au comptoir.",
    },
    walletDescription: "Portefeuille de la pharmacie",
    // the pharmacy's money (issue 20 §3)
    amountInvalid: "Le montant doit être un nombre entier de centimes, supérieur à zéro.",
    dayInvalid: "La date doit être au format AAAA-MM-JJ.",
    noBankAccount: "Ce compte bancaire est introuvable.",
    noPayout: "Il n’y a rien à virer : le solde du portefeuille est nul.",
    /** `{balance}`: the wallet's balance. */
    payoutTooHigh: "Le virement dépasse le solde du portefeuille ({balance}).",
    pharmacyOfOrderOnly: "Seule la pharmacie de la commande peut la rembourser.",
    notRefundable: "Cette commande n’a pas de paiement à rembourser.",
    /** `{left}`: what can still be refunded. */
    refundTooHigh: "Le remboursement dépasse ce qui reste remboursable ({left}).",
    /** `{total}`: the amount refunded; `{pharmacy}`: the pharmacy's name. */
    refunded: "{pharmacy} vous a remboursé {total} sur votre carte.",
    /** `{total}`: the amount; `{pharmacy}`: the pharmacy's name. */
    refundFailed: "Le remboursement de {total} par {pharmacy} n’a pas abouti.",
    /** What a money move is, one line of the lists (`transactionSchema.label`). */
    labels: {
      /** `{code}`: the order's pickup code. */
      orderPayIn: "Paiement de la commande {code}",
      /** `{code}`: the order's pickup code. */
      orderRefund: "Remboursement de la commande {code}",
      /** `{pharmacy}`: the pharmacy that sent the payment request. */
      requestPayIn: "Paiement de l’ordonnance envoyée par {pharmacy}",
      /** `{iban}`: the bank account, masked (« FR76 ••• 0189 »). */
      payout: "Virement vers {iban}",
      payIn: "Paiement",
      refund: "Remboursement",
      payoutUnknown: "Virement vers le compte bancaire",
      transfer: "Transfert entre portefeuilles",
    },
  },
} as const;
