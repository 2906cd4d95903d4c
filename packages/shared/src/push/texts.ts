/**
 * French texts of web push and the installable app (issue 9 §5, 000 §8 "Notification"): device
 * registration errors, the notifications switch, the offline banner. Gathered into `TEXTS`.
 */
export const PUSH_TEXTS = {
  push: {
    typeInvalid: "Le type d’appareil doit valoir « webpush ».",
    endpointInvalid: "L’adresse d’abonnement doit être une adresse https valide.",
    endpointNotAllowed:
      "L’adresse d’abonnement doit être celle d’un service de notifications push reconnu.",
    keyInvalid: "La clé « {field} » de l’abonnement n’a pas le format attendu.",
    /** Body of a push about a document shared with the recipient; `{name}` is its name. */
    newDocument: "Nouveau document reçu : {name}",
    /** Title of a message's alert (in the app and pushed), `{name}`: who wrote it. */
    messageFrom: "Message de {name}",
    /** A message's alert body when it is about a document: `{document}` names it. */
    aboutDocument: "{document} — {content}",
    /** How an alert names a document: `{type}` its kind, `{day}` the day it was sent. */
    documentOfDay: "{type} du {day}",
    /** The switch on /compte (a clear control, never a prompt on first load). */
    sectionTitle: "Notifications sur cet appareil",
    switchLabel: "Recevoir les notifications sur cet appareil",
    switchHelp:
      "Vous serez prévenu d’un nouveau message ou document, même lorsque l’application est fermée.",
    unsupported: "Ce navigateur ne permet pas de recevoir des notifications.",
    denied:
      "Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur.",
    enabled: "Les notifications sont activées sur cet appareil.",
    disabled: "Les notifications sont désactivées sur cet appareil.",
    failed: "Impossible d’activer les notifications sur cet appareil.",
  },
  offline: {
    banner:
      "Vous êtes hors ligne : les dernières informations enregistrées sur cet appareil sont affichées.",
    nothingSaved: "Aucune information n’est enregistrée sur cet appareil pour cette page.",
  },
} as const;
