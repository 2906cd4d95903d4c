import {
  documentsApi,
  HPRIM_MIME,
  labsApi,
  TEXTS,
  type DocumentDto,
  type LabResultFilter,
  type NotifyAnswer,
} from "@reseau/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { isApiError } from "../../api/errors";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** What `/analyses` asks: a status filter (none: all) and a part of the patient's name. */
export interface ResultFilters {
  status: LabResultFilter | null;
  name: string;
}

/** Key of the laboratory's result list for these filters. */
function resultListKey(filters: ResultFilters) {
  return [QUERY_ROOTS.labs, "list", filters.status ?? "", filters.name] as const;
}

/** Key of one document's structured results. */
function reportKey(id: string) {
  return [QUERY_ROOTS.labs, "report", id] as const;
}

/** `GET /api/labs/results`: the laboratory's result documents, newest first. */
export function useResultList(filters: ResultFilters) {
  return useQuery({
    queryKey: resultListKey(filters),
    queryFn: ({ signal }) =>
      call(labsApi.list, {
        query: {
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { context: "lab results" },
  });
}

/**
 * `GET /api/documents/{id}/results`: the report with each result's bar. Its patient opening it
 * sets RESULTS_OPENED on the server (the laboratory sees it through `updateDoc`).
 */
export function useReport(id: string) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: ({ signal }) => call(labsApi.report, { params: { id }, signal }),
    meta: { context: "lab report", errors: "inline" },
    retry: false,
  });
}

/** The file's bytes as base64 (without a data-URL prefix), as `POST /feed/documents` wants. */
async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * `POST /feed/documents` with an HPRIM file (issue 10 §1): the server reads it, one document per
 * patient. @returns the first document; `meta.imported` says how many there are.
 * @throws ApiError 400 « Fichier HPRIM illisible : … », 413 too large.
 */
export async function importHprimFile(file: File): Promise<DocumentDto> {
  return call(documentsApi.upload, {
    body: {
      name: file.name || TEXTS.labs.resultTitle,
      type: "ANALYS_RES",
      mime: HPRIM_MIME,
      data: await fileToBase64(file),
    },
  });
}

/**
 * Shares the result with its patient (and the prescribing doctor the server found), then
 * notifies her
 * (`POST /api/documents/{id}/notify`, 000 §7). @returns the document, RESULTS_READY, with
 * whether anybody was notified (`notified`, `notReached`).
 */
export async function shareAndNotify(
  id: string,
  patientId: string,
  prescriberId: string | null = null,
): Promise<NotifyAnswer> {
  // sharing again with someone who has it changes nothing (the server skips her)
  const sharers = prescriberId ? [patientId, prescriberId] : [patientId];
  await call(documentsApi.share, { params: { id }, body: { sharers } });
  return call(labsApi.notify, { params: { id }, body: { userid: patientId } });
}

/** The text of a failed notification (000 §8 "Notify lab patient"): 404, 400, anything else. */
export function notifyErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 404) return TEXTS.labs.notifyNoDocument;
  if (isApiError(error) && error.status === 400) return TEXTS.labs.notifyNoShare;
  return TEXTS.labs.notifyError;
}

/**
 * What the laboratory reads once « Partager et notifier » succeeded (issue 18 §4): « Le patient a
 * été notifié. », or that the result is shared and nobody was notified, and why.
 */
export function notifyOutcomeText(answer: Pick<NotifyAnswer, "notified" | "notReached">): string {
  if (answer.notified) return TEXTS.labs.notified;
  return TEXTS.labs.notReached[answer.notReached ?? "noEmail"];
}
