import { useQuery } from "@tanstack/react-query";
import { fetchDocument } from "../../api/documents";
import { documentKey } from "../feed/feedQueries";

/** One document with its data (`GET /api/documents/{id}`); the data never changes, so it is kept. */
export function useDocument(id: string | null) {
  return useQuery({
    queryKey: documentKey(id ?? ""),
    queryFn: ({ signal }) => fetchDocument(id ?? "", signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { context: "open document" },
  });
}
