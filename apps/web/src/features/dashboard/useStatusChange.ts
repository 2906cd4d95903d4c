import { DOCUMENT_STATUS_LABELS, TEXTS } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeDocumentStatus, type StatusChangeRequest } from "../../api/documents";
import { notifySuccess } from "../../components/notify";
import { FEED_KEY, replaceDocumentInFeeds } from "../feed/feedQueries";
import { linkedMessagesKey } from "../messages/conversationQueries";
import { DOC_COUNTS_KEY } from "./useDocumentCounts";

/**
 * The status change of 000 §4 (`POST /api/documents/{id}/status`): on success the row's badge
 * changes at once, a toast confirms, and the filtered lists, the tab counts and the document's
 * conversation are refetched.
 */
export function useStatusChange(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StatusChangeRequest }) =>
      changeDocumentStatus(id, body),
    meta: { context: "change document status" },
    onSuccess: (result, { body }) => {
      replaceDocumentInFeeds(queryClient, result.document);
      void queryClient.invalidateQueries({ queryKey: FEED_KEY });
      void queryClient.invalidateQueries({ queryKey: DOC_COUNTS_KEY });
      // the status message to the patient joins the document's conversation
      void queryClient.invalidateQueries({ queryKey: linkedMessagesKey(result.document.id) });
      notifySuccess(DOCUMENT_STATUS_LABELS[body.status], TEXTS.documents.updated);
      onDone?.();
    },
  });
}
