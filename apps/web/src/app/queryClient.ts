import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isApiError } from "../api/errors";
import type { ErrorHandler } from "./errorHandler";
import { refreshRoots, type QueryRoot } from "./queryRoots";

/**
 * Per-query / per-mutation options read by the central error handler: `errors: "inline"` means
 * the component shows the error itself (login, sign-up), so the handler only logs it.
 */
interface AppQueryMeta extends Record<string, unknown> {
  errors?: "inline";
  context?: string;
  /** The catalogue's text of the action, shown when the server did not explain the failure. */
  errorText?: string;
  /** Data a successful mutation makes stale, refreshed once it succeeds. */
  refreshes?: readonly QueryRoot[];
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/**
 * The query client: every failed query or mutation goes through `onError` (the central handler);
 * a successful mutation refreshes the roots its `meta.refreshes` names. Only network failures are
 * retried, once; an answer of the server is final.
 */
export function createQueryClient(onError: ErrorHandler): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) =>
        onError(error, {
          context: query.meta?.context ?? query.queryKey.join("/"),
          display: query.meta?.errors !== "inline",
          errorText: query.meta?.errorText,
        }),
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.refreshes) refreshRoots(queryClient, mutation.meta.refreshes);
      },
      onError: (error, _variables, _context, mutation) =>
        onError(error, {
          context: mutation.meta?.context,
          display: mutation.meta?.errors !== "inline",
          errorText: mutation.meta?.errorText,
        }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => isApiError(error) && error.status === 0 && failures < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
