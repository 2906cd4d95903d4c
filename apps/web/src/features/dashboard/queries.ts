import { documentsApi, DOCUMENT_STATUS_LABELS, TEXTS, type StatusChangeBody } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { replaceDocumentInLists } from "../documents/queries";
import { linkedMessagesKey } from "../messages/queries";

/** Key of the received-document counts; refreshed by the socket events and status changes. */
export const DOC_COUNTS_KEY = [QUERY_ROOTS.documentCounts] as const;

/**
 * The documents shared with the user counted by status (`GET /ws/count/docs?filter=on`), for
 * the dashboard's tab labels. A failure is only logged: the tabs then show no count.
 */
export function useDocumentCounts() {
  return useQuery({
    queryKey: DOC_COUNTS_KEY,
    queryFn: async ({ signal }) =>
      (await call(documentsApi.counts, { query: { filter: "on" }, signal })).count,
    meta: { context: "count documents", errors: "inline" },
  });
}

/**
 * The status change of 000 §4 (`POST /api/documents/{id}/status`): on success the row's badge
 * changes at once, a toast confirms, and the filtered lists, the tab counts and the document's
 * conversation are refetched.
 */
export function useStatusChange(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StatusChangeBody }) =>
      call(documentsApi.changeStatus, { params: { id }, body }),
    meta: {
      context: "change document status",
      refreshes: [QUERY_ROOTS.feed, QUERY_ROOTS.documentCounts],
    },
    onSuccess: (result, { body }) => {
      replaceDocumentInLists(queryClient, result.document);
      // the status message to the patient joins the document's conversation
      void queryClient.invalidateQueries({ queryKey: linkedMessagesKey(result.document.id) });
      notifySuccess(DOCUMENT_STATUS_LABELS[body.status], TEXTS.documents.updated);
      onDone?.();
    },
  });
}
