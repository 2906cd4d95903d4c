import { contactsApi, type ContactsQuery, type PublicUser } from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Key of the contact book queries; every contact change refreshes them all. */
const CONTACTS_KEY = [QUERY_ROOTS.contacts] as const;

/**
 * `GET /ws/contacts/v2?search=ready&…` (000 §7): the caller's contacts passing the filters, in
 * the order of the alphabet (`sortNameOf`).
 */
export function useContacts(query: Omit<ContactsQuery, "search" | "status"> & { status?: string }) {
  return useQuery({
    queryKey: [...CONTACTS_KEY, "v2", query],
    queryFn: ({ signal }) =>
      call(contactsApi.listV2, { query: { search: "ready", ...query }, signal }),
    meta: { context: "contacts" },
  });
}

/** `GET /ws/contacts`: the whole book (the picker and « déjà contact » read it). */
export function useContactBook() {
  return useQuery({
    queryKey: [...CONTACTS_KEY, "all"],
    queryFn: ({ signal }) => call(contactsApi.list, { signal }),
    staleTime: 60_000,
    meta: { context: "contact book" },
  });
}

/**
 * `GET /ws/manager/contacts` (000 §6): a group manager's view, the book of each establishment it
 * manages keyed by its id; only asked for a manager (`enabled`).
 */
export function useManagerContacts(enabled: boolean) {
  return useQuery({
    queryKey: [...CONTACTS_KEY, "manager"],
    queryFn: ({ signal }) => call(contactsApi.managerContacts, { signal }),
    enabled,
    meta: { context: "manager contacts" },
  });
}

/** `POST /ws/contacts/{id}`: adds a user to my contacts. @returns their card. */
export function addContact(id: string): Promise<PublicUser> {
  return call(contactsApi.add, { params: { id } });
}

/** `DELETE /ws/contacts/{id}`: removes a contact. */
export function removeContact(id: string): Promise<void> {
  return call(contactsApi.remove, { params: { id } });
}

/** `GET /ws/user/qr`: my signed QR code. */
export function useMyQr(enabled: boolean) {
  return useQuery({
    queryKey: [QUERY_ROOTS.qr],
    queryFn: ({ signal }) => call(contactsApi.myQr, { signal }),
    enabled,
    staleTime: Infinity,
    meta: { context: "my qr" },
  });
}

/**
 * `POST /ws/qr/scan {code}`: checks a scanned code; its owner joins my contacts.
 * @returns their card. @throws ApiError 400 "Ce code est illisible.".
 */
export function scanQr(code: string): Promise<PublicUser> {
  return call(contactsApi.scanQr, { body: { code } });
}

/**
 * `POST /ws/patient/{id}/validate {nir}` (000 §5): stores the NIR as validated.
 * @throws ApiError 400 "Ce numéro n'a pas l'air au bon format. Merci de verifier.".
 */
export function validateNir(id: string, nir: string): Promise<PublicUser> {
  return call(contactsApi.validateNir, { params: { id }, body: { nir } });
}

/** `PUT /patient/{id}/invalid-email`: marks the patient's e-mail as wrong (shown red). */
export function markEmailInvalid(id: string): Promise<void> {
  return call(contactsApi.invalidEmail, { params: { id } });
}

/** `POST /ws/user/{id}/activation` (issue 8 §5): the lifecycle part's call, for the contact page. */
export { sendActivationLink } from "../account/queries";
