import { isDeepStrictEqual } from "node:util";
import {
  checkSurveyAnswer,
  scoreSurveyAnswer,
  SURVEY_LIST_LIMIT,
  TEXTS,
  type Survey,
  type SurveyAnswerDto,
  type SurveyAnswerInput,
  type SurveyDto,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import {
  groupRoleOf,
  surveyCreatePolicy,
  surveyPolicy,
  visibleKinds,
  type GroupRole,
} from "./surveys.policy.js";
import { surveysRepository as repo } from "./surveys.repository.js";
import type { SurveyRow } from "./surveys.schema.js";
import { toSurveyAnswerDto, toSurveyDto } from "./surveys.serialize.js";

const texts = TEXTS.surveys;

/** A parsed `PUT /pro-api/questionnaire` body: a survey with its id. */
export type SurveyUpdate = Survey & { id: string };

/**
 * The actor's role in `group` (`groupRoleOf`); a pharmacy's groups are read from the database
 * (the `grp_pharm` managers that manage it), nobody else's need to be.
 */
async function roleIn(db: Executor, actor: Actor, group: string): Promise<GroupRole> {
  const memberGroups = actor.type === "pharmacy" ? await repo.memberGroups(db, actor.id) : [];
  return groupRoleOf(actor, memberGroups, group);
}

/** The facts `surveyPolicy` decides on, for `actor` and the survey `row` (or null: unknown). */
async function factsOf(db: Executor, actor: Actor, row: SurveyRow | null) {
  return row && { kind: row.kind, status: row.status, role: await roleIn(db, actor, row.group) };
}

/** The same JSON value, whatever the key order and the `undefined` keys (jsonb reorders keys). */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

/**
 * `GET /pro-api/questionnaires/{group}` (001 §7, §9; issue 21 §3): at most 50 surveys of `group`,
 * newest first — every one to its manager; to a member pharmacy the ACTIVE `pharma` ones; to a
 * patient of the group the ACTIVE `public` and `satisfaction` ones; to anyone else none.
 */
export async function listSurveys(
  ctx: AppContext,
  actor: Actor,
  group: string,
): Promise<SurveyDto[]> {
  const role = await roleIn(ctx.db, actor, group);
  const kinds = role === "manager" ? null : visibleKinds(role);
  const rows = await repo.surveysOfGroup(ctx.db, group, kinds, SURVEY_LIST_LIMIT);
  return rows.map(toSurveyDto);
}

/**
 * `POST /pro-api/questionnaire` (001 §7, issue 21 §3): the manager of `input.group` creates a
 * survey, NEW unless the body says otherwise. @returns `{id}`. @throws 403 anyone else.
 */
export async function createSurvey(
  ctx: AppContext,
  actor: Actor,
  input: Survey,
): Promise<{ id: string }> {
  authorize(surveyCreatePolicy, "create", actor, {
    role: await roleIn(ctx.db, actor, input.group),
  });
  const id = newId();
  const now = ctx.clock.now();
  await repo.insertSurvey(ctx.db, {
    id,
    group: input.group,
    kind: input.kind,
    title: input.title,
    status: input.status,
    questions: input.questions,
    idcreator: actor.id,
    createdAt: now,
    updatedAt: now,
  });
  return { id };
}

/**
 * `PUT /pro-api/questionnaire` (001 §7, issue 21 §3): the group's manager changes a survey's
 * title, kind, questions and status (any status to any other). Once the survey has answers, its
 * questions and kind stay as they are (the scores were computed on them). Its group never
 * changes: the body's `group` must be one the caller manages too.
 * @throws 404 unknown; 403 not the manager of its group (or of the body's group); 400 questions
 *   or kind changed on an answered survey.
 */
export async function updateSurvey(
  ctx: AppContext,
  actor: Actor,
  input: SurveyUpdate,
): Promise<SurveyDto> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.findSurvey(tx, input.id, { lock: true });
    authorize(surveyPolicy, "manage", actor, await factsOf(tx, actor, row));
    const target = {
      kind: input.kind,
      status: input.status,
      role: await roleIn(tx, actor, input.group),
    };
    authorize(surveyPolicy, "manage", actor, target);
    const survey = row as SurveyRow;
    const reshaped = input.kind !== survey.kind || !sameJson(input.questions, survey.questions);
    if (reshaped && (await repo.hasAnswers(tx, survey.id))) throw badRequest(texts.questionsLocked);
    const changed = await repo.updateSurvey(tx, survey.id, {
      kind: input.kind,
      title: input.title,
      status: input.status,
      questions: input.questions,
      updatedAt: ctx.clock.now(),
    });
    return toSurveyDto(changed);
  });
}

