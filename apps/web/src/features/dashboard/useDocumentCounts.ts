import { useQuery } from "@tanstack/react-query";
import { fetchDocumentCounts } from "../../api/documents";

/** Key of the received-document counts; refreshed by the socket events and status changes. */
export const DOC_COUNTS_KEY = ["documentCounts"] as const;

/**
 * The documents shared with the user counted by status (`GET /ws/count/docs?filter=on`), for
 * the dashboard's tab labels. A failure is only logged: the tabs then show no count.
 */
export function useDocumentCounts() {
  return useQuery({
    queryKey: DOC_COUNTS_KEY,
    queryFn: ({ signal }) => fetchDocumentCounts({}, signal),
    meta: { context: "count documents", errors: "inline" },
  });
}
