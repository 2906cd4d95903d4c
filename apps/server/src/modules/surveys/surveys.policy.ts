import { SURVEY_KINDS, TEXTS, type SurveyKind, type SurveyStatus } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";

const texts = TEXTS.surveys;

/**
 * What the actor is to one group (issue 21 §3; docs/DECISIONS.md "Who acts for whom"): its
 * `manager` (a `grp_pharm` whose `grp` is the group), a `pharmacy` member (managed by such a
 * manager), a `patient` of it (her `grp`), or nothing (`null`).
 */
export type GroupRole = "manager" | "pharmacy" | "patient" | null;

/**
 * The actor's role in `group`, given `memberGroups` (the groups of the `grp_pharm` managers that
 * manage the actor; only read for a pharmacy). A pharmacy's own `grp` column is no claim. Pure.
 */
export function groupRoleOf(
  actor: Pick<Actor, "type" | "user">,
  memberGroups: readonly string[],
  group: string,
): GroupRole {
  if (actor.type === "grp_pharm" && actor.user.grp === group) return "manager";
  if (actor.type === "pharmacy" && memberGroups.includes(group)) return "pharmacy";
  if (actor.type === "patient" && actor.user.grp === group) return "patient";
  return null;
}

/**
 * The kinds of survey a role answers (issue 21 §3): a pharmacy `pharma`, a patient `public` and
 * `satisfaction`; the manager reads every kind but answers none; nobody else any. Pure.
 */
export function answerableKinds(role: GroupRole): readonly SurveyKind[] {
  switch (role) {
    case "pharmacy":
      return ["pharma"];
    case "patient":
      return ["public", "satisfaction"];
    default:
      return [];
  }
}

/** The kinds of survey a role sees in the list: every kind to the manager, else `answerableKinds`. */
export function visibleKinds(role: GroupRole): readonly SurveyKind[] {
  return role === "manager" ? SURVEY_KINDS : answerableKinds(role);
}

/** The facts a survey's access is decided on: its kind and status, and the actor's role in its group. */
export interface SurveyFacts {
  kind: SurveyKind;
  status: SurveyStatus;
  role: GroupRole;
}

/** True when the survey is offered to the role: ACTIVE and of a kind it answers. */
const offered = (s: SurveyFacts) =>
  s.status === "ACTIVE" && answerableKinds(s.role).includes(s.kind);

/**
 * A survey (issue 21 §3): `manage` (change, delete) by its group's manager only, 403 « Seul un
 * groupement gestionnaire… » otherwise (the id is known to the caller: no secret to keep);
 * `read` by its manager, or by a responder it is offered to (ACTIVE, of its kinds), anyone else
 * 404 « Questionnaire introuvable. »; `answer` by a responder it is offered to, its manager 403.
 */
export const surveyPolicy = definePolicy<SurveyFacts, "manage" | "read" | "answer">({
  notFound: texts.noSurvey,
  rules: {
    manage: guarded((_actor, s) => s.role === "manager", texts.managerOnly),
    read: hidden((_actor, s) => s.role === "manager" || offered(s)),
    answer: guarded((_actor, s) => offered(s), texts.managerCannotAnswer),
  },
});

/** Creating a survey for a group (issue 21 §3): its manager only; anyone else 403. */
export const surveyCreatePolicy = definePolicy<{ role: GroupRole }, "create">({
  rules: { create: guarded((_actor, g) => g.role === "manager", texts.managerOnly) },
});
