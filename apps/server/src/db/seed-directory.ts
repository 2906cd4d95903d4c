import { createRequire } from "node:module";
import { luhnKey, SPECIALTIES } from "@reseau/shared";
import type { users } from "./schema.js";

/** A user row of the directory, ready for a multi-row insert. */
export type DirectoryRow = typeof users.$inferInsert;

interface Commune {
  code: string;
  nom: string;
  departement: string;
  type: string;
  codesPostaux?: string[];
  population?: number;
}

let towns: Commune[] | undefined;
/**
 * The communes of at least 2,000 inhabitants with a postcode (`@etalab/decoupage-administratif`),
 * by INSEE code: about 5,000 towns where practitioners work.
 */
function townsOfFrance(): Commune[] {
  towns ??= (
    createRequire(import.meta.url)(
      "@etalab/decoupage-administratif/data/communes.json",
    ) as Commune[]
  )
    .filter((c) => c.type === "commune-actuelle" && (c.population ?? 0) >= 2000)
    .filter((c) => (c.codesPostaux?.length ?? 0) > 0)
    .sort((a, b) => a.code.localeCompare(b.code));
  return towns;
}

let weights: number[] | undefined;
/** Cumulative populations of `townsOfFrance()`, to pick a town as often as people live there. */
function cumulativePopulation(): number[] {
  if (!weights) {
    let total = 0;
    weights = townsOfFrance().map((town) => (total += town.population ?? 0));
  }
  return weights;
}

/** A town picked with a probability proportional to its population (`u` in [0, 1)). */
function townAt(u: number): Commune {
  const cumulative = cumulativePopulation();
  const target = u * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) <= target) low = mid + 1;
    else high = mid;
  }
  return townsOfFrance()[low] as Commune;
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same directory. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const LAST_NAMES = [
  "Bernard",
  "Thomas",
  "Petit",
  "Robert",
  "Richard",
  "Durand",
  "Dubois",
  "Moreau",
  "Laurent",
  "Simon",
  "Michel",
  "Lefebvre",
  "Leroy",
  "Roux",
  "David",
  "Bertrand",
  "Morel",
  "Fournier",
  "Girard",
  "Bonnet",
  "Dupont",
  "Lambert",
  "Fontaine",
  "Rousseau",
  "Vincent",
  "Muller",
  "Lefèvre",
  "Faure",
  "André",
  "Mercier",
  "Blanc",
  "Guérin",
  "Boyer",
  "Garnier",
  "Chevalier",
  "François",
  "Legrand",
  "Gauthier",
  "Garcia",
  "Perrin",
  "Robin",
  "Clément",
  "Morin",
  "Nicolas",
  "Henry",
  "Roussel",
  "Mathieu",
  "Gautier",
  "Masson",
  "Marchand",
  "Duval",
  "Denis",
  "Dumont",
  "Marie",
  "Lemaire",
  "Noël",
  "Meyer",
  "Dufour",
  "Meunier",
  "Brun",
  "Blanchard",
  "Giraud",
  "Joly",
  "Rivière",
  "Lucas",
  "Brunet",
  "Gaillard",
  "Barbier",
  "Arnaud",
  "Martínez",
  "Gérard",
  "Roche",
  "Renard",
  "Schmitt",
  "Roy",
  "Leroux",
  "Colin",
  "Vidal",
  "Caron",
  "Picard",
  "Roger",
  "Fabre",
  "Aubert",
  "Lemoine",
  "Renaud",
  "Dumas",
  "Lacroix",
  "Olivier",
  "Philippe",
  "Bourgeois",
  "Pierre",
  "Benoît",
  "Rey",
  "Leclerc",
  "Payet",
  "Rolland",
  "Leclercq",
  "Guillaume",
  "Lecomte",
  "Lopez",
  "Jean",
  "Dupuy",
  "Guillot",
  "Hubert",
  "Berger",
  "Carpentier",
  "Sánchez",
  "Dupuis",
  "Moulin",
  "Louis",
  "Deschamps",
  "Huet",
  "Vasseur",
  "Perez",
  "Boucher",
  "Fleury",
  "Royer",
  "Klein",
  "Jacquet",
  "Adam",
  "Paris",
  "Poirier",
  "Marty",
  "Aubry",
  "Guyot",
  "Carré",
  "Charles",
  "Renault",
  "Charpentier",
  "Ménard",
  "Maillard",
  "Baron",
  "Bertin",
  "Bailly",
  "Hervé",
  "Schneider",
  "Fernandez",
  "Le Gall",
  "Collet",
  "Léger",
  "Bouvier",
  "Julien",
  "Prévost",
  "Millet",
  "Perrot",
  "Daniel",
  "Le Roux",
  "Cousin",
  "Germain",
  "Breton",
  "Besson",
  "Langlois",
  "Rémy",
  "Le Goff",
  "Pelletier",
  "Lévêque",
  "Perrier",
  "Leblanc",
  "Barré",
  "Lebrun",
  "Marchal",
  "Weber",
  "Mallet",
  "Hamon",
  "Boulanger",
  "Jacob",
  "Monnier",
  "Michaud",
  "Rodriguez",
  "Guichard",
  "Gillet",
  "Étienne",
  "Grondin",
  "Poulain",
  "Tessier",
  "Chevallier",
  "Collin",
  "Chauvin",
  "Da Silva",
  "Bouchet",
  "Gay",
  "Lemaître",
  "Bénard",
  "Maréchal",
  "Humbert",
  "Reynaud",
  "Antoine",
  "Hoarau",
  "Perret",
  "Barthélemy",
  "Cordier",
  "Pichon",
  "Lejeune",
  "Gilbert",
  "Lamy",
  "Delaunay",
  "Pasquier",
  "Carlier",
  "Laporte",
];
const FIRST_NAMES = [
  "Camille",
  "Léa",
  "Manon",
  "Chloé",
  "Emma",
  "Inès",
  "Sarah",
  "Julie",
  "Pauline",
  "Marion",
  "Claire",
  "Anne",
  "Sophie",
  "Élodie",
  "Mathilde",
  "Hélène",
  "Nathalie",
  "Isabelle",
  "Céline",
  "Aurélie",
  "Thomas",
  "Nicolas",
  "Julien",
  "Maxime",
  "Alexandre",
  "Antoine",
  "Hugo",
  "Lucas",
  "Louis",
  "Pierre",
  "Paul",
  "Jean",
  "François",
  "Mathieu",
  "Romain",
  "Guillaume",
  "Benoît",
  "Sébastien",
  "Olivier",
  "Rémi",
  "Yasmine",
  "Karim",
  "Mehdi",
  "Sofia",
  "Noémie",
  "Gaëlle",
  "Loïc",
  "Jérôme",
  "Stéphane",
  "Amélie",
];
const STREETS = [
  "rue de la République",
  "avenue Jean Jaurès",
  "place de la Mairie",
  "rue Victor Hugo",
  "boulevard Gambetta",
  "rue Pasteur",
  "avenue du Général de Gaulle",
  "rue de la Gare",
  "rue Nationale",
  "place du Marché",
  "rue des Écoles",
  "avenue de la Libération",
];

