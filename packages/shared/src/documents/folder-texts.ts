import { DOCUMENTS_TEXTS } from "./texts.js";

/**
 * French texts of directories, « Mes dossiers » and the feed's filters (000 §3, §7; 001 §2 side
 * menu). Gathered into `TEXTS`.
 */
export const FOLDERS_TEXTS = {
  folders: {
    menu: "Mes dossiers",
    all: "Tous",
    title: "Mes dossiers",
    mine: "Mes dossiers personnels",
    notFound: "Le dossier n'existe pas.",
    nameRequired: "Veuillez donner un nom au dossier.",
    nameTooLong: "Le nom du dossier ne doit pas dépasser 100 caractères.",
    unknownType: "Type de dossier inconnu.",
    directoryRequired: "Veuillez choisir un dossier.",
    /** 403 to a patient creating a publication or marketing directory. */
    establishmentsOnly: "Ce type de dossier est réservé aux établissements.",
    create: "Nouveau dossier",
    createTitle: "Créer un dossier",
    nameLabel: "Nom du dossier",
    created: "Dossier créé",
    remove: "Supprimer ce dossier",
    removeConfirm:
      "Supprimer ce dossier\u00a0? Ses documents restent dans votre fil, sans dossier.",
    removed: "Dossier supprimé",
    moveLabel: "Ranger dans",
    noDirectory: "Aucun dossier",
    /** `{name}`: the folder's name. */
    moved: "Document rangé dans «\u00a0{name}\u00a0»",
    movedOut: "Document retiré de son dossier",
    moveFailed: "Impossible de ranger ce document pour le moment.",
    empty: "Aucun document dans ce dossier.",
    emptyAll: DOCUMENTS_TEXTS.feed.empty,
    loadFailed: "Impossible de charger ce dossier pour le moment.",
    save: "Enregistrer",
    /** The folder a page shows, for screen readers and the title: `{name}`. */
    pageTitle: "Dossier «\u00a0{name}\u00a0»",
  },
  feedFilters: {
    statusInvalid: "Statut de document inconnu\u00a0: {value}.",
    flagInvalid: "Le paramètre « {name} » vaut « true » ou « false ».",
    birthInvalid: "La date de naissance doit être au format JJ/MM/AAAA.",
  },
} as const;
