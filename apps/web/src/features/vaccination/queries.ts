import { documentsApi, FEED_MAX_PAGE_SIZE, type DocumentDto } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/**
 * The patient's vaccination documents (type VACCIN, 000 §3), newest first: `GET /api/feed` of that
 * type, her own and those shared with her, the first 100. Under the feed's root, so a new or
 * removed document refreshes it as it refreshes « Mon fil ».
 */
export function useVaccineDocuments() {
  return useQuery({
    queryKey: [QUERY_ROOTS.feed, "vaccination"],
    queryFn: async ({ signal }) => {
      const items = await call(documentsApi.feed, {
        query: { type: "VACCIN", limit: FEED_MAX_PAGE_SIZE },
        signal,
      });
      return items.filter((item): item is DocumentDto => item.type === "VACCIN");
    },
    meta: { context: "vaccination documents" },
  });
}
