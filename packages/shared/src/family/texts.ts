/** French texts of family accounts and pictures (issue 8 §6, §7; 000 §8). Gathered into `TEXTS`. */
export const FAMILY_TEXTS = {
  /** A group manager's overview by member pharmacy (issue 18 §5), on its dashboard. */
  groupOverview: {
    title: "Mes pharmacies",
    intro: "Ce qui attend chaque pharmacie du groupe.",
    toProcess: "Documents à traiter",
    openOrders: "Commandes en cours",
    openRenewals: "Renouvellements en cours",
    empty: "Aucune pharmacie dans le groupe.",
    loading: "Chargement des pharmacies du groupe",
    onlyManagers: "Seul un gestionnaire de groupe a cette vue.",
  },
  family: {
    /** The page's title, and the family picker's (the picker titles of DECISIONS' canonical values). */
    title: "Ma Famille",
    intro: "Les comptes de vos enfants ou d’un proche dont vous vous occupez.",
    loading: "Chargement de votre famille",
    empty: "Vous ne gérez encore aucun membre de votre famille.",
    add: "Ajouter un membre",
    addTitle: "Ajouter un membre de ma famille",
    added: "{name} fait maintenant partie de votre famille.",
    onlyPatients: "Seul un patient peut ajouter un membre de sa famille.",
    firstNameRequired: "Veuillez renseigner son prénom",
    lastNameRequired: "Veuillez renseigner son nom",
    birthRequired: "Veuillez renseigner sa date de naissance",
    birthInvalid: "Date de naissance invalide (JJ/MM/AAAA, dans le passé).",
    end: "Ne plus gérer",
    endTitle: "Ne plus gérer ce compte ?",
    endConfirm:
      "Vous ne verrez plus les documents de {name}. Son compte et ses documents restent enregistrés.",
    ended: "Vous ne gérez plus le compte de {name}.",
    /** `{age}`: whole years. */
    age: "{age} ans",
    ageOne: "1 an",
    ageBaby: "moins d’un an",
    /** The « Pour qui ? » choice of the document-add flow (000 §4 step 4). */
    forWhom: "Pour qui ?",
    me: "Moi",
    /** On a feed card: the document of a family member I manage. */
    forMember: "Pour {name}",
    /** Appended to the success message of a delegated upload (000 §8 "Share and upload"). */
    onBehalf: "pour le compte de {names}",
  },
  pictures: {
    avatar: "Photo",
    vitale: "Carte Vitale",
    insurance: "Carte de mutuelle",
    title: "Mes cartes et ma photo",
    replace: "Remplacer",
    none: "Aucune image",
    /** While a picture is sent, `{name}`: which one (« Carte Vitale »). */
    uploading: "Envoi de : {name}",
    saved: "Image enregistrée",
    badType: "Utilisez une image JPEG, PNG ou WebP.",
    tooLarge: "Cette image est trop lourde (5 Mo au plus).",
    tooManyIds: "Pas plus de 10 images à la fois.",
    unknownType: "Type d’image inconnu : avatar, vitale ou insurance.",
  },
} as const;
