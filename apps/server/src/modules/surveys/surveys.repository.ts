import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SurveyKind } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { managers, users } from "../../db/schema.js";
import { surveyAnswers, surveys, type SurveyAnswerRow, type SurveyRow } from "./surveys.schema.js";

/** The SQL of surveys and their answers (issue 21 §3). */
export const surveysRepository = {
  async insertSurvey(db: Executor, values: typeof surveys.$inferInsert): Promise<void> {
    await db.insert(surveys).values(values);
  },

  /** A survey by id, or null; `lock` takes its row lock so changes and answers queue. */
  async findSurvey(
    db: Executor,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<SurveyRow | null> {
    const query = db.select().from(surveys).where(eq(surveys.id, id));
    const [row] = options.lock ? await query.for("update") : await query;
    return row ?? null;
  },

  /**
   * The surveys of `group`, newest first, at most `limit`: all of them when `activeOfKinds` is
   * null, else only the ACTIVE ones of those kinds (none when the list is empty).
   */
  async surveysOfGroup(
    db: Executor,
    group: string,
    activeOfKinds: readonly SurveyKind[] | null,
    limit: number,
  ): Promise<SurveyRow[]> {
    if (activeOfKinds?.length === 0) return [];
    const where: SQL[] = [eq(surveys.group, group)];
    if (activeOfKinds) {
      where.push(eq(surveys.status, "ACTIVE"), inArray(surveys.kind, [...activeOfKinds]));
    }
    return db
      .select()
      .from(surveys)
      .where(and(...where))
      .orderBy(desc(surveys.createdAt), desc(surveys.id))
      .limit(limit);
  },

  /** Overwrites a survey's fields; @returns the new row. */
  async updateSurvey(
    db: Executor,
    id: string,
    values: Pick<SurveyRow, "kind" | "title" | "status" | "questions" | "updatedAt">,
  ): Promise<SurveyRow> {
    const [row] = await db.update(surveys).set(values).where(eq(surveys.id, id)).returning();
    if (!row) throw new Error(`survey ${id} vanished`);
    return row;
  },

  async deleteSurvey(db: Executor, id: string): Promise<void> {
    await db.delete(surveys).where(eq(surveys.id, id));
  },

  /** True when the survey has at least one answer. */
  async hasAnswers(db: Executor, idquestionnaire: string): Promise<boolean> {
    const [row] = await db
      .select({ id: surveyAnswers.id })
      .from(surveyAnswers)
      .where(eq(surveyAnswers.idquestionnaire, idquestionnaire))
      .limit(1);
    return row !== undefined;
  },

  /**
   * Stores a responder's answer to a survey, replacing theirs if any (one per responder and
   * survey: the unique constraint); the replaced answer keeps its id. @returns the stored row.
   */
  async upsertAnswer(
    db: Executor,
    values: typeof surveyAnswers.$inferInsert,
  ): Promise<SurveyAnswerRow> {
    const [row] = await db
      .insert(surveyAnswers)
      .values(values)
      .onConflictDoUpdate({
        target: [surveyAnswers.idquestionnaire, surveyAnswers.idpharma],
        set: {
          answers: values.answers,
          score: values.score,
          state: values.state,
          date: values.date,
        },
      })
      .returning();
    if (!row) throw new Error("answer not stored");
    return row;
  },

  /**
   * The answers to the surveys of `group`, newest first; only `idpharma`'s when given. Each with
   * `pharmaName`, its responder's name when the responder is an establishment (a patient's
   * identity stays out: null).
   */
  async answersOfGroup(
    db: Executor,
    group: string,
    idpharma?: string,
  ): Promise<(SurveyAnswerRow & { pharmaName: string | null })[]> {
    const where: SQL[] = [eq(surveyAnswers.group, group)];
    if (idpharma) where.push(eq(surveyAnswers.idpharma, idpharma));
    const rows = await db
      .select({
        answer: surveyAnswers,
        pharmaName: sql<string | null>`case when ${users.type} <> 'patient' then ${users.name} end`,
      })
      .from(surveyAnswers)
      .leftJoin(users, eq(users.id, surveyAnswers.idpharma))
      .where(and(...where))
      .orderBy(desc(surveyAnswers.date), desc(surveyAnswers.id));
    return rows.map((row) => ({ ...row.answer, pharmaName: row.pharmaName }));
  },

  /**
   * The groups `iduser` is a member of: the `grp` of the `grp_pharm` managers that manage it
   * (docs/DECISIONS.md "Who acts for whom").
   */
  async memberGroups(db: Executor, iduser: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ grp: users.grp })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.idmanager))
      .where(and(eq(managers.iduser, iduser), eq(users.type, "grp_pharm")));
    return rows.flatMap((row) => (row.grp ? [row.grp] : []));
  },
};