/** Professions of 000 §1 and their share of the directory (of 20), with a specialty when they have one. */
const PROFESSIONALS: { profession: string; weight: number; specialties: readonly string[] }[] = [
  {
    profession: "DOCTOR",
    weight: 10,
    specialties: SPECIALTIES.filter(
      (s) =>
        ![
          "Chirurgie dentaire",
          "Kinésithérapie",
          "Sage-femme",
          "Soins infirmiers",
          "Orthodontie",
        ].includes(s),
    ),
  },
  {
    profession: "Chirurgien-Dentiste",
    weight: 2,
    specialties: ["Chirurgie dentaire", "Orthodontie"],
  },
  { profession: "Infirmier", weight: 3, specialties: ["Soins infirmiers"] },
  { profession: "Sage-Femme", weight: 1, specialties: ["Sage-femme"] },
  { profession: "Masseur-Kinésithérapeute", weight: 2, specialties: ["Kinésithérapie"] },
  { profession: "OPTICIAN", weight: 2, specialties: [] },
];
const PROFESSION_WHEEL = PROFESSIONALS.flatMap((p) => Array.from({ length: p.weight }, () => p));

/** An 11-digit RPPS (starting 10, as real ones do) whose last digit is a Luhn key: valid whichever reading. */
function rppsOf(serial: number): string {
  const ten = `10${String(serial).padStart(8, "0")}`;
  return `${ten}${luhnKey(ten)}`;
}

/** A FINESS (docs/DECISIONS.md "Identity numbers"): department, serial, Luhn key (2A/2B as 20). */
function finessOf(department: string, serial: number): string {
  const dep = department.length === 3 ? department.slice(0, 2) : department;
  const body = `${dep}${String(serial % 10 ** (8 - dep.length)).padStart(8 - dep.length, "0")}`;
  return `${body}${luhnKey(body.replace(/^2[AB]/, "20"))}`;
}

