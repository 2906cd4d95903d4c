import { stockImportApi, type StockImportDto, type StockUploadDto } from "@reseau/shared";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";

/** Root key of the stock import's queries. */
const STOCK_IMPORT_KEY = ["stockImport"] as const;
/** The pharmacy's latest import (`GET /pro-api/import-csv-result`). */
export const LATEST_IMPORT_KEY = [...STOCK_IMPORT_KEY, "latest"] as const;

/** The pharmacy's latest stock import, or null before the first one. */
export function useLatestImport() {
  return useQuery({
    queryKey: LATEST_IMPORT_KEY,
    queryFn: ({ signal }) => call(stockImportApi.result, { signal }),
    meta: { context: "stock import result" },
  });
}

/**
 * `POST /pro-api/upload`: sends the file as a `multipart/form-data` form (field `file`) through the
 * shared API client; the browser streams it, never read whole here.
 * @throws ApiError (400 not a CSV / empty, 403 "Not a pharmacy", 413 too large, network).
 */
function uploadCsv(file: File): Promise<StockUploadDto> {
  const form = new FormData();
  form.append("file", file, file.name);
  return call(stockImportApi.upload, { form });
}

/** Uploads a CSV and starts its import (`POST /pro-api/import-csv`); @returns the PENDING import. */
export async function importCsv(file: File, pharmaId: string): Promise<StockImportDto> {
  const { fileName } = await uploadCsv(file);
  return call(stockImportApi.start, {
    body: { fileName, pharmaId, name: file.name.slice(0, 200) },
  });
}

/**
 * An `import-stock` event of the `/market` socket (001 §7, issue 11 §4; received by
 * `useMarketSocket`): the ended import replaces the shown one, unless a newer one is shown.
 */
export function showImportEvent(queryClient: QueryClient, result: StockImportDto): void {
  queryClient.setQueryData<StockImportDto | null>(LATEST_IMPORT_KEY, (shown) =>
    !shown || shown.id === result.id || shown.createdAt <= result.createdAt ? result : shown,
  );
}

/** Reads the latest import again if a page shows it (after a (re)connection an event may be lost). */
export function refreshLatestImport(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: LATEST_IMPORT_KEY });
}
