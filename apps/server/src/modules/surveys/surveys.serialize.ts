import type { SurveyAnswerDto, SurveyDto } from "@reseau/shared";
import type { SurveyAnswerRow, SurveyRow } from "./surveys.schema.js";

/** A survey row on the wire (001 §3 "Survey"): `{id, group, kind, title, status, questions}`. */
export function toSurveyDto(row: SurveyRow): SurveyDto {
  return {
    id: row.id,
    group: row.group,
    kind: row.kind,
    title: row.title,
    status: row.status,
    questions: row.questions,
  };
}

/**
 * An answer row on the wire (001 §3 "Survey answer"): `questionnaire` the survey's id, `idpharma`
 * the responder (a pharmacy, or a patient) and `pharmaName` its name when it is an establishment
 * (null for a patient), `score` the server's, `date` ISO 8601.
 */
export function toSurveyAnswerDto(
  row: SurveyAnswerRow,
  pharmaName: string | null = null,
): SurveyAnswerDto {
  return {
    id: row.id,
    idpharma: row.idpharma,
    pharmaName,
    questionnaire: row.idquestionnaire,
    answers: row.answers,
    score: row.score,
    date: row.date.toISOString(),
    group: row.group,
    state: row.state,
  };
}
