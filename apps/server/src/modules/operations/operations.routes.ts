import type { FastifyInstance } from "fastify";
import { operationsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  createOperation,
  getOperation,
  listOperations,
  operationDocuments,
  setSubmissionStatus,
  submit,
} from "./operations.service.js";

/** Marketing operations and their submissions (001 §7, issue 21 §4), from `operationsApi`. */
export function registerOperationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(operationsApi.create, ({ actor, body }) => createOperation(ctx, actor, body));
  route.user(operationsApi.list, ({ actor }) => listOperations(ctx, actor));
  route.user(operationsApi.get, ({ actor, params }) => getOperation(ctx, actor, params.id));
  route.user(operationsApi.submit, ({ actor, params, body }) =>
    submit(ctx, actor, params.id, body),
  );
  route.user(operationsApi.documents, ({ actor, params, query }) =>
    operationDocuments(ctx, actor, params.id, query),
  );
  route.user(operationsApi.setStatus, ({ actor, params, body }) =>
    setSubmissionStatus(ctx, actor, params.id, body.status),
  );
}
