import { z } from "zod";
import { byIdParams, defineEndpoint, idSchema, okResponse } from "../common/endpoint.js";
import { surveyAnswerDtoSchema, surveyDtoSchema } from "./dto.js";
import { surveyAnswerSchema, surveySchema, surveyUpdateSchema } from "./schemas.js";

/**
 * `{ group }` of the survey paths: a white-label group's code (`galien`, `well`…), as a manager's
 * and a patient's `grp` hold it.
 */
export const surveyGroupParams = z.object({ group: z.string().trim().min(1).max(100) });

/**
 * Surveys of the pro API (001 §7 "Surveys", issue 21 §3): the manager of a group (a `grp_pharm`
 * whose `grp` is the group) builds its surveys; its member pharmacies answer the `pharma` ones,
 * the group's patients the `public` and `satisfaction` ones, while ACTIVE. One answer per
 * responder and survey, replaceable; the score is the server's. The rules in full:
 * docs/DECISIONS.md "Surveys (issue 21 §3)".
 */
export const surveysApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/pro-api/questionnaires/{group}",
    params: surveyGroupParams,
    response: z.array(surveyDtoSchema),
    summary:
      "At most 50 surveys of the group, newest first: all of them to its manager; to its member pharmacies the ACTIVE pharma ones, to its patients the ACTIVE public and satisfaction ones; others [].",
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/pro-api/questionnaire",
    body: surveySchema,
    response: z.object({ id: idSchema }),
    status: 201,
    summary:
      "The group's manager creates a survey (status NEW unless given); anyone else 403; a malformed survey 400 in French.",
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/pro-api/questionnaire",
    body: surveyUpdateSchema,
    response: surveyDtoSchema,
    summary:
      "The group's manager changes a survey, its status included (NEW, ACTIVE, ARCHIVED, DISABLED); once answered, its questions and kind stay (400); anyone else 403; unknown 404.",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/pro-api/questionnaire/{id}",
    params: byIdParams,
    response: okResponse,
    summary:
      "The group's manager deletes a survey without answers; one with answers is refused (400: archive it); anyone else 403; unknown 404.",
  }),
  answer: defineEndpoint({
    method: "POST",
    path: "/pro-api/answer/{group}",
    params: surveyGroupParams,
    body: surveyAnswerSchema,
    response: surveyAnswerDtoSchema,
    summary:
      "Answers (or replaces the caller's answer to) an ACTIVE survey of the group it may answer; checked by checkSurveyAnswer (400 in French, nothing stored), scored by the server (a client's score is ignored); RESPONDED. A survey not offered to the caller 404; its manager 403.",
  }),
  answers: defineEndpoint({
    method: "GET",
    path: "/pro-api/answers/{group}",
    params: surveyGroupParams,
    response: z.array(surveyAnswerDtoSchema),
    summary:
      "Answers to the group's surveys, newest first: every one to the group's manager, the caller's own to anyone else.",
  }),
};
