/** French texts shared by every domain: session, HTTP errors, validation (000 §8, 001 §8). */
export const COMMON_TEXTS = {
  auth: {
    title: "Authentification requise",
    required: "Pour accéder à cette page, veuillez tout d'abord vous connecter.",
    badCredentials: "Nom d'utilisateur ou mot de passe non reconnus",
    restrictedType: "Vous n'avez pas de droits suffisants pour acceder a cette page.",
    wrongApp: "Vous n'avez pas accès à cette application.",
    /** `{group}` is replaced by the account's group. */
    wrongGroup: "Impossible de vous logguer dans cette application (compte groupe {group}).",
    /** The same refusal for an establishment of no group (docs/DECISIONS.md "Login by variant"). */
    wrongGroupNone: "Impossible de vous logguer dans cette application (compte sans groupe).",
    tooManyAttempts: "Trop de tentatives de connexion. Veuillez réessayer dans {duration}.",
    forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
    xsrf: "Requête refusée : jeton de sécurité (XSRF) manquant ou invalide.",
  },
  http: {
    tooLarge: "Le document a une taille trop importante pour être enregistré",
    badRequest: "Impossible de faire la recherche avec ces parametres",
    offline: "Problème de connexion internet.",
    server: "Erreur serveur",
    notFound: "Ressource introuvable.",
    invalidInput: "Données invalides.",
    tooManyRequests: "Trop de demandes depuis cette adresse. Veuillez réessayer dans {duration}.",
    /** `{field}`: where the character is. */
    unsafeText: "Caractère invalide dans le champ « {field} ».",
    /** `{max}`: how many levels of objects and lists a body may nest. */
    tooDeep: "Données trop imbriquées : {max} niveaux au plus.",
    /** `GET /ws/ready` when the database or the file storage does not answer (issue 23 §1). */
    notReady:
      "Le service est momentanément indisponible : la base de données ou le stockage des fichiers ne répond pas.",
    /** `GET /ws/ready` while the server shuts down: the load balancer sends elsewhere. */
    draining: "Le serveur s'arrête : réessayez dans un instant.",
  },
  notification: "Notification",
  appName: "Réseau Santé",
  /** The app's frame: the pages' menu and the words no single domain owns (`AppLayout`). */
  nav: {
    menu: "Menu",
    logout: "Déconnexion",
    profile: "Mon profil",
    dashboard: "Tableau de bord",
  },
  /** The words of dialogs and lists the whole app shares. */
  actions: {
    confirm: "Valider",
    cancel: "Annuler",
    login: "Login",
    delete: "Supprimer",
    noResult: "Aucun résultat.",
    close: "Fermer",
    /** The next page of a list (`LoadMoreButton`). */
    loadMore: "Charger plus",
    search: "Rechercher",
    send: "Envoyer",
    print: "Imprimer",
    fullScreen: "Plein écran",
    open: "Ouvrir",
    /** The heading of a table's column of buttons, for screen readers. */
    actions: "Actions",
    loading: "Chargement",
  },
  validation: {
    field: "Le champ « {field} »",
    request: "La requête",
    required: "{subject} est obligatoire.",
    type: "{subject} doit être {type}.",
    empty: "{subject} ne doit pas être vide.",
    minLength: "{subject} doit contenir au moins {minimum} caractères.",
    maxLength: "{subject} ne doit pas dépasser {maximum} caractères.",
    minItems: "{subject} doit contenir au moins {minimum} élément(s).",
    maxItems: "{subject} ne doit pas contenir plus de {maximum} éléments.",
    minimum: "{subject} doit être supérieur ou égal à {minimum}.",
    maximum: "{subject} doit être inférieur ou égal à {maximum}.",
    oneOf: "{subject} doit valoir l'une de ces valeurs : {values}.",
    datetime: "{subject} doit être une date et heure ISO 8601 avec son fuseau.",
    dateRange: "{subject} doit être une date entre {min} et {max}.",
    email: "{subject} doit être une adresse e-mail valide.",
    format: "{subject} n'a pas le format attendu.",
    unknownKeys: "Champ inconnu : {keys}.",
    invalid: "{subject} est invalide.",
    types: {
      string: "un texte",
      number: "un nombre",
      int: "un nombre entier",
      boolean: "vrai ou faux",
      array: "une liste",
      object: "un objet",
      other: "d'un autre type",
    },
  },
} as const;

const minutePlural = new Intl.PluralRules("fr-FR");

/** A number of minutes as a French reader says it: "1 minute", "15 minutes" (never "minute(s)"). */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutePlural.select(minutes) === "one" ? "minute" : "minutes"}`;
}

/**
 * Replaces `{name}` placeholders in a catalogue text.
 * @example format(TEXTS.auth.wrongGroup, { group: "galien" })
 */
export function format(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
