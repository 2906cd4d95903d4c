import {
  patientsApi,
  type NewPatient,
  type PatientSearch,
  type PublicUser,
  type UserStatus,
} from "@reseau/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** A page of the folder list: this many rows, then « Afficher plus ». */
export const FOLDER_PAGE = 50;

/** What the folder page asks the server (000 §4 "Patient folder filters"). */
export interface FolderFilters {
  /** A–Z; ignored by the server while searching. */
  initial: string;
  /** The status boxes ticked; all four is `ALL`. */
  statuses: readonly UserStatus[];
  /** The wrong-mail box (on by default): patients whose e-mail was marked wrong are listed. */
  wrongMail: boolean;
  search: PatientSearch;
  /** How many rows to show (a multiple of `FOLDER_PAGE`). */
  limit: number;
}

const ALL_STATUSES = 4;

/** `GET /ws/patients/list/v2` (000 §7): the caller's patients for these filters. */
export function usePatientList(filters: FolderFilters, enabled = true) {
  const status =
    filters.statuses.length === ALL_STATUSES ? "ALL" : [...filters.statuses].sort().join(",");
  const query = {
    search: "ready" as const,
    initiale: filters.initial,
    status,
    ...(filters.wrongMail ? { email_ok: "0" as const } : {}),
    ...filters.search,
    limit: filters.limit,
  };
  return useQuery({
    queryKey: [QUERY_ROOTS.patients, "list", query],
    queryFn: ({ signal }) => call(patientsApi.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
    meta: { context: "patient folder" },
  });
}

/** `GET /ws/count/pharma/patients`: how many patients the folders hold. */
export function usePatientCount() {
  return useQuery({
    queryKey: [QUERY_ROOTS.patients, "count"],
    queryFn: ({ signal }) => call(patientsApi.count, { signal }),
    meta: { context: "patient count", errors: "inline" },
  });
}

/**
 * `POST /ws/patient`, or with `affiliate` `POST /ws/user/patient/affiliate` (a pharmacy's patient,
 * the pharmacy her default one). @returns the new patient's card.
 */
export function createPatient(body: NewPatient, affiliate: boolean): Promise<PublicUser> {
  return call(affiliate ? patientsApi.affiliate : patientsApi.create, { body });
}
