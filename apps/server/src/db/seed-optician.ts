import type { DocumentSeed } from "./seed-documents.js";

/**
 * Demo optical prescriptions for the optician (opticien@demo.fr, issue 9 §2 optician dashboard):
 * besides Léa's new one (`seed-documents.ts`), one being made and one ready, so its dashboard
 * shows « En cours » and « Traités » with something in them.
 */
export const OPTICIAN_DOCUMENTS: DocumentSeed[] = [
  {
    key: "karim-glasses",
    creator: "patient-karim",
    sharedWith: ["optician-morel"],
    type: "PRESC_OPT",
    name: "Verres progressifs",
    file: {
      kind: "pdf",
      title: "Prescription de verres correcteurs",
      lines: ["M. Karim Benali", "", "OD : +0,75", "OG : +1,00 (-0,25 à 180°)", "Vision de près."],
    },
    status: "PROCESSING",
    statusBy: "optician-morel",
    firstName: "Hugo",
    hoursAgo: 30,
  },
  {
    key: "jeanne-lenses",
    creator: "patient-jeanne",
    sharedWith: ["optician-morel"],
    type: "PRESC_OPT",
    name: "Ordonnance lentilles",
    file: {
      kind: "pdf",
      title: "Prescription de lentilles de contact",
      lines: ["Mme Jeanne Rossi", "", "OD : -2,00", "OG : -2,25", "Lentilles mensuelles."],
    },
    status: "READY",
    statusBy: "optician-morel",
    hoursAgo: 72,
  },
];
