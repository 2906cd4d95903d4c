import type { FastifyInstance } from "fastify";
import { patientsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import { countPatients, createPatient, listPatients } from "./patients.service.js";

/** Patient folder routes (000 §7, issue 8 §4), from `patientsApi`. */
export function registerPatientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(patientsApi.list, ({ actor, query }) => listPatients(ctx, actor, query));
  route.user(patientsApi.count, ({ actor }) => countPatients(ctx, actor));
  route.user(patientsApi.create, ({ actor, body }) =>
    createPatient(ctx, actor, body, { affiliate: false }),
  );
  route.user(patientsApi.affiliate, ({ actor, body }) =>
    createPatient(ctx, actor, body, { affiliate: true }),
  );
}
