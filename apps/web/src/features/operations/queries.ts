import {
  CONVERSATION_PAGE_SIZE,
  operationsApi,
  type DocumentDto,
  type MarketOperationDto,
  type OperationCreateInput,
  type Remuneration,
  type SubmissionDto,
  type SubmissionStatus,
} from "@reseau/shared";
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";

const ROOT = QUERY_ROOTS.marketOperations;

/**
 * The caller's marketing operations (`GET /api/market-operations`, issue 21 §4): a manager's own
 * with all their submissions, a pharmacy's those proposed to it with its own only.
 */
export const operationsQuery = queryOptions({
  queryKey: [ROOT, "list"] as const,
  queryFn: ({ signal }): Promise<MarketOperationDto[]> => call(operationsApi.list, { signal }),
  meta: { context: "load operations" },
});

/** One operation (`GET /api/market-operation/{id}`): 404 in French when not the caller's. */
export const operationQuery = (id: string) =>
  queryOptions({
    queryKey: [ROOT, "one", id] as const,
    queryFn: ({ signal }): Promise<MarketOperationDto> =>
      call(operationsApi.get, { params: { id }, signal }),
    meta: { errors: "inline", context: "load operation" },
    retry: false,
  });

/**
 * The documents of an operation's OPMARKET directory (`GET /api/market-operation/{id}/documents`,
 * issue 21 §4): pages newest first, each next page strictly older than the last document
 * (`fromDate`); refreshed live by `newDoc` and `deleteDoc` (`features/realtime`).
 */
export function useOperationDocuments(id: string) {
  return useInfiniteQuery({
    queryKey: [ROOT, "documents", id] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }): Promise<DocumentDto[]> =>
      call(operationsApi.documents, {
        params: { id },
        query: { limit: CONVERSATION_PAGE_SIZE, ...(pageParam ? { fromDate: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page: DocumentDto[]) =>
      page.length < CONVERSATION_PAGE_SIZE ? undefined : page.at(-1)?.lastUpdate,
    meta: { errors: "inline", context: "load operation documents" },
  });
}

/** Marks the operations, their submissions and documents stale (a document added). */
export const refreshOperations = (queryClient: QueryClient) => refreshRoots(queryClient, [ROOT]);

/** `POST /api/market-operation`: a group manager creates an operation; the lists are refreshed. */
export function useCreateOperation(onCreated: (name: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperationCreateInput) => call(operationsApi.create, { body }),
    meta: { errors: "inline", context: "create operation" },
    onSuccess: (_answer, body) => {
      refreshRoots(queryClient, [ROOT]);
      onCreated(body.name);
    },
  });
}

/**
 * `POST /api/market-operation/{id}/submission`: the manager proposes `remuneration` (cents) to a
 * member pharmacy. @throws ApiError 400, 403, 404 in French.
 */
export function usePropose(idmarketop: string, onProposed: (submission: SubmissionDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { idreceiver: string; remuneration: Remuneration }) =>
      call(operationsApi.submit, { params: { id: idmarketop }, body }),
    meta: { errors: "inline", context: "propose operation" },
    onSuccess: (submission) => {
      refreshRoots(queryClient, [ROOT]);
      onProposed(submission);
    },
  });
}

/**
 * `PUT /api/market-operation/submission/{id}`: accept or refuse (the receiver), finish (the
 * manager). @throws ApiError 400, 403, 404 in French.
 */
export function useSetSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
    }: {
      id: string;
      status: SubmissionStatus;
    }): Promise<SubmissionDto> =>
      call(operationsApi.setStatus, { params: { id }, body: { status } }),
    meta: { errors: "inline", context: "submission status" },
    onSuccess: () => refreshRoots(queryClient, [ROOT]),
  });
}
