/**
 * The prose of the public information pages: `/apropos`, `/infos/cgu`, `/infos/confidentialite`
 * and `/infos/…` (001 route table; issue 7 §2). Kept out of `TEXTS` on purpose: `TEXTS` is one
 * object that the first page carries whole, and these paragraphs belong to lazy pages only
 * (first-page budget, issue 17 §5). Titles and links are in `TEXTS.legal` and `TEXTS.home`.
 */
export const LEGAL_TEXTS = {
  about: [
    "Réseau Santé relie les patients, les professionnels de santé, les pharmacies et les laboratoires pour échanger ordonnances, résultats et messages en toute sécurité.",
    "Vos mots de passe ne sont jamais conservés par l'application, et l'option « Rester connecté » ouvre une session sécurisée sur le serveur.",
  ],
  terms: {
    intro:
      "Réseau Santé met en relation les patients et leurs professionnels de santé pour échanger des documents de santé : ordonnances, résultats, messages.",
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
        text: "Réseau Santé n’est pas un service d’urgence. En cas d’urgence, appelez le 15 ou le 112.",
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
  /** How the service works, in three steps (`/infos/` with any other type). */
  howItWorks: [
    "Créez votre compte patient et choisissez votre pharmacie.",
    "Photographiez votre ordonnance et envoyez-la en un geste.",
    "Suivez sa préparation : la pharmacie vous prévient quand tout est prêt.",
  ],
} as const;
