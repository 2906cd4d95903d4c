import { format, TEXTS, type DocumentDto, type DocumentType } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { isApiError } from "../../api/errors";
import { handleError } from "../../app/errorReporting";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifyInfo, notifySuccess } from "../../components/notify";
import { useCurrentUser } from "../session/queries";
import { blobToBase64 } from "./files";
import { keepUntilLoggedIn, takePendingUpload } from "./pendingUpload";
import { shareDocument, uploadDocument } from "./queries";
import type { PreparedFile } from "./prepareFile";

/** What to send: the prepared file, its name and type, and the pharmacy to share it with. */
export interface SendDocumentInput {
  prepared: PreparedFile;
  name: string;
  type?: DocumentType;
  /** The patient's default pharmacy; without one the document stays in the history. */
  idpharma: string | null;
  /** A family member the document is sent for (issue 8 §6); absent: my own. */
  owner?: { id: string; name: string } | null;
  /**
   * Other recipients picked in the share picker (pharmacy or optician contacts, issue 8 §2), or
   * the one contact the contact page sends to; shared in the same call (at most 5 in all).
   */
  others?: string[];
  /** The success text when the document reaches its recipients (default: the pharmacy's). */
  sentText?: string;
}

/** The upload's outcome: the stored document, and whether its recipients received it. */
export interface SendDocumentResult {
  document: DocumentDto;
  sharedWithPharmacy: boolean;
  /** The family member it was sent for, if any. */
  owner?: { id: string; name: string } | null;
}

/**
 * Uploads a document (`POST /feed/documents`, base64 without prefix), then shares it with the
 * default pharmacy (`PUT /feed/documents/{id}/share`). A failed share keeps the document in
 * the history (000 §8: "Document enregistré dans votre historique").
 * @throws ApiError when the upload itself fails (413, 400...), shown by the central handler.
 */
export async function sendDocument(input: SendDocumentInput): Promise<SendDocumentResult> {
  const document = await uploadDocument({
    name: input.name,
    type: input.type ?? "PRESC_DRUG",
    mime: input.prepared.mime,
    data: await blobToBase64(input.prepared.blob),
    ...(input.owner ? { idowner: input.owner.id } : {}),
  });
  const owner = input.owner ?? null;
  const recipients = [...new Set([input.idpharma, ...(input.others ?? [])])].filter(
    (id): id is string => !!id,
  );
  if (recipients.length === 0) return { document, sharedWithPharmacy: false, owner };
  try {
    await shareDocument(document.id, recipients);
    return { document, sharedWithPharmacy: true, owner };
  } catch (error) {
    handleError(error, { context: "share document", display: false });
    return { document, sharedWithPharmacy: false, owner };
  }
}

/**
 * The send mutation of the document-add flow: toast, then the feed shows the new document. When
 * the session has ended (401), the prepared document is kept and sent once the same user has
 * logged in again (`useResumePendingUpload`); the central handler opens the login alert.
 */
export function useSendDocument(onSent: (result: SendDocumentResult) => void) {
  const user = useCurrentUser();
  return useMutation({
    mutationFn: sendDocument,
    meta: { context: "upload document", refreshes: [QUERY_ROOTS.feed] },
    onError: (error, input) => {
      if (user && isApiError(error) && error.status === 401) {
        keepUntilLoggedIn(user.id, input);
        notifyInfo(TEXTS.documents.loginFirst);
      }
    },
    onSuccess: (result, input) => {
      const text = result.sharedWithPharmacy
        ? (input.sentText ?? TEXTS.share.sentToPharmacy)
        : TEXTS.share.savedInHistory;
      // delegation adds « pour le compte de » and the name (000 §8 "Share and upload")
      notifySuccess(
        result.owner
          ? `${text} ${format(TEXTS.family.onBehalf, { names: result.owner.name })}`
          : text,
      );
      onSent(result);
    },
  });
}

/**
 * Sends the document kept when the session ended, as soon as its user is logged in again, with
 * the usual toast. Mounted once, in the app's layout.
 */
export function useResumePendingUpload(): void {
  const user = useCurrentUser();
  const send = useSendDocument(() => undefined);
  const { mutate } = send;
  useEffect(() => {
    if (!user) return;
    const input = takePendingUpload(user.id);
    if (input) mutate({ ...input, idpharma: input.idpharma ?? user.idpharma });
  }, [user, mutate]);
}
