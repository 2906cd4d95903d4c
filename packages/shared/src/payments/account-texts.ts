import { PAYMENTS_TEXTS } from "./texts.js";
import { VIEWER_TEXTS } from "../documents/viewer-texts.js";
import { LABS_TEXTS } from "../labs/texts.js";
import { PATIENTS_TEXTS } from "../patients/texts.js";

/**
 * French texts of the marketplace accounts (issue 20 §2–§3; the pages' titles are
 * `TEXTS.shell.pages`): the prescription's « Payer » and
 * « Payé », the patient's saved cards and payments (`/compte-marketplace-patient`), the
 * pharmacy's wallet, bank accounts, payouts, money moves and refunds
 * (`/compte-marketplace-pharmacie`). Gathered into `TEXTS`.
 */
export const MARKET_ACCOUNT_TEXTS = {
  marketAccount: {
    /** A payment request paid (the feed's prescription, the pharmacist's queue). */
    paid: "Payé",
    // the patient's cards
    cards: "Mes cartes",
    noCards: "Aucune carte enregistrée : la carte d’un paiement est gardée ici pour les suivants.",
    /** `{expiry}`: MM/AA. */
    cardExpiry: "Expire fin {expiry}",
    /** `{alias}`: the card's alias. */
    deleteCardLabel: "Supprimer la carte {alias}",
    deleteCardTitle: "Supprimer cette carte ?",
    /** `{alias}`: the card's alias. */
    deleteCardConfirm: "La carte {alias} ne pourra plus servir à payer.",
    cardDeleted: "La carte est supprimée.",
    // money moves
    patientMoves: "Mes paiements",
    pharmacyMoves: "Mouvements",
    noMoves: "Aucun mouvement pour ces critères.",
    date: LABS_TEXTS.labs.date,
    label: "Libellé",
    amount: "Montant",
    status: VIEWER_TEXTS.details.status,
    kind: VIEWER_TEXTS.details.type,
    allKinds: "Tous les types",
    allStatuses: PATIENTS_TEXTS.patients.allStatuses,
    from: "Du",
    to: "Au",
    kinds: {
      PAYIN: PAYMENTS_TEXTS.payments.labels.payIn,
      PAYOUT: "Virement",
      TRANSFER: "Transfert",
    },
    statuses: { CREATED: "En cours de traitement", SUCCEEDED: "Réussi", FAILED: "Échoué" },
    totals: "Totaux des mouvements réussis",
    payIns: "Reçu",
    refunds: "Remboursé",
    payouts: "Viré",
    net: "Net",
    // the pharmacy's wallet
    balance: "Solde du portefeuille",
    payout: "Virer vers mon compte",
    payoutAccount: "Compte à créditer",
    payoutTitle: "Virer le solde",
    /** `{amount}`: the balance; `{iban}`: the masked IBAN. */
    payoutConfirm: "Virer {amount} vers le compte {iban} ?",
    /** `{amount}`: the amount paid out. */
    payoutDone: "Le virement de {amount} est demandé : il arrive sous 1 à 3 jours ouvrés.",
    payoutNeedsIban: "Ajoutez un compte bancaire pour virer votre solde.",
    // the pharmacy's bank accounts
    ibans: "Mes comptes bancaires",
    noIbans: "Aucun compte bancaire enregistré.",
    addIban: "Ajouter le compte",
    ibanAdded: "Le compte bancaire est enregistré.",
    /** `{iban}`: the masked IBAN. */
    deleteIbanLabel: "Supprimer le compte {iban}",
    deleteIbanTitle: "Supprimer ce compte bancaire ?",
    /** `{iban}`: the masked IBAN. */
    deleteIbanConfirm: "Le compte {iban} ne recevra plus de virement.",
    ibanDeleted: "Le compte bancaire est supprimé.",
    // refunds
    refund: "Rembourser",
    /** `{code}`: the order's pickup code. */
    refundTitle: "Rembourser la commande {code}",
    refundAmount: "Montant à rembourser (€)",
    /** `{left}`: what can still be refunded. */
    refundHint: "Au plus {left}, remboursés sur la carte du patient.",
    /** `{left}`: what can still be refunded. */
    refundAmountInvalid: "Indiquez un montant en euros, par exemple 12,40, d’au plus {left}.",
    /** `{amount}`: the amount refunded. */
    refundDone: "Le remboursement de {amount} est effectué.",
  },
} as const;
