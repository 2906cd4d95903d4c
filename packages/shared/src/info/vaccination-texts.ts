/** One age of the French vaccination schedule and the vaccines recommended at it. */
export interface ScheduleRow {
  age: string;
  vaccines: readonly string[];
}

// the vaccines given at several ages, written once
const HEXAVALENT =
  "Diphtérie, tétanos, coqueluche, poliomyélite, Haemophilus influenzae b, hépatite B";
const PNEUMOCOCCUS = "Pneumocoque";
const MENINGOCOCCUS_B = "Méningocoque B";
const MENINGOCOCCI_ACWY = "Méningocoques A, C, W, Y";
const CHILD_BOOSTER = "Rappel diphtérie, tétanos, coqueluche, poliomyélite";
/** A booster of a vaccine given before. */
const booster = (vaccine: string) =>
  `Rappel : ${vaccine.charAt(0).toLowerCase()}${vaccine.slice(1)}`;

/**
 * The French vaccination schedule for everyone in good health, as reference beside a patient's
 * own vaccines (`/vaccination`, issue 19 §4): infants, children and adolescents, adults. Short on
 * purpose: the special situations (pregnancy, illness, work, travel) are sent to the doctor or
 * pharmacist. Source: `VACCINATION_SCHEDULE.source` (docs/DECISIONS.md "Emergency numbers, help and health pages").
 */
export const VACCINATION_SCHEDULE = {
  source: "Source : Calendrier des vaccinations 2025, ministère de la Santé.",
  groups: [
    {
      title: "Nourrissons",
      rows: [
        {
          age: "2 mois",
          vaccines: [HEXAVALENT, PNEUMOCOCCUS, "Rotavirus (2 ou 3 doses selon le vaccin)"],
        },
        { age: "3 mois", vaccines: [MENINGOCOCCUS_B] },
        { age: "4 mois", vaccines: [HEXAVALENT, PNEUMOCOCCUS] },
        { age: "5 mois", vaccines: [MENINGOCOCCUS_B] },
        { age: "6 mois", vaccines: [MENINGOCOCCI_ACWY] },
        { age: "11 mois", vaccines: [booster(HEXAVALENT), booster(PNEUMOCOCCUS)] },
        {
          age: "12 mois",
          vaccines: [
            "Rougeole, oreillons, rubéole (1re dose)",
            MENINGOCOCCI_ACWY,
            booster(MENINGOCOCCUS_B),
          ],
        },
        { age: "16 à 18 mois", vaccines: ["Rougeole, oreillons, rubéole (2e dose)"] },
      ],
    },
    {
      title: "Enfants et adolescents",
      rows: [
        { age: "6 ans", vaccines: [CHILD_BOOSTER] },
        { age: "11 à 13 ans", vaccines: [CHILD_BOOSTER] },
        {
          age: "11 à 14 ans",
          vaccines: ["Papillomavirus (HPV), filles et garçons : 2 doses", MENINGOCOCCI_ACWY],
        },
      ],
    },
    {
      title: "Adultes",
      rows: [
        { age: "25 ans", vaccines: ["Rappel diphtérie, tétanos, poliomyélite et coqueluche"] },
        { age: "45 ans", vaccines: ["Rappel diphtérie, tétanos, poliomyélite"] },
        {
          age: "65 ans et plus",
          vaccines: [
            "Rappel diphtérie, tétanos, poliomyélite à 65 ans, puis tous les 10 ans",
            "Grippe, chaque année",
            "Zona",
          ],
        },
      ],
    },
  ] satisfies readonly { title: string; rows: readonly ScheduleRow[] }[],
  notes: [
    "Chez le nourrisson, ces vaccins sont obligatoires, sauf le rotavirus, qui est recommandé.",
    "D’autres vaccins sont recommandés selon votre santé, une grossesse, votre métier ou vos voyages : parlez-en à votre médecin, votre sage-femme ou votre pharmacien.",
  ],
} as const;