/** A patient row for the bench's volume (name only, like a member created by a pharmacy). */
export function patientRows(
  count: number,
  idOf: (index: number) => string,
  seed = 9,
): DirectoryRow[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    id: idOf(i),
    type: "patient" as const,
    status: "STUB" as const,
    isOnPatientApp: true,
    firstName: pick(FIRST_NAMES),
    lastName: pick(LAST_NAMES),
  }));
}

/** What `directoryRows` makes. */
export interface DirectoryOptions {
  /** How many rows. */
  count: number;
  /** The id of the i-th row. */
  idOf: (index: number) => string;
  /** PRNG seed: the same seed gives the same rows. */
  seed?: number;
  /** Offset of the RPPS and FINESS serials, so that two sets never collide. */
  serialBase?: number;
}

/**
 * Professionals and establishments spread over real communes as people are (a town of 2,000
 * inhabitants or more, picked by population) (issue 8 §1): of every 20 rows, 15
 * professionals of 000 §1 (half of them doctors with a specialty), 4 pharmacies and 1
 * laboratory, each with an address, a postcode of its commune, its department, a phone and a
 * valid RPPS or FINESS. No e-mail and no password: directory entries nobody logs in as (the
 * demo accounts of `seed-data.ts` are those). Deterministic for one seed.
 */
export function directoryRows(options: DirectoryOptions): DirectoryRow[] {
  const random = prng(options.seed ?? 8);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const base = options.serialBase ?? 0;
  const rows: DirectoryRow[] = [];
  for (let i = 0; i < options.count; i++) {
    const commune = townAt(random());
    const zipCode = pick(commune.codesPostaux ?? []);
    const place = {
      address: `${1 + Math.floor(random() * 120)} ${pick(STREETS)}`,
      zipCode,
      city: commune.nom,
      department: commune.departement,
      country: "France",
      phones: [
        `0${1 + Math.floor(random() * 5)} ${String(Math.floor(random() * 1e8))
          .padStart(8, "0")
          .replace(/(\d\d)(?=\d)/g, "$1 ")}`,
      ],
    };
    const slot = i % 20;
    const common = { id: options.idOf(i), status: "ACTIVE" as const, isOnProApp: true, ...place };
    if (slot < 15) {
      const kind = pick(PROFESSION_WHEEL);
      const lastName = pick(LAST_NAMES);
      rows.push({
        ...common,
        type: "professional",
        title: kind.profession === "DOCTOR" ? "Dr" : null,
        firstName: pick(FIRST_NAMES),
        lastName,
        profession: kind.profession,
        specialties: kind.specialties.length > 0 ? [pick(kind.specialties)] : [],
        rpps: kind.profession === "OPTICIAN" ? null : rppsOf(base + i),
      });
    } else if (slot < 19) {
      rows.push({
        ...common,
        type: "pharmacy",
        name: `Pharmacie ${pick(["de la Gare", "des Halles", "du Marché", "de la Place", pick(LAST_NAMES)])}`,
        finess: finessOf(commune.departement, base + i),
      });
    } else {
      rows.push({
        ...common,
        type: "labo",
        name: `Laboratoire ${pick(["Biomed", "Bio-Santé", "d'analyses médicales", "Cerballiance", "Biogroup"])} ${commune.nom}`,
        finess: finessOf(commune.departement, base + i),
      });
    }
  }
  return rows;
}

/** How many generated entries the demo directory has, besides Dr Camille Martin. */
const DEMO_DIRECTORY_SIZE = 400;

/**
 * The demo directory (issue 8 §1): {@link DEMO_DIRECTORY_SIZE} generated professionals and
 * establishments, and Dr Camille Martin, general practitioner in Lyon 3e, whom the journeys look
 * for by name and city. `idOf` turns a stable key into the demo id.
 */
export function demoDirectoryRows(idOf: (key: string) => string): DirectoryRow[] {
  const martin: DirectoryRow = {
    id: idOf("directory:camille-martin"),
    type: "professional",
    status: "ACTIVE",
    isOnProApp: true,
    title: "Dr",
    firstName: "Camille",
    lastName: "Martin",
    profession: "DOCTOR",
    specialties: ["Médecine générale"],
    rpps: rppsOf(99_000_001),
    address: "24 rue Paul Bert",
    zipCode: "69003",
    city: "Lyon",
    department: "69",
    country: "France",
    phones: ["04 78 60 12 34"],
  };
  return [
    martin,
    ...directoryRows({
      count: DEMO_DIRECTORY_SIZE,
      idOf: (i) => idOf(`directory:${i}`),
      serialBase: 1_000,
    }),
  ];
}
