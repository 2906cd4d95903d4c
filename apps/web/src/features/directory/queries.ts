import {
  accountsApi,
  type ProfileUpdate,
  type SearchCriteria,
  type UserType,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { useContactBook } from "../contacts/queries";
import { loadRefData } from "./refData";

/** What one search asks: the type of `/ws/search/{type}` and its criteria. */
export interface DirectorySearch {
  type: UserType;
  criteria: SearchCriteria;
}

/**
 * `GET /ws/search/{type}` (issue 8 §1): the answers of one search, at most 50, best first.
 * `search` null: nothing asked yet.
 */
export function useDirectorySearch(search: DirectorySearch | null) {
  return useQuery({
    queryKey: [QUERY_ROOTS.directory, search?.type ?? "", search?.criteria ?? {}],
    queryFn: ({ signal }) =>
      call(accountsApi.search, {
        params: { type: search?.type ?? "professional" },
        query: search?.criteria ?? {},
        signal,
      }),
    enabled: search !== null,
    staleTime: 60_000,
    meta: { context: "directory search" },
  });
}

/** The ids of the caller's contacts, to tell which answers are contacts already (her contact book). */
export function useContactIds() {
  const book = useContactBook();
  return { ...book, data: book.data ? new Set(book.data.map((contact) => contact.id)) : undefined };
}

/** `POST /ws/contacts/{id}` (the contact book's call). */
export { addContact } from "../contacts/queries";

/** `PUT /ws/user` with a default doctor, pharmacy or optician (000 §4: it becomes a contact too). */
export function saveDefault(update: Pick<ProfileUpdate, "iddoctor" | "idpharma" | "idoptician">) {
  return call(accountsApi.updateMe, { body: update });
}

/** The communes and departments of the suggestions, loaded once and kept. */
export function useRefData() {
  return useQuery({
    queryKey: [QUERY_ROOTS.directory, "ref"],
    queryFn: loadRefData,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { context: "reference data" },
  });
}
