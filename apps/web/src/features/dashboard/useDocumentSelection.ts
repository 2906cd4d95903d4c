import type { DocumentDto } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { documentKey, fetchDocument } from "../documents/queries";

/**
 * The document shown beside the dashboard's table. `current` is the list's copy of the chosen
 * document (the freshest), else the chosen one even if it left the filtered list, else the newest
 * listed, ready to be handled. `selectById` (a message row) takes the document from `known`, or
 * fetches it (`GET /api/documents/{id}`); a failed fetch is shown by the central handler.
 */
export function useDocumentSelection(
  listed: DocumentDto[],
  known: ReadonlyMap<string, DocumentDto>,
) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<DocumentDto | null>(null);
  const current =
    (selected && listed.find((doc) => doc.id === selected.id)) ?? selected ?? listed[0] ?? null;

  const fetchAhead = (id: string) =>
    queryClient.fetchQuery({
      queryKey: documentKey(id),
      queryFn: ({ signal }) => fetchDocument(id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    });

  const selectById = async (id: string) => {
    const found = listed.find((doc) => doc.id === id) ?? known.get(id);
    if (found) return setSelected(found);
    try {
      setSelected(await fetchAhead(id));
    } catch {
      // the query cache's handler already logged and showed the failure
    }
  };

  return {
    current,
    select: setSelected,
    // no fetch ahead on hover: each delivery of a document's content is a read its patient is
    // shown (issue 24 §2), so only an opened document is fetched
    selectById: (id: string) => void selectById(id),
  };
}
