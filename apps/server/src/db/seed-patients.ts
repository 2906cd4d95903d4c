import { nirKey, type UserStatus } from "@reseau/shared";
import { userId, type DemoRows } from "./seed-build.js";

/** One patient of a professional's folder (issue 8 §4), created by that professional. */
interface FolderPatientSeed {
  key: string;
  /** The key of the pharmacy, laboratory or doctor whose folder she is in (and who created her). */
  creator: string;
  status: UserStatus;
  title: "Mme" | "M.";
  firstName: string;
  lastName: string;
  birth: string;
  email?: string;
  /** Her e-mail bounced: `meta.email_ok = 0`, shown red. */
  wrongMail?: boolean;
  /** Affiliated to her creator, a pharmacy: her default pharmacy. */
  affiliated?: boolean;
  /** INSEE code of her birthplace and birth order, for her NIR; none: no NIR typed yet. */
  nir?: { insee: string; order: string };
}

/**
 * Patients in the folders of the demo pharmacy (Lyon), laboratory and doctor, so each can try
 * `/dossiers-patients`: at the letter A (the default) each has a STUB (no e-mail), a NEW (an
 * e-mail, no password yet) and a patient with a wrong e-mail; the laboratory's are AUTO (what
 * its default filter shows), with one NEW its filter hides.
 */
const FOLDER_PATIENTS: FolderPatientSeed[] = [
  // Pharmacie du Centre, Lyon (pharmacie@demo.fr); its group galien sees the NEW and STUB ones
  {
    key: "folder-arnaud",
    creator: "pharma-lyon",
    status: "STUB",
    title: "Mme",
    firstName: "Chloé",
    lastName: "Arnaud",
    birth: "1987-09-14",
    nir: { insee: "69123", order: "214" },
  },
  {
    key: "folder-aubert",
    creator: "pharma-lyon",
    status: "NEW",
    title: "M.",
    firstName: "Julien",
    lastName: "Aubert",
    birth: "1975-02-03",
    email: "julien.aubert@exemple.fr",
    affiliated: true,
    nir: { insee: "69266", order: "087" },
  },
  {
    key: "folder-aubry",
    creator: "pharma-lyon",
    status: "NEW",
    title: "Mme",
    firstName: "Nathalie",
    lastName: "Aubry",
    birth: "1962-06-30",
    email: "nathalie.aubry@exemple.fr",
    wrongMail: true,
  },
  {
    key: "folder-bonnet",
    creator: "pharma-lyon",
    status: "STUB",
    title: "M.",
    firstName: "Marc",
    lastName: "Bonnet",
    birth: "1949-12-01",
  },
  {
    key: "folder-durand-pharma",
    creator: "pharma-lyon",
    status: "STUB",
    title: "Mme",
    firstName: "Odile",
    lastName: "Dupuis",
    birth: "1938-03-22",
  },
  // Laboratoire (labo@demo.fr): accounts made from its results are AUTO
  {
    key: "folder-aubin",
    creator: "labo-bellecour",
    status: "AUTO",
    title: "M.",
    firstName: "Hugo",
    lastName: "Aubin",
    birth: "1991-05-17",
    email: "hugo.aubin@exemple.fr",
    nir: { insee: "69381", order: "132" },
  },
  {
    key: "folder-alves",
    creator: "labo-bellecour",
    status: "AUTO",
    title: "Mme",
    firstName: "Sofia",
    lastName: "Alves",
    birth: "1983-08-08",
    email: "sofia.alves@exemple.fr",
    wrongMail: true,
  },
  {
    key: "folder-astier",
    creator: "labo-bellecour",
    status: "AUTO",
    title: "Mme",
    firstName: "Anne",
    lastName: "Astier",
    birth: "1958-01-25",
  },
  {
    key: "folder-andre",
    creator: "labo-bellecour",
    status: "NEW",
    title: "M.",
    firstName: "Paul",
    lastName: "André",
    birth: "2001-10-10",
    email: "paul.andre@exemple.fr",
  },
  // Dr Paul Durand (medecin@demo.fr)
  {
    key: "folder-abadie",
    creator: "doctor-durand",
    status: "STUB",
    title: "Mme",
    firstName: "Louise",
    lastName: "Abadie",
    birth: "2015-04-04",
    nir: { insee: "69123", order: "310" },
  },
  {
    key: "folder-allard",
    creator: "doctor-durand",
    status: "NEW",
    title: "M.",
    firstName: "Thomas",
    lastName: "Allard",
    birth: "1969-07-19",
    email: "thomas.allard@exemple.fr",
  },
  {
    key: "folder-adam",
    creator: "doctor-durand",
    status: "NEW",
    title: "Mme",
    firstName: "Inès",
    lastName: "Adam",
    birth: "1996-11-11",
    email: "ines.adam@exemple.fr",
    wrongMail: true,
  },
];

/** A NIR with its key from sex, birth date, INSEE code of the birthplace and order. */
function nirOf(patient: FolderPatientSeed): string | null {
  if (!patient.nir) return null;
  const [year = "", month = ""] = patient.birth.split("-");
  const first13 = `${patient.title === "Mme" ? 2 : 1}${year.slice(2)}${month}${patient.nir.insee}${patient.nir.order}`;
  return `${first13}${String(nirKey(first13)).padStart(2, "0")}`;
}

/**
 * Adds the folder patients to the demo rows: each created by its professional (`created_by`), in
 * its contacts, without a password (she would choose it from the activation link).
 */
export function addFolderPatients(rows: DemoRows): void {
  for (const patient of FOLDER_PATIENTS) {
    const id = userId(patient.key);
    const creator = userId(patient.creator);
    rows.users.push({
      id,
      type: "patient",
      status: patient.status,
      email: patient.email ?? null,
      passwordHash: null,
      isOnPatientApp: true,
      isOnProApp: false,
      title: patient.title,
      firstName: patient.firstName,
      lastName: patient.lastName,
      birth: patient.birth,
      nir: nirOf(patient),
      idpharma: patient.affiliated ? creator : null,
      createdBy: creator,
      meta: patient.wrongMail ? { email_ok: 0 } : {},
    });
    rows.contacts.push({ idowner: creator, idcontact: id });
  }
}
