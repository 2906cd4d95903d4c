import { z } from "zod";
import { ANSWER_STATES, questionAnswerSchema, surveyUpdateSchema } from "./schemas.js";

/**
 * A survey on the wire (001 §3 "Survey", issue 21 §3): the body of `surveySchema` with its `id`,
 * defaults filled in (a range's low 0, high 100, step 1; status NEW).
 */
export const surveyDtoSchema = surveyUpdateSchema;
/** See `surveyDtoSchema`. */
export type SurveyDto = z.infer<typeof surveyDtoSchema>;

/**
 * A stored answer on the wire (001 §3 "Survey answer"): `idpharma` the pharmacy that answered,
 * `pharmaName` its name (null for a patient, whose identity the group does not read),
 * `questionnaire` the survey's id, `answers` `[{number, value}]`, `score` computed by the server
 * (`scoreSurveyAnswer`), `date` ISO 8601, `group`, `state` RESPONDED, AWAITING or ACTIVATED.
 */
export const surveyAnswerDtoSchema = z.object({
  id: z.string(),
  idpharma: z.string(),
  pharmaName: z.string().nullable(),
  questionnaire: z.string(),
  answers: z.array(questionAnswerSchema),
  score: z.number(),
  date: z.string(),
  group: z.string(),
  state: z.enum(ANSWER_STATES),
});
/** See `surveyAnswerDtoSchema`. */
export type SurveyAnswerDto = z.infer<typeof surveyAnswerDtoSchema>;
