/**
 * French texts of the drug guide (issue 19 §4; 001 route table: `notices`, `medicament`), from
 * the public drug database (BDPM). Gathered into `TEXTS.drugs`.
 */
export const DRUGS_TEXTS = {
  drugs: {
    title: "Guide des médicaments",
    intro:
      "Cherchez un médicament par son nom pour lire sa forme, ses présentations (codes CIP13), ses substances actives et son groupe générique.",
    searchLabel: "Nom du médicament",
    searchPlaceholder: "Par exemple : doliprane",
    /** The search answer's count: `{count}` the number of drugs shown (at most 50). */
    results: "{count} médicament(s) trouvé(s)",
    noResult: "Aucun médicament ne commence par ce nom.",
    typeToSearch: "Tapez le début du nom d’un médicament.",
    nameRequired: "Indiquez le nom du médicament à chercher.",
    nameTooLong: "Le nom cherché doit faire au plus 100 caractères.",
    notFound: "Ce médicament est introuvable dans la base des médicaments.",
    back: "Retour au guide des médicaments",
    formLabel: "Forme",
    routesLabel: "Voies d’administration",
    statusLabel: "Commercialisation",
    holderLabel: "Titulaire",
    presentationsTitle: "Présentations",
    cip13Label: "CIP13",
    noPrice: "Prix non communiqué",
    /** A presentation: `{label}` its box, `{price}` its price or `noPrice`. */
    presentationLine: "{label} — {price}",
    substancesTitle: "Substances actives",
    /** An active substance: `{name}` in lower case, `{dosage}` and `{reference}` as written. */
    substanceLine: "{name} : {dosage} pour {reference}",
    noSubstance: "Aucune substance déclarée.",
    groupTitle: "Groupe générique",
    /** The speciality's place in its group: `{type}` one of `groupTypes`. */
    groupType: "Dans ce groupe : {type}",
    noGroup: "Ce médicament n’appartient à aucun groupe générique.",
    /** The type of the drug in its generic group (BDPM: 0, 1, 2, 4). */
    groupTypes: {
      0: "Princeps (médicament de référence)",
      1: "Générique",
      2: "Générique par complémentarité posologique",
      4: "Générique substituable",
    } as Record<number, string>,
    source:
      "Source : base de données publique des médicaments (BDPM). Ce guide ne remplace pas l’avis de votre médecin ou de votre pharmacien.",
    /** Importer errors (`npm run drugs:import`): `{file}` the BDPM file, `{line}` its line. */
    fileMissing: "Fichier BDPM manquant : {file}.",
    badLine: "{file}, ligne {line} : ligne illisible ({reason}).",
  },
} as const;
