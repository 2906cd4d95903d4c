import { drugsApi } from "@reseau/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";

/** Root key of the drug guide's queries (issue 19 §4). */
const DRUGS_KEY = ["drugs"] as const;

/**
 * `GET /api/drugs/search?name=` (issue 19 §4): the drugs whose name, or a word of it, starts
 * with `name`, at most 50; not called while `name` is blank. The previous answer stays on screen
 * while the next one loads. Errors are shown by the page.
 */
export function useDrugSearch(name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: [...DRUGS_KEY, "search", trimmed],
    queryFn: ({ signal }) => call(drugsApi.search, { query: { name: trimmed }, signal }),
    enabled: trimmed !== "",
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    meta: { context: "drug search", errors: "inline" },
  });
}

/**
 * `GET /api/drugs/{id}` (issue 19 §4): one drug by its CIS code, with its presentations,
 * substances and generic group. A 404 is shown by the page.
 */
export function useDrug(id: string) {
  return useQuery({
    queryKey: [...DRUGS_KEY, "drug", id],
    queryFn: ({ signal }) => call(drugsApi.get, { params: { id }, signal }),
    staleTime: 5 * 60_000,
    meta: { context: "drug", errors: "inline" },
  });
}
