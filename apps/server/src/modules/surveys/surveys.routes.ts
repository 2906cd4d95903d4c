import type { FastifyInstance } from "fastify";
import { surveysApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  answerSurvey,
  createSurvey,
  deleteSurvey,
  listAnswers,
  listSurveys,
  updateSurvey,
} from "./surveys.service.js";

/** Surveys and their answers (001 §7 "Surveys", issue 21 §3), from `surveysApi`. */
export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(surveysApi.list, ({ actor, params }) => listSurveys(ctx, actor, params.group));
  route.user(surveysApi.create, ({ actor, body }) => createSurvey(ctx, actor, body));
  route.user(surveysApi.update, ({ actor, body }) => updateSurvey(ctx, actor, body));
  route.user(surveysApi.remove, ({ actor, params }) => deleteSurvey(ctx, actor, params.id));
  route.user(surveysApi.answer, ({ actor, params, body }) =>
    answerSurvey(ctx, actor, params.group, body),
  );
  route.user(surveysApi.answers, ({ actor, params }) => listAnswers(ctx, actor, params.group));
}
