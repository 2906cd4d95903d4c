/**
 * French texts of the pharmacy's library (001 §3 "Library document", §7 "Pro API"; 000 §5).
 * Gathered into `TEXTS.library`.
 */
export const LIBRARY_TEXTS = {
  library: {
    title: "Bibliothèque",
    intro:
      "Les affiches et documents de votre comptoir : ajoutez-les ici, puis partagez-en un avec un patient en un geste.",
    pharmacyOnly: "Seules les pharmacies peuvent modifier la bibliothèque.",
    notFound: "Ce document de la bibliothèque est introuvable.",
    directoryNotFound: "Ce dossier de la bibliothèque est introuvable.",
    nameRequired: "Le document de la bibliothèque doit avoir un nom.",
    directoryNameRequired: "Le dossier doit avoir un nom.",
    nameTooLong: "Le nom doit faire au plus 200 caractères.",
    groupInvalid: "Le groupe doit faire entre 1 et 100 caractères.",
    badFile: "Le fichier doit être une image JPEG, PNG ou GIF, ou un PDF.",
    fileOrUrl: "Joignez un fichier ou indiquez une adresse web (https://…).",
    badUrl: "L’adresse doit commencer par https://.",
    empty: "Votre bibliothèque est vide.",
    add: "Ajouter un document",
    nameLabel: "Nom du document",
    categoryLabel: "Catégorie",
    fileLabel: "Choisir le fichier",
    save: "Enregistrer",
    remove: "Supprimer",
    share: "Partager",
    shareTitle: "Partager « {name} »",
    shared: "Document partagé.",
    added: "Document ajouté à la bibliothèque.",
    removed: "Document supprimé de la bibliothèque.",
    recipientsLabel: "Destinataires",
    /** The library's folders (001 §7 `/pro-api/directories/{group}`): the filter's name. */
    foldersLabel: "Dossiers de la bibliothèque",
    renameFolder: "Renommer ce dossier",
    renameFolderTitle: "Renommer le dossier",
    folderRenamed: "Dossier renommé",
    removeFolderConfirm:
      "Supprimer ce dossier\u00a0? Ses documents restent dans la bibliothèque, sans dossier.",
    /** The folder a document is filed in, on its card: `{name}` the document's. */
    moveDocument: "Ranger «\u00a0{name}\u00a0» dans",
    /** A stored file's link, opened in a new tab: `{name}` the document's. */
    open: "Ouvrir «\u00a0{name}\u00a0» dans un nouvel onglet",
    /** A web address's mark in place of a preview. */
    linkMark: "Lien",
  },
} as const;
