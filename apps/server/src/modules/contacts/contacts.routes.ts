import type { FastifyInstance } from "fastify";
import { contactsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { addContact, listContacts, removeContact } from "./contacts.service.js";

/** Contact book routes (000 §7 Contacts), from `contactsApi`. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(contactsApi.list, ({ actor }) => listContacts(ctx, actor));
  route.user(contactsApi.add, ({ actor, params }) => addContact(ctx, actor, params.id));
  route.user(contactsApi.remove, ({ actor, params }) => removeContact(ctx, actor, params.id));
}
