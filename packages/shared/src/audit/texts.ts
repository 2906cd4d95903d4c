import { DOCUMENTS_TEXTS } from "../documents/texts.js";

/** French texts of « Qui a consulté mes documents » (issue 24 §2). Gathered into `TEXTS`. */
export const AUDIT_TEXTS = {
  audit: {
    /** The section of `/compte`. */
    title: "Qui a consulté mes documents",
    intro:
      "Chaque ouverture de vos documents de santé par un professionnel ou un autre utilisateur est enregistrée ici. Vos propres lectures et celles des personnes qui gèrent votre compte ne le sont pas.",
    /** A managed member's list, `{name}`: hers. */
    memberTitle: "Qui a consulté les documents de {name}",
    empty: "Personne n’a encore consulté vos documents.",
    memberEmpty: "Personne n’a encore consulté ses documents.",
    loading: "Chargement des consultations",
    /** The table's column headers. */
    date: "Date",
    who: "Qui",
    document: "Document",
    /** In place of a name no longer known (an erased account, a deleted document). */
    unknownActor: "Compte supprimé",
    deletedDocument: DOCUMENTS_TEXTS.documents.deleted,
    more: "Voir les consultations plus anciennes",
    /** The professional's own reads, in a patient's folder. */
    folderTitle: "Mes consultations de ses documents",
    folderIntro: "Les documents de ce patient que vous avez ouverts, les plus récents d’abord.",
    folderEmpty: "Vous n’avez encore ouvert aucun de ses documents.",
  },
} as const;
