import type { HealthCard, OpeningHours, UserType } from "@reseau/shared";

/**
 * The demo accounts, as plain values (their documents are in `seed-documents.ts`). `seed-build.ts`
 * turns them into rows (ids, FINESS keys, NIR keys, commune names from the official list). Each
 * account is named by a `key`; its id derives from it, so every seed gives the same ids.
 */

/** Where an account is: a commune by its INSEE code, a postcode of that commune, a street. */
interface Place {
  insee: string;
  zipCode: string;
  address: string;
  /** Near the address, in degrees (WGS 84); the commune list carries no coordinates. */
  latitude: number;
  longitude: number;
}

/** One demo account. */
export interface AccountSeed {
  key: string;
  type: UserType;
  email: string;
  place: Place | null;
  title?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  profession?: "DOCTOR" | "OPTICIAN";
  specialties?: string[];
  phone?: string;
  grp?: string;
  description?: string;
  /** FINESS without department nor key: the 6 digits after the department code. */
  finessSerial?: string;
  rpps?: string;
  /** Patient: birth date `YYYY-MM-DD`, sex, INSEE code of the birthplace, birth order (3 digits). */
  birth?: { date: string; sex: 1 | 2; insee: string; order: string };
  /** Patient: keys of the default pharmacy, doctor, optician. */
  idpharma?: string;
  iddoctor?: string;
  idoptician?: string;
  /** Patient: her health card (000 §3 "Patient adds"), the fields left out unset. */
  healthCard?: Partial<HealthCard>;
  /** Keys of the accounts in this account's contact book. */
  contacts?: string[];
  /** Opening hours, when not the usual ones of its type (`PHARMACY_HOURS`…). */
  hours?: OpeningHours;
  /**
   * An account a pharmacy created and its owner has not activated yet (issue 8 §5): NEW, without
   * a password, not printed among the demo logins. Default ACTIVE with the demo password.
   */
  status?: "NEW";
}

/** Pharmacy hours of 000 §3: Monday to Friday 09:00–12:30 and 14:00–19:30, Saturday morning. */
export const PHARMACY_HOURS: OpeningHours = [
  ...[0, 1, 2, 3, 4].flatMap((day) => [
    { day, open: "09:00", close: "12:30" },
    { day, open: "14:00", close: "19:30" },
  ]),
  { day: 5, open: "09:00", close: "12:30" },
];

/** Laboratory and surgery hours: weekdays 07:30–18:30 (18:00 for doctors), Saturday morning. */
export const LAB_HOURS: OpeningHours = [
  ...[0, 1, 2, 3, 4].map((day) => ({ day, open: "07:30", close: "18:30" })),
  { day: 5, open: "08:00", close: "12:00" },
];
export const SURGERY_HOURS: OpeningHours = [0, 1, 2, 3, 4].map((day) => ({
  day,
  open: "08:30",
  close: "18:00",
}));

/** `from`–`to` on each of `days` (0 = Monday … 6 = Sunday). */
const slots = (days: number[], open: string, close: string): OpeningHours =>
  days.map((day) => ({ day, open, close }));

/** A city-centre pharmacy open all day: weekdays 08:30–19:30, Saturday 09:00–19:00. */
const CITY_CENTRE_HOURS: OpeningHours = [
  ...slots([0, 1, 2, 3, 4], "08:30", "19:30"),
  ...slots([5], "09:00", "19:00"),
];

/** A large pharmacy open late, and Sunday morning: 08:00–20:30, Sunday 09:30–13:00. */
const LATE_HOURS: OpeningHours = [
  ...slots([0, 1, 2, 3, 4, 5], "08:00", "20:30"),
  ...slots([6], "09:30", "13:00"),
];

/** A southern town's pharmacy with a long lunch break: 08:30–12:00 and 15:00–19:30. */
const LONG_BREAK_HOURS: OpeningHours = [
  ...slots([0, 1, 2, 3, 4], "08:30", "12:00"),
  ...slots([0, 1, 2, 3, 4], "15:00", "19:30"),
  ...slots([5], "08:30", "12:30"),
];

const pharmacy = (
  key: string,
  email: string,
  name: string,
  grp: string,
  finessSerial: string,
  phone: string,
  place: Place,
  hours?: OpeningHours,
): AccountSeed => ({
  key,
  type: "pharmacy",
  email,
  name,
  grp,
  finessSerial,
  phone,
  place,
  ...(hours ? { hours } : {}),
});

