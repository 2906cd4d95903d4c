import type { FastifyInstance } from "fastify";
import { displayName, format, TEXTS } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { badRequest, notFound } from "../../platform/errors.js";
import { requireUser } from "../../platform/sessions.js";
import { toContactCard } from "../accounts/accounts.serialize.js";
import { loadVisibleUser } from "../accounts/accounts.service.js";
import { contactsRepository } from "./contacts.repository.js";

/** Contact book routes (000 §7 Contacts): list, add, remove. */
export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get("/ws/contacts", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const rows = await contactsRepository.list(ctx.db, user.id);
    return rows.map((row) => toContactCard(row));
  });

  app.post<{ Params: { id: string } }>("/ws/contacts/:id", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const { target } = await loadVisibleUser(ctx, user, request.params.id);
    if (target.id === user.id) throw badRequest(TEXTS.contacts.self);
    if (target.status === "STUB")
      throw badRequest(format(TEXTS.contacts.cannotAdd, { name: displayName(target) }));
    await contactsRepository.addMany(ctx.db, user.id, [target.id]);
    return toContactCard(target);
  });

  app.delete<{ Params: { id: string } }>("/ws/contacts/:id", async (request, reply) => {
    const user = await requireUser(ctx.sessions, request);
    if (!(await contactsRepository.remove(ctx.db, user.id, request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}