/**
 * `DELETE /pro-api/questionnaire/{id}` (001 §7, issue 21 §3): the group's manager deletes a
 * survey that has no answer; one with answers is refused, to be archived instead (its answers and
 * scores are the group's record). @returns `{ok: true}`.
 * @throws 404 unknown; 403 not the manager of its group; 400 « …archivez-le… » answered.
 */
export async function deleteSurvey(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ ok: true }> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.findSurvey(tx, id, { lock: true });
    authorize(surveyPolicy, "manage", actor, await factsOf(tx, actor, row));
    if (await repo.hasAnswers(tx, id)) throw badRequest(texts.deleteAnswered);
    await repo.deleteSurvey(tx, id);
    return { ok: true as const };
  });
}

/**
 * `POST /pro-api/answer/{group}` (001 §7, §4 "Survey scoring"; issue 21 §3): a responder answers
 * an ACTIVE survey of `group` offered to it, or replaces its answer. The answer is checked by the
 * shared `checkSurveyAnswer` and scored by `scoreSurveyAnswer` (a client's `score` is never read:
 * the body schema drops it); stored RESPONDED, dated now.
 * @throws 404 « Questionnaire introuvable. » unknown, of another group, or not offered to the
 *   caller (not ACTIVE, or not of a kind it answers); 403 the survey's manager; 400 the first
 *   refusal of `checkSurveyAnswer` (in French), nothing stored.
 */
export async function answerSurvey(
  ctx: AppContext,
  actor: Actor,
  group: string,
  input: SurveyAnswerInput,
): Promise<SurveyAnswerDto> {
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findSurvey(tx, input.questionnaire, { lock: true });
    const row = found?.group === group ? found : null;
    const facts = await factsOf(tx, actor, row);
    authorize(surveyPolicy, "read", actor, facts);
    authorize(surveyPolicy, "answer", actor, facts);
    const survey = row as SurveyRow;
    const [refusal] = checkSurveyAnswer(survey, input);
    if (refusal) throw badRequest(refusal.message);
    const stored = await repo.upsertAnswer(tx, {
      id: newId(),
      idquestionnaire: survey.id,
      idpharma: actor.id,
      group: survey.group,
      answers: input.answers,
      score: scoreSurveyAnswer(survey, input),
      state: "RESPONDED",
      date: ctx.clock.now(),
    });
    return toSurveyAnswerDto(stored, actor.type === "patient" ? null : actor.user.name);
  });
}

/**
 * `GET /pro-api/answers/{group}` (001 §7, issue 21 §3): the answers to `group`'s surveys, newest
 * first — every one to the group's manager, the caller's own to anyone else (none when it has
 * answered nothing); each names its pharmacy (`pharmaName`).
 */
export async function listAnswers(
  ctx: AppContext,
  actor: Actor,
  group: string,
): Promise<SurveyAnswerDto[]> {
  const role = await roleIn(ctx.db, actor, group);
  const rows = await repo.answersOfGroup(ctx.db, group, role === "manager" ? undefined : actor.id);
  return rows.map((row) => toSurveyAnswerDto(row, row.pharmaName));
}
