import { DOCUMENT_STATUS_LABELS, TEXTS } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeDocumentStatus, type StatusChangeRequest } from "../../api/documents";
import { notifySuccess } from "../../components/notify";
import { FEED_KEY, replaceDocumentInFeeds } from "../feed/feedQueries";

/**
 * The status change of 000 §4 (`POST /api/documents/{id}/status`): on success the row's badge
 * changes at once, a toast confirms, and the filtered lists are refetched.
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
      notifySuccess(DOCUMENT_STATUS_LABELS[body.status], TEXTS.documents.updated);
      onDone?.();
    },
  });
}
