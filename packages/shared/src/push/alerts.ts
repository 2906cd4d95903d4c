import { COMMON_TEXTS, format } from "../common/common-texts.js";
import { formatParisShortDay } from "../common/dates.js";
import { DOCUMENT_TYPE_LABELS, type DocumentType } from "../documents/types.js";
import { PUSH_TEXTS } from "./texts.js";

/** What a message's alert says (issue 18 §3): a title and a body, in French. */
export interface MessageAlert {
  title: string;
  body: string;
}

/**
 * How an alert names a document: its kind and the day it was sent (« Ordonnance du 26 nov. »),
 * never its file name; its name alone for a kind without a label.
 */
export function alertDocumentLabel(document: { type: string; name: string; date: string }): string {
  const type = DOCUMENT_TYPE_LABELS[document.type as DocumentType];
  return type
    ? format(PUSH_TEXTS.push.documentOfDay, { type, day: formatParisShortDay(document.date) })
    : document.name;
}

/**
 * The alert of a message, in the app and in a push (issue 18 §3): titled « Message de {sender} »
 * (« Notification » when the sender is unknown, 000 §8), its text after the document it is about
 * when there is one (`alertDocumentLabel`).
 */
export function messageAlert(message: {
  content: string;
  senderName?: string | null;
  document?: { type: string; name: string; date: string } | null;
}): MessageAlert {
  const title = message.senderName
    ? format(PUSH_TEXTS.push.messageFrom, { name: message.senderName })
    : COMMON_TEXTS.notification;
  const body = message.document
    ? format(PUSH_TEXTS.push.aboutDocument, {
        document: alertDocumentLabel(message.document),
        content: message.content,
      })
    : message.content;
  return { title, body };
}
