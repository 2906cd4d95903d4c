import type { UserRow } from "./schema.js";
import type { AccountSeed } from "./seed-data.js";

/**
 * Demo data of the contacts part (issue 8 §2): books for every role, and patients in each contact
 * colour of 000 §4 (NEW dark orange, STUB gray, AUTO purple, a wrong e-mail red), all in the
 * pharmacie@demo.fr book so a pharmacist sees the colours, validates a NIR and flags an e-mail.
 */
export const CONTACT_DEMO_ACCOUNTS: AccountSeed[] = [
  {
    key: "patient-nouveau",
    type: "patient",
    email: "hugo.bernard@exemple.fr",
    title: "M.",
    firstName: "Hugo",
    lastName: "Bernard",
    birth: { date: "1984-02-09", sex: 1, insee: "69381", order: "207" },
    place: null,
  },
  {
    key: "patient-stub",
    type: "patient",
    email: "",
    title: "Mme",
    firstName: "Alice",
    lastName: "Arnaud",
    birth: { date: "1961-09-30", sex: 2, insee: "69123", order: "031" },
    place: null,
  },
  {
    key: "patient-auto",
    type: "patient",
    email: "louise.aubert@exemple.fr",
    title: "Mme",
    firstName: "Louise",
    lastName: "Aubert",
    birth: { date: "1999-05-17", sex: 2, insee: "69266", order: "118" },
    place: null,
  },
  {
    key: "patient-mauvais-mail",
    type: "patient",
    email: "paul.adam@exemple",
    title: "M.",
    firstName: "Paul",
    lastName: "Adam",
    birth: { date: "1973-12-02", sex: 1, insee: "69123", order: "064" },
    place: null,
  },
];

/** What the rows of `CONTACT_DEMO_ACCOUNTS` have that an `AccountSeed` does not say. */
export const CONTACT_DEMO_OVERRIDES: Record<string, Partial<UserRow>> = {
  "patient-nouveau": { status: "NEW", passwordHash: null },
  "patient-stub": { status: "STUB", email: null, passwordHash: null },
  "patient-auto": { status: "AUTO", passwordHash: null },
  "patient-mauvais-mail": { status: "ACTIVE", meta: { email_ok: 0 } },
};

/** Contact book entries, owner key → contact keys: a few for every role. */
export const CONTACT_DEMO_LINKS: Record<string, string[]> = {
  "pharma-lyon": [
    "doctor-durand",
    "doctor-lefevre",
    "optician-morel",
    "labo-bellecour",
    "patient-nouveau",
    "patient-stub",
    "patient-auto",
    "patient-mauvais-mail",
  ],
  "doctor-durand": ["pharma-lyon", "labo-bellecour", "optician-morel", "patient-mauvais-mail"],
  "doctor-lefevre": ["pharma-lyon", "doctor-durand"],
  "optician-morel": ["doctor-durand", "pharma-lyon"],
  "labo-bellecour": ["doctor-durand", "pharma-lyon", "patient-auto"],
  "group-galien": ["labo-bellecour", "doctor-durand"],
  // a second pharmacy she may share with from the recipient picker (the family journey)
  "patient-lea": ["doctor-lefevre", "pharma-villeurbanne"],
};
