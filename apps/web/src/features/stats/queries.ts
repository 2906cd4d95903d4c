import { statsApi, type StatsQuery } from "@reseau/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/**
 * The statistics of `query`'s period and pharmacy (`GET /api/stats`, issue 21 §4); the last
 * figures stay on screen while a new period loads.
 */
export function useStats(query: StatsQuery) {
  return useQuery({
    queryKey: [QUERY_ROOTS.stats, query],
    queryFn: ({ signal }) => call(statsApi.get, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { context: "load stats" },
  });
}
