import {
  countOf,
  dashboardPlan,
  documentsApi,
  DOCUMENT_STATUS_LABELS,
  messagesApi,
  TEXTS,
  type DashboardCountQuery,
  type DashboardListState,
  type DashboardPlanOptions,
  type DocumentDto,
  type FeedItem,
  type StatusChangeBody,
} from "@reseau/shared";
import { useMutation, useQueries, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useEffect } from "react";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { notifications } from "@mantine/notifications";
import { TOAST_MS } from "../../components/notify";
import { replaceDocumentInLists } from "../documents/queries";
import { linkedMessagesKey } from "../messages/queries";

/** Root key of the document counts; refreshed by the socket events and status changes. */
export const DOC_COUNTS_KEY = [QUERY_ROOTS.documentCounts] as const;

/** Key of one count query (`filter=on` and maybe a type list). */
function docCountsKey(query: DashboardCountQuery) {
  return [...DOC_COUNTS_KEY, query.type ?? ""] as const;
}

const countQueryOptions = (query: DashboardCountQuery) => ({
  queryKey: docCountsKey(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(documentsApi.counts, { query, signal }),
  meta: { context: "count documents", errors: "inline" as const },
});

/**
 * Each tab's number (000 §2 states, counts of 000 §7): one count request per distinct count
 * query of the tabs (everything, or a type list), summed per tab by the shared `countOf`.
 * undefined for a tab without a count or while its count is unknown.
 */
export function useTabCounts(
  tabs: readonly DashboardListState[],
  options: DashboardPlanOptions,
): Map<DashboardListState, number | undefined> {
  const plans = tabs.map((tab) => [tab, dashboardPlan(tab, options)] as const);
  const queries = [
    ...new Map(
      plans.flatMap(([, plan]) =>
        plan.count ? [[plan.count.query.type ?? "", plan.count.query] as const] : [],
      ),
    ).values(),
  ];
  const results = useQueries({ queries: queries.map(countQueryOptions) });
  const byType = new Map(queries.map((query, index) => [query.type ?? "", results[index]?.data]));
  return new Map(
    plans.map(([tab, plan]) => [
      tab,
      plan.count ? countOf(plan, byType.get(plan.count.query.type ?? "")) : undefined,
    ]),
  );
}

let lastStatusToast: string | null = null;

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
      // one toast at a time: forty prescriptions a morning must not bury the list under toasts
      if (lastStatusToast) notifications.hide(lastStatusToast);
      lastStatusToast = notifications.show({
        title: TEXTS.documents.updated,
        message: DOCUMENT_STATUS_LABELS[body.status],
        color: "teal",
        autoClose: TOAST_MS,
      });
      onDone?.();
    },
  });
}

/**
 * Marks the messages about a document as read (`POST /api/documents/{id}/messages/read`) when the
 * pharmacist opens it, once per document shown with unread messages; the lists then show 0 at
 * once, and the « Messages » tab's count is fetched again. A failure is only logged: the count
 * stays until the next visit.
 */
export function useMarkRead(document: DocumentDto) {
  const queryClient = useQueryClient();
  const unread = document.unreadMessages ?? 0;
  const { mutate } = useMutation({
    mutationFn: (id: string) => call(messagesApi.markRead, { params: { id } }),
    meta: {
      context: "mark messages read",
      errors: "inline",
      refreshes: [QUERY_ROOTS.documentCounts],
    },
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<InfiniteData<FeedItem[], string | null>>(
        { queryKey: [QUERY_ROOTS.feed] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((items) =>
              items.map((item) =>
                item.type !== "MESSAGE" && item.id === id ? { ...item, unreadMessages: 0 } : item,
              ),
            ),
          },
      );
    },
  });
  useEffect(() => {
    if (unread > 0) mutate(document.id);
  }, [document.id, unread, mutate]);
}
