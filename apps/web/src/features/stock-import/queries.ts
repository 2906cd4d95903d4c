import {
  accountsApi,
  stockImportApi,
  type StockImportDto,
  type StockUploadDto,
} from "@reseau/shared";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { API_BASES } from "../../api/config";
import { errorFromBody, networkError } from "../../api/errors";
import { readXsrfToken, XSRF_HEADER } from "../../api/xsrf";

/** Root key of the stock import's queries. */
export const STOCK_IMPORT_KEY = ["stockImport"] as const;
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
 * `POST /pro-api/upload`: sends the file as the raw body (`text/csv`), never read whole here.
 * @throws ApiError (400 not a CSV / empty, 403 "Not a pharmacy", 413 too large, network).
 */
export async function uploadCsv(file: File): Promise<StockUploadDto> {
  let token = readXsrfToken();
  if (!token) {
    await fetch(`${API_BASES.main}${accountsApi.xsrf.path}`, { credentials: "include" });
    token = readXsrfToken();
  }
  const request = `POST ${stockImportApi.upload.path}`;
  const response = await fetch(`${API_BASES.main}${stockImportApi.upload.path}`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "text/csv", Accept: "application/json", [XSRF_HEADER]: token ?? "" },
    body: file,
  }).catch(() => {
    throw networkError(request);
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw errorFromBody(response.status, body, request);
  return body as StockUploadDto;
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
