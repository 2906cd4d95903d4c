/** French texts of contact books and pickers (000 §8). Gathered into `TEXTS`. */
export const CONTACTS_TEXTS = {
  contacts: {
    cannotAdd: "Impossible d'ajouter {name}",
    addError: "Une erreur est survenue lors de l'ajout de {name}",
    self: "Vous ne pouvez pas vous ajouter vous-même.",
    pharmacyInfo: "Impossible d'acceder aux informations de la pharmacie",
  },
} as const;
