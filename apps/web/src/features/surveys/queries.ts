import {
  surveysApi,
  type AppConfig,
  type PublicUser,
  type SurveyAnswerDto,
  type SurveyAnswerInput,
  type SurveyDto,
  type SurveyInput,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";

/** Root key of surveys and their answers; every survey change refreshes it. */
const SURVEYS_KEY = [QUERY_ROOTS.surveys] as const;

/**
 * The group whose surveys `user` builds or answers (docs/DECISIONS.md "Surveys (issue 21 §3)"):
 * a group manager's and a patient's own `grp`; a pharmacy's, the running brand's code (its own
 * `grp` is no claim: the server checks that the group's manager manages it), else its `grp`.
 * @returns the group's code, or null when the user has none (nothing to list).
 */
export function surveyGroupOf(user: PublicUser, config: AppConfig | undefined): string | null {
  if (user.type === "pharmacy") return config?.variant.code ?? user.grp ?? null;
  return user.grp ?? null;
}

/** `GET /pro-api/questionnaires/{group}`: the group's surveys as the server shows them to the caller. */
export function useSurveys(group: string | null) {
  return useQuery({
    queryKey: [...SURVEYS_KEY, "list", group],
    queryFn: ({ signal }) => call(surveysApi.list, { params: { group: group ?? "" }, signal }),
    enabled: group !== null,
    meta: { context: "surveys" },
  });
}

/** `GET /pro-api/answers/{group}`: every answer to the manager, the caller's own to anyone else. */
export function useSurveyAnswers(group: string | null) {
  return useQuery({
    queryKey: [...SURVEYS_KEY, "answers", group],
    queryFn: ({ signal }) => call(surveysApi.answers, { params: { group: group ?? "" }, signal }),
    enabled: group !== null,
    meta: { context: "survey answers" },
  });
}

/** `POST /pro-api/questionnaire`: creates a survey, @returns its id. */
export function createSurvey(survey: SurveyInput): Promise<{ id: string }> {
  return call(surveysApi.create, { body: survey });
}

/** `PUT /pro-api/questionnaire`: changes a survey (its status included). */
export function updateSurvey(survey: SurveyInput & { id: string }): Promise<SurveyDto> {
  return call(surveysApi.update, { body: survey });
}

/** `DELETE /pro-api/questionnaire/{id}`: deletes a survey without answers. */
export function deleteSurvey(id: string): Promise<{ ok: true }> {
  return call(surveysApi.remove, { params: { id } });
}

/** `POST /pro-api/answer/{group}`: answers a survey, or replaces the caller's answer. */
export function answerSurvey(group: string, body: SurveyAnswerInput): Promise<SurveyAnswerDto> {
  return call(surveysApi.answer, { params: { group }, body });
}
