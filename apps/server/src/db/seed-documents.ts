import type { DocumentStatus, DocumentType } from "@reseau/shared";

/**
 * The demo documents, as plain values, named by a `key` from which their ids derive; accounts are
 * named by their keys in `seed-data.ts`.
 */

/** Which seeded file a document carries. */
export type SampleFile =
  | { kind: "prescriptionJpeg" }
  | { kind: "labResultJpeg" }
  | { kind: "pdf"; title: string; lines: string[] };

/** One demo document, its status, who set it and the message that went with it (000 §4). */
export interface DocumentSeed {
  key: string;
  /** Key of the account that uploaded it. */
  creator: string;
  /** Key of the patient it is about; the status message goes to them. Default: the creator. */
  patient?: string;
  sharedWith: string[];
  type: DocumentType;
  name: string;
  file: SampleFile;
  status: DocumentStatus;
  /** Key of the pharmacy or laboratory that set the status; none for NEW. */
  statusBy?: string;
  /** PROCESSING: the pharmacist named in the message. */
  firstName?: string;
  /** AWAITING_PAYMENT: the patient's remaining amount, in cents. */
  amountCents?: number;
  /** When it was last updated, in hours before the seed. */
  hoursAgo: number;
  /** Messages written about it, besides the status message. */
  notes?: {
    key: string;
    from: string;
    to: string;
    content: string;
    hoursAgo: number;
    replyToStatus?: true;
  }[];
}

const drugPrescription = (doctor: string, patient: string, lines: string[]): SampleFile => ({
  kind: "pdf",
  title: `Ordonnance — ${doctor}`,
  lines: [patient, "", ...lines, "", "Fait à Lyon."],
});

