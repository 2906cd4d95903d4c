import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { filtersFromSearch, searchOfFilters } from "./catalogUrl";
import { useCatalogTree, type CatalogFilters } from "./queries";

/**
 * A catalogue page's filters, kept in the address (issue 11 §1): `[filters, setFilters]` as
 * `useState` would give, read from the search parameters over `defaults` (see `catalogUrl.ts`;
 * a category the loaded tree lacks is dropped) and written back as a new history entry (none
 * when the listing does not change), so « back » returns to the previous listing and a listing
 * can be shared or bookmarked.
 * `defaults` should keep its identity between renders (`useMemo`).
 */
export function useCatalogFilters(
  defaults: CatalogFilters,
): [CatalogFilters, (filters: CatalogFilters) => void] {
  const [params, setParams] = useSearchParams();
  const tree = useCatalogTree().data;
  const filters = useMemo(
    () => filtersFromSearch(params, defaults, tree),
    [params, defaults, tree],
  );
  const setFilters = useCallback(
    (next: CatalogFilters) => {
      const search = searchOfFilters(next, defaults);
      // the same listing again (« Rechercher » twice): no history entry « back » would repeat
      if (search.toString() !== searchOfFilters(filters, defaults).toString()) setParams(search);
    },
    [setParams, defaults, filters],
  );
  return [filters, setFilters];
}
