/**
 * French texts of the app's shell (001 §2): the side menu, the pages built later and the unknown
 * address. Gathered into `TEXTS`.
 */
export const SHELL_TEXTS = {
  shell: {
    /** The side menu's drawer, for a screen reader (its button is « Menu », `nav.menu`). */
    sideMenu: "Menu principal",
    /** 001 §2 side menu entries without a text elsewhere. */
    groups: "Groupes",
    family: "Ma famille",
    appointments: "Rendez-vous médicaux",
    loyaltyCard: "Carte de fidélité",
    emergency: "Urgences",
    help: "Aide",
    questionnaire: "Questionnaire beauté",
    /** A link that leaves the app: its name ends with this, for a screen reader. */
    newWindow: "(nouvelle fenêtre)",
    /** A page of the route table that a later version brings (issue 19 §2). */
    soon: "Cette page sera bientôt disponible.",
    soonMore: "Elle fait partie des prochaines versions de l’application.",
    backHome: "Revenir à l’accueil",
    notFoundTitle: "Page introuvable",
    notFound: "L’adresse demandée ne correspond à aucune page de l’application.",
    /** An embedded site (`/iframe/:id/redirection/:action`, `/webview`). */
    webviewTitle: "Site partenaire",
    webviewUnknown: "Ce site n’est pas proposé dans cette application.",
    webviewFallback: "Le site ne s’affiche pas ? Ouvrez-le dans une nouvelle fenêtre",
    /** The titles of the pages of 001 §2's route table that have no page of their own yet. */
    pages: {
      "modal-security": "Sécurité",
      "modal-edit-discount": "Modifier une promotion",
      "modal-edit-product": "Modifier un produit",
      "compte-marketplace-patient": "Mes cartes de paiement",
      "compte-marketplace-pharmacie": "Mon compte de paiement",
      "modal-contacts-share": "Partager avec des contacts",
      "modal-directories": "Dossiers",
      "page-images": "Images",
      "feed-groupe": "Fil du groupe",
      groupes: "Groupes de partage",
      page: "Page",
      "login-docs": "Connexion aux documents",
      stats: "Statistiques",
      op: "Opération marketing",
      "groupes-pro": "Groupes professionnels",
      "gestion-contact-optique": "Gestion des contacts optique",
      "modal-publish": "Publier un document",
      "modal-qr-code": "Mon QR code",
      "questionnaire-admin": "Administration des questionnaires",
      test: "Tests",
      "page-pdf": "Document PDF",
    },
  },
} as const;
