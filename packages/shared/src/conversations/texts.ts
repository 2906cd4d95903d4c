import { LIBRARY_TEXTS } from "../library/texts.js";

/**
 * French texts of conversations (the contact page's CHAT mode), the compose modal and
 * publications (000 §2, §4 PUBLISHED, §8). Gathered into `TEXTS`.
 */
export const CONVERSATIONS_TEXTS = {
  conversation: {
    /** The CHAT mode's section title, `{name}`: the contact's shown name. */
    title: "Conversation avec {name}",
    empty: "Aucun échange pour le moment. Écrivez le premier message.",
    loading: "Chargement de la conversation",
    older: "Messages précédents",
    /** A document's conversation, as a divider or a list names it. */
    messages: "Messages",
    noMessage: "Aucun message sur ce document.",
    /** A document's messages on their way. */
    loadingMessages: "Chargement des messages",
    replyLabel: "Votre réponse",
    /** A document in the conversation, `{name}`: its name. */
    document: "Document\u00a0: {name}",
  },
  compose: {
    /** The compose modal of 000 §2 "Modals". */
    title: "Nouveau message",
    addRecipients: "Choisir les destinataires",
    /** `{name}`: the recipient taken off the list. */
    remove: "Retirer {name}",
    noRecipient: "Aucun destinataire choisi.",
    content: "Message",
    /** More than `MESSAGE_RECIPIENT_LIMIT` recipients. */
    tooMany: "Merci de ne pas sélectionner plus de 20 destinataires.",
    /** The reply of a thread: `{name}` wrote the parent message. */
    replyTo: "Réponse à {name}",
  },
  publications: {
    title: "Publications",
    empty: "Aucune publication pour le moment.",
    publish: "Publier",
    unpublish: "Retirer la publication",
    published: "Document publié",
    unpublished: "Publication retirée",
    /** 403 to anyone publishing what is not an establishment's own public document. */
    notPublishable:
      "Seule une pharmacie ou un laboratoire peut publier ses propres publications, affiches et documents publics.",
    /** The alternative text of a publication's picture, `{name}`: its name. */
    picture: "Publication\u00a0: {name}",
    /** 403 to anyone but a group manager on `POST /api/manager/publish` (issue 21 §1). */
    managersOnly: "Seul un groupement peut publier auprès de ses membres.",
    /** 400: `pharmacies` names an establishment the group does not manage (issue 21 §1). */
    notMembers: "Ces établissements ne sont pas membres de votre groupement\u00a0: {names}.",
    /** 400: the group has no member to publish to. */
    noMembers: "Votre groupement n’a encore aucun membre.",
    // the group's page /modal-publish (issue 21 §1)
    documentName: LIBRARY_TEXTS.library.nameLabel,
    documentType: "Type de document",
    recipients: "Pharmacies destinataires",
    /** `{count}`: how many members received it. */
    sentTo: "Document publié auprès de {count} établissement(s).",
    pickAtLeastOne: "Choisissez au moins un établissement.",
    nameRequired: "Donnez un nom au document.",
  },
} as const;
