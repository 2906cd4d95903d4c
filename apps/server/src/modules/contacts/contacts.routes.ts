import type { FastifyInstance } from "fastify";
import { contactsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  addContact,
  addContactsOf,
  listContacts,
  listContactsV2,
  managerContacts,
  markEmailInvalid,
  myQrCode,
  removeContact,
  scanQrCode,
  validateNir,
} from "./contacts.service.js";

/** Contact book, QR and patient identity routes (000 §7 Contacts), from `contactsApi`. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(contactsApi.list, ({ actor }) => listContacts(ctx, actor));
  route.user(contactsApi.listV2, ({ actor, query }) => listContactsV2(ctx, actor, query));
  route.user(contactsApi.add, ({ actor, params }) => addContact(ctx, actor, params.id));
  route.user(contactsApi.addMany, ({ actor, body }) => addContactsOf(ctx, actor, body.ids));
  route.user(contactsApi.remove, ({ actor, params }) => removeContact(ctx, actor, params.id));
  route.user(contactsApi.managerContacts, ({ actor }) => managerContacts(ctx, actor));
  route.user(contactsApi.myQr, ({ actor }) => myQrCode(ctx, actor));
  route.user(contactsApi.scanQr, ({ actor, body }) => scanQrCode(ctx, actor, body.code));
  route.user(contactsApi.validateNir, ({ actor, params, body }) =>
    validateNir(ctx, actor, params.id, body.nir),
  );
  route.user(contactsApi.invalidEmail, ({ actor, params }) =>
    markEmailInvalid(ctx, actor, params.id),
  );
}
