/** What a failure after some batches were applied adds: the lines stored stay, a new run ends it. */
const KEPT =
  "Les lignes enregistrées avant l’arrêt sont conservées ; relancez l’import pour enregistrer les autres (celles déjà enregistrées ne changeront pas).";

/**
 * French texts of the stock import (001 §2 "Stock import page", 000 §5, issue 11 §4). Gathered
 * into `TEXTS.stockImport`.
 */
export const STOCK_IMPORT_TEXTS = {
  stockImport: {
    /** 000 §5: the answer to anyone else than a pharmacy, exactly as the spec writes it. */
    notAPharmacy: "Not a pharmacy",
    title: "Import du stock",
    intro:
      "Importez le fichier CSV exporté par votre logiciel de pharmacie : code EAN13 ou CIP13, nom, quantité et prix de chaque produit.",
    formats:
      "Séparateur « ; » ou « , », prix avec une virgule ou un point, encodage UTF-8 ou ISO-8859-1, une première ligne d’en-tête.",
    fileLabel: "Fichier CSV",
    filePlaceholder: "Choisir un fichier",
    submit: "Importer",
    uploading: "Envoi du fichier…",
    running: "Import en cours… Le résultat s’affichera ici dès qu’il sera prêt.",
    done: "Import terminé",
    failed: "L’import a échoué",
    noImport: "Aucun import pour le moment.",
    lastImport: "Dernier import",
    read: "Lignes lues",
    updated: "Produits mis à jour",
    created: "Produits ajoutés",
    unchanged: "Produits inchangés",
    refused: "Lignes refusées",
    refusalsTitle: "Lignes refusées",
    lineColumn: "Ligne",
    reasonColumn: "Motif",
    moreRefusals: "… et {count} autres lignes refusées.",
    statuses: {
      PENDING: "En attente",
      RUNNING: "En cours",
      DONE: "Terminé",
      FAILED: "Échec",
    },
    // 400 answers
    notCsv: "Envoyez un fichier CSV (type text/csv, ou formulaire avec le champ « file »).",
    emptyFile: "Le fichier est vide.",
    tooLarge: "Le fichier dépasse la taille maximale de {max} Mo.",
    fileNameRequired: "Indiquez le fichier à importer (fileName reçu après l’envoi).",
    nameInvalid: "Le nom de l’import doit faire au plus 200 caractères.",
    grpInvalid: "Le groupe doit faire au plus 100 caractères.",
    idInvalid: "Identifiant d’import invalide.",
    alreadyRunning: "Un import de ce fichier est déjà en cours.",
    // import failures (the whole file is refused, nothing is stored; the `…Partly` ones after some
    // batches of lines were stored)
    noHeader:
      "La première ligne doit nommer les colonnes : code (EAN13 ou CIP13), nom, quantité et prix.",
    missingColumns: "Colonnes introuvables dans l’en-tête : {columns}.",
    unreadable: "Le fichier n’a pas pu être lu : {reason}",
    timedOut: "L’import a dépassé la durée maximale d’une heure.",
    notStored: "L’import n’a pas pu être enregistré. Réessayez dans quelques minutes.",
    interrupted:
      "L’import a été interrompu (redémarrage du serveur) ; rien n’a été enregistré. Relancez-le.",
    timedOutPartly: `L’import a dépassé la durée maximale d’une heure. ${KEPT}`,
    stoppedPartly: `L’import s’est arrêté avant la fin. ${KEPT}`,
    interruptedPartly: `L’import a été interrompu (redémarrage du serveur). ${KEPT}`,
    partCounts: "Lignes enregistrées avant l’arrêt",
    // refusals of one line
    badCode: "Code « {code} » invalide : 13 chiffres attendus (EAN13 ou CIP13).",
    badQuantity: "Quantité « {value} » invalide : un nombre entier positif ou nul est attendu.",
    badPrice: "Prix « {value} » invalide : un montant positif en euros est attendu (ex. 12,50).",
    missingName: "Nom du produit manquant pour un produit absent du catalogue.",
    duplicateCode: "Code {code} déjà présent ligne {line}.",
    wrongColumnCount: "Nombre de colonnes incorrect.",
    nameTooLong: "Nom du produit trop long : {max} caractères au plus.",
    unsafeCharacter: "La ligne contient un caractère interdit (NUL ou caractère invalide).",
  },
} as const;
