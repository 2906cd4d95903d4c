import type { FastifyInstance } from "fastify";
import { ilike, and, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { loginBodySchema, profileUpdateSchema, signupBodySchema } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { forbidden, notFound } from "../../platform/errors.js";
import { requireUser } from "../../platform/sessions.js";
import { parse } from "../../platform/validate.js";
import { users } from "../../db/schema.js";
import { accountsRepository } from "./accounts.repository.js";
import { toContactCard, toPublicUser } from "./accounts.serialize.js";
import { loadVisibleUser, logIn, signUp, updateProfile, userTypeOf } from "./accounts.service.js";

const searchQuerySchema = z.object({
  name: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  zipCode: z.string().max(10).optional(),
  department: z.string().max(3).optional(),
  grp: z.string().max(50).optional(),
  finess: z.string().max(9).optional(),
  rpps: z.string().max(11).optional(),
  profession: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** Session and user routes (000 §7 Session and users). */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { type: string } }>("/ws/user/:type", async (request, reply) => {
    const type = userTypeOf(request.params.type);
    const body = parse(signupBodySchema, request.body);
    const user = await signUp(ctx, type, body, request, reply);
    return reply.code(201).send(toPublicUser(user));
  });

  app.post("/ws/login", async (request, reply) => {
    const body = parse(loginBodySchema, request.body);
    const user = await logIn(ctx, body, request, reply);
    const managerIds = await accountsRepository.managerIdsOf(ctx.db, user.id);
    return toPublicUser(user, managerIds);
  });

  app.post("/ws/logout", async (request, reply) => {
    await ctx.sessions.close(request, reply);
    return reply.code(204).send();
  });

  app.get("/ws/user", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    return toPublicUser(user, await accountsRepository.managerIdsOf(ctx.db, user.id));
  });

  app.put("/ws/user", async (request) => {
    const user = await requireUser(ctx.sessions, request);
    const updated = await updateProfile(ctx, user, parse(profileUpdateSchema, request.body));
    return toPublicUser(updated, await accountsRepository.managerIdsOf(ctx.db, user.id));
  });

  const getOne =
    (accepts: (type: string) => boolean) =>
    async (request: { params: { id: string } } & Parameters<typeof requireUser>[1]) => {
      const viewer = await requireUser(ctx.sessions, request);
      const { target, visibility } = await loadVisibleUser(ctx, viewer, request.params.id);
      if (!accepts(target.type)) throw notFound();
      const managerIds = await accountsRepository.managerIdsOf(ctx.db, target.id);
      const card =
        visibility === "full"
          ? toPublicUser(target, managerIds)
          : toContactCard(target, visibility === "health");
      return { ...card, managers: managerIds };
    };
  app.get<{ Params: { id: string } }>(
    "/ws/user/:id",
    getOne(() => true),
  );
  app.get<{ Params: { id: string } }>(
    "/ws/establishment/:id",
    getOne((type) => ["pharmacy", "labo", "grp_pharm", "grp_lab"].includes(type)),
  );
  app.get<{ Params: { id: string } }>(
    "/ws/professional/:id",
    getOne((type) => type === "professional"),
  );

  // Directory search of non-patients (000 §7 GET /ws/search/{type}); patients are not listed here.
  app.get<{ Params: { type: string } }>("/ws/search/:type", async (request) => {
    await requireUser(ctx.sessions, request);
    const type = userTypeOf(request.params.type);
    if (type === "patient") throw forbidden();
    const q = parse(searchQuerySchema, request.query);
    const where: SQL[] = [eq(users.type, type)];
    if (q.name) where.push(ilike(users.name, `%${q.name}%`));
    if (q.city) where.push(ilike(users.city, `${q.city}%`));
    if (q.zipCode) where.push(ilike(users.zipCode, `${q.zipCode}%`));
    if (q.department) where.push(eq(users.department, q.department));
    if (q.grp) where.push(eq(users.grp, q.grp));
    if (q.finess) where.push(eq(users.finess, q.finess));
    if (q.rpps) where.push(eq(users.rpps, q.rpps));
    if (q.profession) where.push(eq(users.profession, q.profession));
    const rows = await ctx.db
      .select()
      .from(users)
      .where(and(...where))
      .orderBy(users.name, users.lastName)
      .limit(q.limit);
    return rows.map((row) => toContactCard(row));
  });
}
