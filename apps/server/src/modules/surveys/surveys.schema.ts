import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type {
  AnswerState,
  QuestionAnswer,
  SurveyKind,
  SurveyQuestion,
  SurveyStatus,
} from "@reseau/shared";
import { users } from "../accounts/accounts.schema.js";

/**
 * Surveys (001 §3 "Survey", issue 21 §3): built by the manager of `group` (`idcreator`, a
 * `grp_pharm` whose `grp` is `group`); `questions` as `surveySchema` parses them (a range's
 * bounds filled in).
 */
export const surveys = pgTable(
  "surveys",
  {
    id: text("id").primaryKey(),
    group: text("group").notNull(),
    kind: text("kind").$type<SurveyKind>().notNull(),
    title: text("title").notNull(),
    status: text("status").$type<SurveyStatus>().notNull().default("NEW"),
    questions: jsonb("questions").$type<SurveyQuestion[]>().notNull(),
    idcreator: text("idcreator")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("surveys_group_idx").on(t.group, t.createdAt),
    check("surveys_kind_check", sql`kind IN ('public', 'pharma', 'satisfaction')`),
    check("surveys_status_check", sql`status IN ('NEW', 'ACTIVE', 'ARCHIVED', 'DISABLED')`),
  ],
);

/** A survey row. */
export type SurveyRow = typeof surveys.$inferSelect;

/**
 * Answers to surveys (001 §3 "Survey answer", issue 21 §3): one per responder (`idpharma`, a
 * pharmacy or a patient) and survey (`idquestionnaire`), replaced in place; `score` computed by
 * the server (`scoreSurveyAnswer`), `group` the survey's.
 */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: text("id").primaryKey(),
    idquestionnaire: text("idquestionnaire")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    idpharma: text("idpharma")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    group: text("group").notNull(),
    answers: jsonb("answers").$type<QuestionAnswer[]>().notNull(),
    score: doublePrecision("score").notNull(),
    state: text("state").$type<AnswerState>().notNull().default("RESPONDED"),
    date: timestamp("date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("survey_answers_one_per_responder").on(t.idquestionnaire, t.idpharma),
    index("survey_answers_group_idx").on(t.group, t.date),
    index("survey_answers_responder_idx").on(t.idpharma, t.date),
    check("survey_answers_state_check", sql`state IN ('RESPONDED', 'AWAITING', 'ACTIVATED')`),
  ],
);

/** An answer row. */
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
