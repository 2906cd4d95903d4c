import { z } from "zod";
import { byIdParams, defineEndpoint, idSchema, noContent } from "../common/endpoint.js";
import { publicUserSchema } from "../accounts/dto.js";
import { APPS, USER_STATUSES } from "../accounts/users.js";
import { NIR_FORMAT_MESSAGE, isValidNir } from "../accounts/identity.js";
import { TEXTS } from "../common/texts.js";

/** At most this many ids in one `POST /ws/contacts {ids}`. */
export const MAX_CONTACT_IDS = 50;

/**
 * Query of `GET /ws/contacts/v2` (000 §7 Contacts): `search=ready` (the old client's marker,
 * accepted, not needed), `initiale` (one letter A to Z: the first letter of the shown name,
 * accents ignored), `email` (part of the address), `app` (`patient` or `pro`), `city` (prefix,
 * case and accents ignored), `status` (one status or several separated by commas), `zipCode`
 * (prefix).
 */
export const contactsQuerySchema = z.object({
  search: z.literal("ready").optional(),
  initiale: z
    .string()
    .regex(/^[A-Za-z]$/, TEXTS.contacts.initialeInvalid)
    .transform((letter) => letter.toUpperCase())
    .optional(),
  email: z.string().trim().min(1).max(200).optional(),
  app: z.enum(APPS).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  status: z
    .string()
    .max(100)
    .transform((text) => text.split(",").map((s) => s.trim().toUpperCase()))
    .refine(
      (list) => list.every((s) => (USER_STATUSES as readonly string[]).includes(s)),
      TEXTS.contacts.statusInvalid,
    )
    .optional(),
  zipCode: z
    .string()
    .trim()
    .regex(/^[0-9AB]{1,5}$/i, TEXTS.contacts.zipCodeInvalid)
    .optional(),
});
export type ContactsQuery = z.infer<typeof contactsQuerySchema>;

/** Body of `POST /ws/contacts`: 1 to 50 user ids, added all or none. */
export const addContactsSchema = z.object({
  ids: z.array(idSchema).min(1).max(MAX_CONTACT_IDS),
});

/** Body of `POST /ws/patient/{id}/validate` (000 §5 NIR): the NIR read on the carte Vitale. */
export const validateNirSchema = z.object({
  nir: z.string().trim().max(30).refine(isValidNir, NIR_FORMAT_MESSAGE),
});

/**
 * My QR code (docs/DECISIONS.md "Where we deliberately differ": signed, not a fixed key): the
 * payload `{id, name}` and `code`, the text the QR image carries (payload and HMAC-SHA256
 * signature, base64url, joined by a dot).
 */
export const qrCodeSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });
export type QrCode = z.infer<typeof qrCodeSchema>;

/** Body of `POST /ws/qr/scan`: the text read from a QR image. */
export const qrScanSchema = z.object({ code: z.string().min(1).max(2000) });

/** The contact book endpoints (000 §7 "Contacts"), QR codes and a patient's identity checks. */
export const contactsApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/ws/contacts",
    response: z.array(publicUserSchema),
    summary: "The caller's contacts, by name, as cards.",
  }),
  listV2: defineEndpoint({
    method: "GET",
    path: "/ws/contacts/v2",
    query: contactsQuerySchema,
    response: z.array(publicUserSchema),
    summary:
      "The caller's contacts filtered by initiale, email, app, city, status, zipCode (000 §7), by name.",
  }),
  add: defineEndpoint({
    method: "POST",
    path: "/ws/contacts/{id}",
    params: byIdParams,
    response: publicUserSchema,
    summary: "Adds a user the caller may see to their contacts.",
  }),
  addMany: defineEndpoint({
    method: "POST",
    path: "/ws/contacts",
    body: addContactsSchema,
    response: z.array(publicUserSchema),
    summary: "Adds several users at once, all or none; 404 when one is not visible (000 §7).",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/ws/contacts/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Removes a contact; 404 when it was not one.",
  }),
  managerContacts: defineEndpoint({
    method: "GET",
    path: "/ws/manager/contacts",
    response: z.record(z.string(), z.array(publicUserSchema)),
    summary:
      "A group manager's view: the contacts of each managed establishment, keyed by its id (000 §6, §7).",
  }),
  myQr: defineEndpoint({
    method: "GET",
    path: "/ws/user/qr",
    response: qrCodeSchema,
    summary: "My QR code: {id, name} signed with HMAC-SHA256 under the server's secret.",
  }),
  scanQr: defineEndpoint({
    method: "POST",
    path: "/ws/qr/scan",
    body: qrScanSchema,
    response: publicUserSchema,
    summary:
      "Checks a scanned code's signature, adds its owner to the caller's contacts, answers the card; 400 when forged.",
  }),
  validateNir: defineEndpoint({
    method: "POST",
    path: "/ws/patient/{id}/validate",
    params: byIdParams,
    body: validateNirSchema,
    response: publicUserSchema,
    summary:
      "A professional checks a patient's NIR on her card and stores it as validated (000 §5).",
  }),
  invalidEmail: defineEndpoint({
    method: "PUT",
    path: "/patient/{id}/invalid-email",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "A professional marks a patient's e-mail as wrong (meta.email_ok = 0, 000 §3).",
  }),
};
