import { eq, inArray } from "drizzle-orm";
import { surveySchema, type SurveyAnswerInput, type SurveyInput } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { actorOf } from "../platform/actor.js";
import { answerSurvey, createSurvey } from "../modules/surveys/index.js";
import { managers, users } from "./schema.js";

/**
 * The Galien group's demo surveys (issue 21 §3), so that each role has one to try: an ACTIVE
 * `pharma` survey its member pharmacies answer (answered by the first of them), an ACTIVE
 * `satisfaction` survey its patients answer, and a NEW draft the manager can finish and activate.
 */
const SURVEYS: { survey: SurveyInput; answer?: SurveyAnswerInput["answers"] }[] = [
  {
    survey: {
      group: "galien",
      kind: "pharma",
      title: "Vos commandes au groupement",
      status: "ACTIVE",
      questions: [
        {
          number: 1,
          type: "bool",
          label: "Vos commandes arrivent-elles à l'heure ?",
          mandatory: true,
          evaluation: [10, 0],
        },
        {
          number: 2,
          type: "radio",
          label: "Combien de commandes passez-vous par semaine ?",
          mandatory: true,
          options: [
            { letter: "A", label: "Moins de 2" },
            { letter: "B", label: "De 2 à 5" },
            { letter: "C", label: "Plus de 5" },
          ],
          evaluation: [0, 5, 10],
        },
        {
          number: 3,
          type: "range",
          label: "Votre satisfaction, de 0 à 10",
          mandatory: true,
          low: 0,
          high: 10,
          step: 1,
          evaluation: [
            { min: 0, max: 4, value: 0 },
            { min: 5, max: 7, value: 5 },
            { min: 8, max: 10, value: 10 },
          ],
        },
        { number: 4, type: "text", label: "Une remarque ?", mandatory: false },
      ],
    },
    answer: [
      { number: 1, value: true },
      { number: 2, value: "B" },
      { number: 3, value: 8 },
      { number: 4, value: "Livraisons du lundi parfois en retard." },
    ],
  },
  {
    survey: {
      group: "galien",
      kind: "satisfaction",
      title: "Votre pharmacie et vous",
      status: "ACTIVE",
      questions: [
        {
          number: 1,
          type: "qcm",
          label: "Qu'appréciez-vous dans votre pharmacie ?",
          mandatory: true,
          options: [
            { letter: "A", label: "L'accueil" },
            { letter: "B", label: "Les conseils" },
            { letter: "C", label: "Le retrait rapide des ordonnances" },
          ],
          evaluation: [1, 1, 1],
        },
        { number: 2, type: "range", label: "Votre note, de 0 à 10", mandatory: true, high: 10 },
      ],
    },
  },
  {
    survey: {
      group: "galien",
      kind: "pharma",
      title: "Les gammes de parapharmacie à référencer (brouillon)",
      status: "NEW",
      questions: [
        { number: 1, type: "text", label: "Quelles marques vos patients demandent-ils ?" },
      ],
    },
  },
];

/**
 * Seeds the Galien group's surveys through the surveys service (so they are checked and the
 * answer scored as any other): created by the group's manager, the pharma survey answered by its
 * first member pharmacy. Does nothing when the group's manager is not in the data set.
 */
export async function seedSurveys(ctx: AppContext): Promise<void> {
  const [manager] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, "groupe.galien@demo.fr"));
  if (!manager) return;
  const managerActor = actorOf(manager, []);
  const memberIds = (
    await ctx.db.select().from(managers).where(eq(managers.idmanager, manager.id))
  ).map((row) => row.iduser);
  const members = memberIds.length
    ? await ctx.db.select().from(users).where(inArray(users.id, memberIds))
    : [];
  const pharmacy = members
    .filter((member) => member.type === "pharmacy")
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""))[0];
  for (const { survey, answer } of SURVEYS) {
    const { id } = await createSurvey(ctx, managerActor, surveySchema.parse(survey));
    if (answer && pharmacy) {
      await answerSurvey(ctx, actorOf(pharmacy, []), survey.group, {
        questionnaire: id,
        answers: answer,
      });
    }
  }
}
