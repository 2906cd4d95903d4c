import { format } from "../common/common-texts.js";

/**
 * The prose of the public information pages: `/apropos`, the legal pages (`/infos/cgu`, `cgv`,
 * `confidentialite`, `paiement`, `mentions-legales`, `/modal-cgv`) and `/infos/…` (001 route
 * table; issue 7 §2, issue 19 §4). Kept out of `TEXTS` on purpose: `TEXTS` is one object that the
 * first page carries whole, and these paragraphs belong to lazy pages only (first-page budget,
 * issue 17 §5). Titles and links are in `TEXTS.legal`, `TEXTS.info` and `TEXTS.home`. `{brand}`
 * is the running variant's name and `{publisher}` who publishes it (`legalWordsOf`).
 */
export const LEGAL_TEXTS = {
  about: [
    "{brand} relie les patients, les professionnels de santé, les pharmacies et les laboratoires pour échanger ordonnances, résultats et messages en toute sécurité.",
    "Vos mots de passe ne sont jamais conservés par l'application, et l'option « Rester connecté » ouvre une session sécurisée sur le serveur.",
  ],
  terms: {
    intro:
      "{brand} met en relation les patients et leurs professionnels de santé pour échanger des documents de santé : ordonnances, résultats, messages.",
    /** Each section: its title, then its paragraph. */
    sections: [
      {
        title: "Votre compte",
        text: "Vous créez un compte personnel avec une adresse e-mail valide et un mot de passe que vous gardez secret. Les professionnels et les établissements s’inscrivent avec leur numéro RPPS ou FINESS.",
      },
      {
        title: "Vos documents",
        text: "Vous ne partagez un document qu’avec les professionnels que vous choisissez. Une ordonnance envoyée en photo ne remplace pas l’original : la pharmacie peut vous le demander.",
      },
      {
        title: "Ce que le service n’est pas",
        text: "{brand} n’est pas un service d’urgence. En cas d’urgence, appelez le 15 ou le 112.",
      },
    ],
  },
  privacy: {
    intro:
      "Vos données de santé ne sont visibles que par vous, les personnes que vous gérez et les professionnels avec qui vous les partagez.",
    points: [
      "Données conservées : votre identité, vos coordonnées, vos documents et vos messages.",
      "Votre mot de passe n’est jamais conservé en clair, et votre session est ouverte sur le serveur.",
      "Vous pouvez demander à consulter, corriger ou supprimer vos données à tout moment.",
    ],
  },
  /** Terms of sale of the online pharmacy (`/modal-cgv`, `/infos/cgv`; 000 §2 legal modal). */
  sales: {
    intro:
      "Ces conditions s’appliquent aux commandes passées dans le catalogue de {brand}, pour un retrait en pharmacie.",
    sections: [
      {
        title: "Le vendeur",
        text: "Chaque commande est passée auprès de la pharmacie que vous choisissez : c’est elle qui vend, prépare et vous remet les produits. {brand} transmet votre commande.",
      },
      {
        title: "Les produits",
        text: "Produits de parapharmacie et médicaments sans ordonnance. Les médicaments sur ordonnance ne sont pas vendus en ligne : envoyez votre ordonnance à votre pharmacie.",
      },
      {
        title: "Les prix",
        text: "Les prix sont ceux de votre pharmacie au moment de la commande, en euros toutes taxes comprises. Sans pharmacie choisie, le catalogue affiche des prix de référence.",
      },
      {
        title: "Le retrait",
        text: "La pharmacie vous prévient dans l’application quand votre commande est prête ; vous la retirez aux heures d’ouverture.",
      },
      {
        title: "Vos droits",
        text: "Vos droits de consommateur, dont le droit de rétractation lorsqu’il s’applique, s’exercent auprès de la pharmacie qui vous a vendu les produits.",
      },
    ],
  },
  /** Payment terms (`/infos/paiement`). */
  payment: {
    intro:
      "Le montant de votre commande est calculé au moment où vous commandez, à partir des prix et du stock de votre pharmacie.",
    sections: [
      {
        title: "Le montant",
        text: "Les montants sont en euros toutes taxes comprises. Une promotion de votre pharmacie est comptée si elle est en cours au moment de la commande.",
      },
      {
        title: "Le règlement",
        text: "Vous réglez votre pharmacie lors du retrait, ou en ligne lorsque votre pharmacie vous en fait la demande dans l’application.",
      },
      {
        title: "Vos données de paiement",
        text: "{brand} n’enregistre pas vos numéros de carte bancaire.",
      },
    ],
  },
  /** Legal notice (`/infos/mentions-legales`). */
  notice: {
    intro: "L’application {brand} est éditée par {publisher}.",
    sections: [
      {
        title: "Nous joindre",
        text: "Pour toute question sur l’application ou sur vos données, écrivez-nous depuis la page « Nous contacter ».",
      },
      {
        title: "Les contenus",
        text: "Les informations de santé de l’application sont données à titre d’information et ne remplacent pas l’avis d’un médecin ou d’un pharmacien.",
      },
    ],
  },
  /** Who publishes a variant's app: the group that runs it under its brand. */
  groupPublisher: "le groupement de pharmacies {brand}",
  /** How the service works, in three steps (`/infos/` with any other type). */
  howItWorks: [
    "Créez votre compte patient et choisissez votre pharmacie.",
    "Photographiez votre ordonnance et envoyez-la en un geste.",
    "Suivez sa préparation : la pharmacie vous prévient quand tout est prêt.",
  ],
} as const;

/**
 * The words that fill the legal texts' `{brand}` and `{publisher}` for the running variant
 * (`GET /ws/config`'s `variant`, issue 19 §4): the generic app is its own publisher, a variant is
 * published by the group that runs it (docs/DECISIONS.md "Legal pages per variant").
 */
export function legalWordsOf(variant: { code: string | null; name: string }): {
  brand: string;
  publisher: string;
} {
  return {
    brand: variant.name,
    publisher: variant.code
      ? format(LEGAL_TEXTS.groupPublisher, { brand: variant.name })
      : variant.name,
  };
}
