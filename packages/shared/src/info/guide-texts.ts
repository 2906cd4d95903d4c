/** A question and its answer, or a step and its explanation. */
export interface GuideEntry {
  title: string;
  text: string;
}

/**
 * The help centre's questions (`/modal-help`, 000 §2 "help centre"), each answered in a few words
 * of what the app does. Read by their lazy pages only, so kept out of `TEXTS`.
 */
export const HELP_TOPICS: readonly GuideEntry[] = [
  {
    title: "Comment envoyer mon ordonnance à ma pharmacie ?",
    text: "Dans le menu, choisissez l’envoi d’une ordonnance, prenez-la en photo ou choisissez un fichier, puis votre pharmacie : elle la reçoit aussitôt.",
  },
  {
    title: "Comment savoir que ma commande est prête ?",
    text: "« Mon fil » montre chaque étape de votre ordonnance ou de votre commande, et un message vous prévient quand la pharmacie l’a préparée.",
  },
  {
    title: "Qui voit mes documents ?",
    text: "Vous, les membres de votre famille que vous gérez et les professionnels avec qui vous les partagez. Personne d’autre.",
  },
  {
    title: "J’ai oublié mon mot de passe.",
    text: "Sur la page de connexion, « Mot de passe oublié ? » vous envoie par e-mail un lien valable une heure pour en choisir un nouveau.",
  },
  {
    title: "Puis-je commander sans ordonnance ?",
    text: "Oui, dans le catalogue de votre pharmacie : produits de parapharmacie et médicaments sans ordonnance, à retirer en pharmacie. Les médicaments sur ordonnance ne sont jamais vendus en ligne.",
  },
];

/**
 * The tutorial (`/modal-tutorial`): the four things a new patient does, in order — send a
 * prescription, follow it, write to the pharmacy, order.
 */
export const TUTORIAL_STEPS: readonly GuideEntry[] = [
  {
    title: "Envoyez votre ordonnance",
    text: "Photographiez-la avec votre téléphone et choisissez votre pharmacie. Elle la reçoit tout de suite, sans file d’attente.",
  },
  {
    title: "Suivez sa préparation",
    text: "Dans « Mon fil », la carte de votre ordonnance passe d’envoyée à prise en charge, puis à prête, avec l’adresse et les horaires de la pharmacie.",
  },
  {
    title: "Échangez des messages",
    text: "Sous chaque document, écrivez à votre pharmacien : une question sur un médicament, un produit manquant, l’heure de votre passage.",
  },
  {
    title: "Commandez vos produits",
    text: "Dans le catalogue, ajoutez des produits à votre panier et commandez : votre pharmacie les prépare et vous prévient quand ils sont prêts à retirer.",
  },
];

/**
 * The health tests a pharmacy may offer (`/tests-de-sante`), informative: what each is for and
 * how it goes. Which tests a pharmacy offers, and at what price, is the pharmacy's own.
 */
export const HEALTH_TESTS: readonly GuideEntry[] = [
  {
    title: "Angine : test rapide (TROD)",
    text: "Un prélèvement au fond de la gorge dit en quelques minutes si l’angine est due au streptocoque. Selon le résultat et votre situation, le pharmacien vous délivre un traitement ou vous oriente vers un médecin.",
  },
  {
    title: "Cystite : test urinaire",
    text: "Pour une femme qui a des brûlures en urinant, une bandelette urinaire aide le pharmacien à reconnaître une infection urinaire simple et à vous conseiller.",
  },
  {
    title: "Glycémie",
    text: "Une goutte de sang au bout du doigt mesure le sucre dans le sang. Un résultat élevé n’est pas un diagnostic de diabète : il invite à consulter votre médecin.",
  },
  {
    title: "Tension artérielle",
    text: "Une mesure au calme, assis, avec un tensiomètre validé. Plusieurs mesures élevées justifient d’en parler à votre médecin.",
  },
  {
    title: "Dépistage du cancer colorectal",
    text: "De 50 à 74 ans, le pharmacien peut vous remettre le kit de dépistage à faire chez vous et vous expliquer comment l’utiliser.",
  },
  {
    title: "Covid-19 et grippe",
    text: "Des tests antigéniques rapides, par prélèvement nasal, avec un résultat en une quinzaine de minutes.",
  },
  {
    title: "Autotests",
    text: "Des autotests, par exemple de dépistage du VIH, sont vendus en pharmacie : le pharmacien vous explique comment les faire et lire le résultat.",
  },
];
