import {
  apoticareApi,
  type ApoticareOrderCreateInput,
  type ApoticareOrderDto,
  type ApoticareReference,
  type ApoticareStatus,
} from "@reseau/shared";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";

const ROOT = QUERY_ROOTS.apoticare;

/**
 * The wizard's bases, goals and actives (`GET /api/apoticare/reference`, public, issue 22 §1):
 * read from the server, never bundled; they change with a deployment only.
 */
export const referenceQuery = queryOptions({
  queryKey: [ROOT, "reference"] as const,
  queryFn: ({ signal }): Promise<ApoticareReference> => call(apoticareApi.reference, { signal }),
  staleTime: Infinity,
  meta: { context: "load apoticare reference" },
});

/**
 * The caller's made-to-measure orders (`GET /api/apoticare`, issue 22 §3), newest first: a
 * patient's own, a pharmacy's received (with its purchase price). Refreshed live by `newMsg`
 * (the patient's message of each step, `features/realtime`).
 */
export const apoticareOrdersQuery = queryOptions({
  queryKey: [ROOT, "orders"] as const,
  queryFn: ({ signal }): Promise<ApoticareOrderDto[]> => call(apoticareApi.list, { signal }),
  meta: { context: "load apoticare orders" },
});

/** `POST /api/apoticare`: the patient orders her formula. @throws ApiError 400, 403, 404 in French. */
export function useOrderFormula(onOrdered: (order: ApoticareOrderDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApoticareOrderCreateInput) => call(apoticareApi.create, { body }),
    meta: { errors: "inline", context: "order formula" },
    onSuccess: (order) => {
      refreshRoots(queryClient, [ROOT]);
      onOrdered(order);
    },
  });
}

/**
 * `POST /api/apoticare/{id}/status`: the order's pharmacy moves it on (NEW_ORDER → PROCESSING →
 * PAID); the list is refreshed. @throws ApiError 403, 404, 409 in French.
 */
export function useMoveOrder(onMoved: (order: ApoticareOrderDto) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApoticareStatus }) =>
      call(apoticareApi.setStatus, { params: { id }, body: { status } }),
    meta: { errors: "inline", context: "apoticare status" },
    onSuccess: (order) => {
      refreshRoots(queryClient, [ROOT]);
      onMoved(order);
    },
  });
}
