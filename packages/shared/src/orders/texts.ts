import { ACCOUNTS_TEXTS } from "../accounts/texts.js";

/**
 * French texts of the marketplace cart and orders (001 §2 "Cart modal", "Order lists", §4
 * "Marketplace order status"; issue 11 §2). Gathered into `TEXTS.orders`.
 */
export const ORDERS_TEXTS = {
  orders: {
    /**
     * Labels of the marketplace order statuses of 001 §4 (the spec names the statuses and gives
     * no label: these are ours, one per status).
     */
    statuses: {
      CREATED: "Créée",
      AWAITING_PAYMENT: "En attente de paiement",
      PROCESSING_PAYMENT: "Paiement en cours",
      ERROR_PAYMENT: "Erreur de paiement",
      CANCELED: "Annulée",
      REFUNDED: "Remboursée",
      PAYED: "Payée",
      READY: "Prête à retirer",
      RESERVATION_ONLY: "Réservée (paiement au comptoir)",
      DELIVRED: "Retirée",
    },
    // 400 answers
    cartEmpty: "Votre panier est vide.",
    cartTooLong: "Votre panier contient trop de produits (50 au plus).",
    quantityInvalid: "La quantité doit être un nombre entier entre 1 et 99.",
    productDuplicate: "Un même produit ne peut figurer qu’une fois dans le panier.",
    vendorUnknown: "Cette pharmacie est introuvable.",
    /** `{name}`: the product. */
    productUnknown: "Ce produit n’est pas vendu par cette pharmacie.",
    /** `{name}`: the product; `{available}`: units left. */
    notEnoughStock: "Stock insuffisant pour « {name} » : {available} disponible(s).",
    /** `{name}`: the product. */
    prescriptionOnly:
      "« {name} » est un médicament sur ordonnance : il ne peut pas être commandé en ligne.",
    statusInvalid: "Le statut doit valoir READY (prête), DELIVRED (retirée) ou CANCELED (annulée).",
    /** `{status}`: the order's current status label. */
    statusFinal: "Cette commande ne peut plus changer de statut ({status}).",
    patientOnly: "Seul un patient peut passer une commande.",
    /** 400: the patient chose the counter at a pharmacy that takes card payment only (issue 20 §1). */
    counterRefused: "Cette pharmacie n’accepte pas le paiement au comptoir : payez par carte.",
    /** 409 `{status}`: the order's current status label. */
    counterStatus: "Cette commande ne peut plus passer au paiement au comptoir ({status}).",
    /** 400: the setting's body. */
    counterPaymentInvalid: "Indiquez si le paiement au comptoir est accepté (true ou false).",
    /** 403: the setting belongs to pharmacies. */
    counterPaymentPharmacyOnly: "Seule une pharmacie peut régler le paiement au comptoir.",
    /** 403: only the patient herself switches her order to the counter. */
    counterClientOnly: "Seul le patient qui a passé la commande peut choisir de payer au comptoir.",
    noOrder: "Cette commande est introuvable.",
    noCoordinates:
      "Impossible de calculer la distance : l’adresse de la pharmacie ou du patient n’est pas localisée.",
    // messages to the patient (one per status change)
    /** `{pharmacy}`: the pharmacy's name; `{status}`: the new status label; `{total}`: euros. */
    statusMessage: "Votre commande de {total} chez {pharmacy} : {status}.",
    // screens
    cartTitle: "Mon panier",
    cartEmptyHint: "Ajoutez des produits depuis le catalogue de votre pharmacie.",
    addToCart: "Ajouter au panier",
    added: "Ajouté au panier",
    /** `{name}`: the pharmacy of the cart. */
    otherVendor:
      "Votre panier contient des produits d’une autre pharmacie ({name}). Videz-le d’abord pour commander ici.",
    quantity: "Quantité",
    remove: "Retirer",
    clear: "Vider le panier",
    /** `{available}`: units in stock. */
    stockLeft: "{available} en stock",
    outOfStock: "Rupture de stock",
    totalPara: "Parapharmacie",
    totalMedi: "Médicaments",
    reductionPara: "Remise",
    totalDelivery: "Livraison",
    totalWithoutDelivery: "Total hors livraison",
    totalFinal: "Total à payer",
    payAtCounter: "Click & collect : vous payez au comptoir en retirant votre commande.",
    order: "Commander pour retrait",
    /** The cart's choice of payment, with card payment on (issue 20 §1). */
    paymentChoice: "Mode de paiement",
    payByCard: "Payer par carte maintenant",
    payLater: "Payer au comptoir au retrait",
    /** « Mes commandes »: switches an unpaid order to the counter. */
    switchToCounter: "Payer au comptoir",
    switchedToCounter: "Vous paierez cette commande au comptoir en la retirant.",
    /** The pharmacy's setting on its marketplace account page. */
    counterSetting: "Paiement au comptoir accepté",
    counterSettingHint:
      "Vos patients peuvent réserver en ligne et payer au comptoir en retirant leur commande (click & collect). Désactivé : le paiement par carte est obligatoire.",
    counterSettingSaved: "Réglage du paiement au comptoir enregistré.",
    ordered: "Commande enregistrée : vous serez prévenu(e) quand elle sera prête.",
    searchTitle: "Produits de ma pharmacie",
    search: "Rechercher un produit de ma pharmacie",
    searchPlaceholder: "ex. crème solaire",
    noPharmacy: "Choisissez d’abord votre pharmacie dans votre profil.",
    noResult: "Aucun produit trouvé.",
    listTitle: "Mes commandes",
    listEmpty: "Aucune commande pour le moment.",
    /** The orders page's views: open orders first, the finished ones a click away. */
    views: {
      label: "Commandes affichées",
      /** `{count}`: how many orders the view holds. */
      open: "En cours ({count})",
      done: "Terminées ({count})",
      all: "Toutes ({count})",
    },
    openEmpty: "Aucune commande en cours.",
    doneEmpty: "Aucune commande terminée.",
    loading: "Chargement des commandes…",
    /** `{date}`: the order's day and time. */
    orderedOn: "Commandée le {date}",
    client: "Client",
    pharmacy: ACCOUNTS_TEXTS.userKinds.pharmacy,
    setReady: "Prête",
    setDelivred: "Retirée",
    setCanceled: "Annuler la commande",
    /** `{name}`: the patient's name. */
    cancelTitle: "Annuler la commande de {name} ?",
    cancelText:
      "Les produits réservés reviennent dans votre stock et le patient est prévenu. Une commande annulée ne peut pas être reprise.",
    keepOrder: "Garder la commande",
    statusChanged: "Statut de la commande mis à jour.",
    openCart: "Mon panier",
    /** After the count on the header's cart link, for a screen reader (issue 18 §1). */
    cartUnits: "article(s)",
    /** The header's cart link on a phone, where « Mon panier » would not fit. */
    cartShort: "Panier",
    pickupCode: "Code de retrait :",
    /** The pharmacy's alert of a new order, on any page (issue 18 §3). */
    newOrder: "Nouvelle commande de {name}",
    /** The empty cart's way to the catalogue. */
    browseCatalogue: "Voir le catalogue de ma pharmacie",
  },
} as const;
