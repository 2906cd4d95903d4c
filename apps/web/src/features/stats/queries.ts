import { familyApi, statsApi, type PublicUser, type StatsQuery } from "@reseau/shared";
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

/**
 * A group manager's member pharmacies (`GET /ws/manager/list`: the establishments it manages),
 * for the choice of one; `enabled` false for a pharmacy, which has none.
 */
export function useMemberPharmacies(enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.stats, "members"],
    queryFn: async ({ signal }): Promise<PublicUser[]> =>
      (await call(familyApi.list, { signal })).accounts
        .map((account) => account.user)
        .filter((user) => user.type === "pharmacy" || user.type === "labo"),
    enabled,
    staleTime: 60_000,
    meta: { context: "list members" },
  });
}
