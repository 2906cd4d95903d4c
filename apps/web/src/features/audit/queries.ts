import { AUDIT_PAGE_SIZE, auditApi, type AuditEntry } from "@reseau/shared";
import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/**
 * Whose reads a list shows (issue 24 §2): mine (`GET /ws/user/audit`), a managed member's
 * (`GET /ws/user/{id}/audit`), or, in a patient's folder, my own reads of her documents
 * (`GET /ws/patients/{id}/audit`).
 */
export type AuditSource =
  { kind: "mine" } | { kind: "member"; id: string } | { kind: "folder"; id: string };

/** One page of a list, older than the entry `before`. */
function pageOf(source: AuditSource, before: string | null, signal: AbortSignal) {
  const query = { limit: AUDIT_PAGE_SIZE, ...(before ? { before } : {}) };
  if (source.kind === "mine") return call(auditApi.mine, { query, signal });
  const params = { id: source.id };
  return source.kind === "member"
    ? call(auditApi.member, { params, query, signal })
    : call(auditApi.patient, { params, query, signal });
}

/**
 * The reads of a list, newest first, `AUDIT_PAGE_SIZE` at a time (« Voir les consultations plus
 * anciennes » asks for the next page); `entries` is every page so far.
 */
export function useAuditList(source: AuditSource) {
  const id = source.kind === "mine" ? "" : source.id;
  const query = useInfiniteQuery<
    AuditEntry[],
    Error,
    InfiniteData<AuditEntry[], string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: [QUERY_ROOTS.audit, source.kind, id],
    queryFn: ({ pageParam, signal }) => pageOf(source, pageParam, signal),
    initialPageParam: null,
    getNextPageParam: (last) =>
      last.length < AUDIT_PAGE_SIZE ? undefined : (last.at(-1)?.id ?? undefined),
    meta: { context: "audit list" },
  });
  return { ...query, entries: query.data?.pages.flat() ?? [] };
}