/** The demo documents: at least one in each status family of 000 §4. */
export const DOCUMENTS: DocumentSeed[] = [
  {
    key: "lea-new",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance du Dr Durand",
    file: { kind: "prescriptionJpeg" },
    status: "NEW",
    hoursAgo: 2,
  },
  {
    key: "lea-processing",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance renouvelable",
    file: { kind: "prescriptionJpeg" },
    status: "PROCESSING",
    statusBy: "pharma-lyon",
    firstName: "Marie",
    hoursAgo: 5,
    notes: [
      {
        key: "lea-doliprane",
        from: "patient-lea",
        to: "pharma-lyon",
        content: "Bonjour, pourriez-vous ajouter une boîte de Doliprane 1000 mg ? Merci.",
        hoursAgo: 5.5,
      },
    ],
  },
  {
    key: "lea-ready",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance antibiotiques",
    file: { kind: "prescriptionJpeg" },
    status: "READY",
    statusBy: "pharma-lyon",
    hoursAgo: 26,
  },
  {
    key: "lea-payment",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_MTL",
    name: "Ordonnance tensiomètre",
    file: drugPrescription("Dr Paul Durand", "Mme Léa Martin", [
      "Tensiomètre électronique au bras : 1",
    ]),
    status: "AWAITING_PAYMENT",
    statusBy: "pharma-lyon",
    amountCents: 2490,
    hoursAgo: 30,
  },
  {
    key: "lea-unreadable",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Photo ordonnance",
    file: { kind: "prescriptionJpeg" },
    status: "UNREADABLE",
    statusBy: "pharma-lyon",
    hoursAgo: 72,
  },
  {
    key: "lea-renewal",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Traitement de fond (3 mois)",
    file: drugPrescription("Dr Paul Durand", "Mme Léa Martin", [
      "Lévothyrox 75 µg : 1 comprimé le matin",
      "À renouveler 3 fois.",
    ]),
    status: "RENEWING_STANDBY",
    statusBy: "pharma-lyon",
    hoursAgo: 144,
  },
  {
    key: "lea-delivered",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance de janvier",
    file: drugPrescription("Dr Paul Durand", "Mme Léa Martin", [
      "Amoxicilline 1 g : 1 comprimé matin et soir pendant 6 jours",
      "Paracétamol 1 g : si douleur, 3 par jour au plus",
    ]),
    status: "DELIVERED",
    statusBy: "pharma-lyon",
    hoursAgo: 480,
  },
  {
    key: "lea-glasses",
    creator: "patient-lea",
    sharedWith: ["optician-morel"],
    type: "PRESC_OPT",
    name: "Ordonnance lunettes",
    file: {
      kind: "pdf",
      title: "Prescription de verres correcteurs",
      lines: ["Mme Léa Martin", "", "OD : -1,25 (-0,50 à 90°)", "OG : -1,00", "Vision de loin."],
    },
    status: "NEW",
    hoursAgo: 192,
  },
  {
    key: "lea-blood-test",
    creator: "labo-bellecour",
    patient: "patient-lea",
    sharedWith: ["patient-lea"],
    type: "ANALYS_RES",
    name: "Bilan sanguin",
    file: { kind: "labResultJpeg" },
    status: "RESULTS_READY",
    statusBy: "labo-bellecour",
    hoursAgo: 48,
  },
  {
    key: "karim-original",
    creator: "patient-karim",
    sharedWith: ["pharma-marseille"],
    type: "PRESC_DRUG",
    name: "Ordonnance",
    file: { kind: "prescriptionJpeg" },
    status: "REQUEST_ORIGINAL",
    statusBy: "pharma-marseille",
    hoursAgo: 4,
    notes: [
      {
        key: "karim-answer",
        from: "patient-karim",
        to: "pharma-marseille",
        content: "Oui, je passe cet après-midi avec l'original.",
        hoursAgo: 3.5,
        replyToStatus: true,
      },
    ],
  },
  {
    key: "karim-canceled",
    creator: "patient-karim",
    sharedWith: ["pharma-marseille"],
    type: "PRESC_DRUG",
    name: "Ordonnance dermatologue",
    file: {
      kind: "pdf",
      title: "Ordonnance — Dr Sophie Garnier, dermatologue",
      lines: ["M. Karim Benali", "", "Crème hydratante : 2 applications par jour"],
    },
    status: "CANCELED",
    statusBy: "pharma-marseille",
    hoursAgo: 240,
  },
  {
    key: "jeanne-delivery",
    creator: "patient-jeanne",
    sharedWith: ["pharma-ajaccio"],
    type: "PRESC_DRUG",
    name: "Ordonnance cardiologue",
    file: {
      kind: "pdf",
      title: "Ordonnance — Dr Antoine Colonna, cardiologue",
      lines: [
        "Mme Jeanne Rossi",
        "",
        "Bisoprolol 2,5 mg : 1 comprimé le matin",
        "Kardégic 75 mg : 1 sachet par jour",
      ],
    },
    status: "DELIVERY",
    statusBy: "pharma-ajaccio",
    hoursAgo: 1,
  },
  {
    key: "jeanne-new",
    creator: "patient-jeanne",
    sharedWith: ["pharma-ajaccio"],
    type: "PRESC_DRUG",
    name: "Ordonnance",
    file: { kind: "prescriptionJpeg" },
    status: "NEW",
    hoursAgo: 0.5,
  },
  // the Lyon pharmacy's morning queue: prescriptions waiting for a few minutes to a few hours
  {
    key: "lea-vaccine",
    creator: "patient-lea",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Vaccin grippe",
    file: { kind: "prescriptionJpeg" },
    status: "NEW",
    hoursAgo: 1.25,
    notes: [
      {
        key: "lea-vaccine-note",
        from: "patient-lea",
        to: "pharma-lyon",
        content: "Bonjour, je passerai le chercher vers 18 h. Merci !",
        hoursAgo: 1.2,
      },
    ],
  },
  {
    key: "jeanne-lyon-new",
    creator: "patient-jeanne",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance du dentiste",
    file: drugPrescription("Dr Claire Petit", "Mme Jeanne Rossi", [
      "Amoxicilline 1 g : 1 comprimé matin et soir pendant 6 jours",
    ]),
    status: "NEW",
    hoursAgo: 0.75,
  },
  {
    key: "karim-lyon-new",
    creator: "patient-karim",
    sharedWith: ["pharma-lyon"],
    type: "PRESC_DRUG",
    name: "Ordonnance pédiatre",
    file: { kind: "prescriptionJpeg" },
    status: "NEW",
    hoursAgo: 0.2,
  },
];