/** Every demo account, in the order the logins are printed. */
export const ACCOUNTS: AccountSeed[] = [
  {
    key: "patient-lea",
    type: "patient",
    email: "patient@demo.fr",
    title: "Mme",
    firstName: "Léa",
    lastName: "Martin",
    phone: "06 12 34 56 78",
    birth: { date: "1990-04-12", sex: 2, insee: "69266", order: "045" },
    place: {
      insee: "69123",
      zipCode: "69003",
      address: "18 rue Paul Bert",
      latitude: 45.7597,
      longitude: 4.8489,
    },
    idpharma: "pharma-lyon",
    iddoctor: "doctor-durand",
    idoptician: "optician-morel",
    healthCard: {
      emergencyCall: "06 45 78 12 90",
      bloodType: "A+",
      allergens: "Pénicilline (urticaire), pollen de bouleau",
      special: "Asthme léger : Ventoline en cas de crise.",
    },
    contacts: ["pharma-lyon", "doctor-durand", "optician-morel", "labo-bellecour"],
  },
  {
    key: "patient-karim",
    type: "patient",
    email: "patient2@demo.fr",
    title: "M.",
    firstName: "Karim",
    lastName: "Benali",
    phone: "06 98 76 54 32",
    grp: "well",
    birth: { date: "1978-11-03", sex: 1, insee: "31555", order: "112" },
    place: {
      insee: "13055",
      zipCode: "13001",
      address: "27 rue de Rome",
      latitude: 43.2937,
      longitude: 5.3792,
    },
    contacts: ["pharma-marseille", "pharma-bordeaux", "pharma-toulouse", "pharma-nice"],
  },
  {
    key: "patient-jeanne",
    type: "patient",
    email: "patient3@demo.fr",
    title: "Mme",
    firstName: "Jeanne",
    lastName: "Rossi",
    phone: "06 45 21 87 09",
    birth: { date: "1952-07-21", sex: 2, insee: "2A004", order: "018" },
    place: {
      insee: "2A004",
      zipCode: "20000",
      address: "4 rue Fesch",
      latitude: 41.9208,
      longitude: 8.7386,
    },
    contacts: ["pharma-ajaccio"],
  },
  {
    // the Pharmacie du Centre's new patient, to try « Envoyer un lien d'activation » (issue 8 §5)
    key: "patient-ines",
    type: "patient",
    status: "NEW",
    email: "nouvelle.patiente@demo.fr",
    title: "Mme",
    firstName: "Inès",
    lastName: "Garnier",
    phone: "06 71 42 38 90",
    birth: { date: "1996-02-08", sex: 2, insee: "69123", order: "231" },
    place: {
      insee: "69123",
      zipCode: "69007",
      address: "9 rue de Marseille",
      latitude: 45.7489,
      longitude: 4.8428,
    },
    idpharma: "pharma-lyon",
    contacts: ["pharma-lyon"],
  },
  pharmacy(
    "pharma-lyon",
    "pharmacie@demo.fr",
    "Pharmacie du Centre",
    "galien",
    "001234",
    "04 78 37 12 45",
    {
      insee: "69123",
      zipCode: "69002",
      address: "12 rue de la République",
      latitude: 45.7621,
      longitude: 4.8359,
    },
    CITY_CENTRE_HOURS,
  ),
  pharmacy(
    "pharma-villeurbanne",
    "pharmacie.villeurbanne@demo.fr",
    "Grande Pharmacie des Gratte-Ciel",
    "galien",
    "002871",
    "04 78 84 56 21",
    {
      insee: "69266",
      zipCode: "69100",
      address: "45 avenue Henri Barbusse",
      latitude: 45.7686,
      longitude: 4.8799,
    },
  ),
  pharmacy(
    "pharma-paris",
    "pharmacie.paris@demo.fr",
    "Pharmacie de la Bastille",
    "galien",
    "017342",
    "01 43 57 28 90",
    {
      insee: "75056",
      zipCode: "75011",
      address: "6 boulevard Richard-Lenoir",
      latitude: 48.8548,
      longitude: 2.3706,
    },
    LATE_HOURS,
  ),
  // two more in Paris, where the galien variant's map opens (000 §9: Paris at zoom 11)
  pharmacy(
    "pharma-paris-saint-michel",
    "pharmacie.saint-michel@demo.fr",
    "Pharmacie Saint-Michel",
    "galien",
    "018905",
    "01 43 26 51 17",
    {
      insee: "75056",
      zipCode: "75006",
      address: "12 boulevard Saint-Michel",
      latitude: 48.8527,
      longitude: 2.3437,
    },
  ),
  pharmacy(
    "pharma-paris-abbesses",
    "pharmacie.abbesses@demo.fr",
    "Pharmacie des Abbesses",
    "galien",
    "019264",
    "01 46 06 84 32",
    {
      insee: "75056",
      zipCode: "75018",
      address: "28 rue des Abbesses",
      latitude: 48.8847,
      longitude: 2.3376,
    },
  ),
  pharmacy(
    "pharma-ajaccio",
    "pharmacie.ajaccio@demo.fr",
    "Pharmacie du Cours Napoléon",
    "galien",
    "000416",
    "04 95 21 34 67",
    {
      insee: "2A004",
      zipCode: "20000",
      address: "38 cours Napoléon",
      latitude: 41.9247,
      longitude: 8.7366,
    },
    LONG_BREAK_HOURS,
  ),
  pharmacy(
    "pharma-marseille",
    "pharmacie.marseille@demo.fr",
    "Pharmacie du Vieux-Port",
    "well",
    "003158",
    "04 91 90 12 34",
    {
      insee: "13055",
      zipCode: "13002",
      address: "10 quai du Port",
      latitude: 43.2961,
      longitude: 5.3706,
    },
  ),
  pharmacy(
    "pharma-bordeaux",
    "pharmacie.bordeaux@demo.fr",
    "Pharmacie des Chartrons",
    "well",
    "004527",
    "05 56 52 18 73",
    {
      insee: "33063",
      zipCode: "33000",
      address: "98 rue Notre-Dame",
      latitude: 44.8531,
      longitude: -0.5707,
    },
  ),
  pharmacy(
    "pharma-toulouse",
    "pharmacie.toulouse@demo.fr",
    "Pharmacie du Capitole",
    "well",
    "005963",
    "05 61 21 45 89",
    {
      insee: "31555",
      zipCode: "31000",
      address: "3 rue Lafayette",
      latitude: 43.6049,
      longitude: 1.4447,
    },
  ),
  pharmacy(
    "pharma-nice",
    "pharmacie.nice@demo.fr",
    "Pharmacie Masséna",
    "well",
    "001877",
    "04 93 87 65 12",
    {
      insee: "06088",
      zipCode: "06000",
      address: "20 avenue Jean Médecin",
      latitude: 43.7003,
      longitude: 7.2677,
    },
  ),
  {
    key: "group-galien",
    type: "grp_pharm",
    email: "groupe.galien@demo.fr",
    name: "Groupement Galien",
    grp: "galien",
    phone: "01 44 70 21 00",
    description: "Groupement de pharmacies indépendantes.",
    place: {
      insee: "75056",
      zipCode: "75008",
      address: "15 rue de Berri",
      latitude: 48.8728,
      longitude: 2.3047,
    },
  },
  {
    key: "group-well",
    type: "grp_pharm",
    email: "groupe.well@demo.fr",
    name: "Groupement Well",
    grp: "well",
    phone: "04 91 33 40 00",
    description: "Réseau de pharmacies du Sud.",
    place: {
      insee: "13055",
      zipCode: "13006",
      address: "40 rue Paradis",
      latitude: 43.2918,
      longitude: 5.3783,
    },
  },
  {
    key: "labo-bellecour",
    type: "labo",
    email: "labo@demo.fr",
    name: "Laboratoire d'analyses Bellecour",
    finessSerial: "008615",
    phone: "04 78 42 90 10",
    description: "Prélèvements sans rendez-vous.",
    place: {
      insee: "69123",
      zipCode: "69002",
      address: "8 place Bellecour",
      latitude: 45.7579,
      longitude: 4.8321,
    },
  },
  {
    key: "doctor-durand",
    type: "professional",
    email: "medecin@demo.fr",
    title: "Dr",
    firstName: "Paul",
    lastName: "Durand",
    profession: "DOCTOR",
    specialties: ["Médecine générale"],
    rpps: "10003456789",
    phone: "04 78 37 55 10",
    place: {
      insee: "69123",
      zipCode: "69002",
      address: "24 rue Victor Hugo",
      latitude: 45.7563,
      longitude: 4.8312,
    },
    contacts: ["patient-lea"],
  },
  {
    key: "doctor-lefevre",
    type: "professional",
    email: "medecin2@demo.fr",
    title: "Dr",
    firstName: "Camille",
    lastName: "Lefèvre",
    profession: "DOCTOR",
    specialties: ["Pédiatrie"],
    rpps: "10101234567",
    phone: "04 78 85 20 31",
    place: {
      insee: "69266",
      zipCode: "69100",
      address: "10 cours Émile Zola",
      latitude: 45.7704,
      longitude: 4.8793,
    },
  },
  {
    key: "optician-morel",
    type: "professional",
    email: "opticien@demo.fr",
    title: "M.",
    firstName: "Julien",
    lastName: "Morel",
    profession: "OPTICIAN",
    description: "Optique Bellecour",
    phone: "04 78 38 14 92",
    place: {
      insee: "69123",
      zipCode: "69002",
      address: "3 rue de la Charité",
      latitude: 45.7569,
      longitude: 4.8335,
    },
    contacts: ["patient-lea"],
  },
];
