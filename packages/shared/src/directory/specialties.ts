/**
 * The usual French medical specialties (issue 8 §1): what a professional picks in her profile and
 * what the directory suggests. The server accepts only these in a profile's `specialties`
 * (`isKnownSpecialty`); a search criterion matches any part of one ("cardio" finds
 * "Cardiologie").
 */
export const SPECIALTIES: readonly string[] = [
  "Addictologie",
  "Allergologie",
  "Anatomie et cytologie pathologiques",
  "Anesthésie-réanimation",
  "Angiologie",
  "Biologie médicale",
  "Cardiologie",
  "Chirurgie dentaire",
  "Chirurgie générale",
  "Chirurgie orthopédique et traumatologie",
  "Chirurgie plastique, reconstructrice et esthétique",
  "Chirurgie vasculaire",
  "Chirurgie viscérale et digestive",
  "Dermatologie et vénéréologie",
  "Endocrinologie, diabétologie et nutrition",
  "Gastro-entérologie et hépatologie",
  "Gériatrie",
  "Gynécologie médicale",
  "Gynécologie obstétrique",
  "Hématologie",
  "Infectiologie",
  "Kinésithérapie",
  "Médecine d’urgence",
  "Médecine du sport",
  "Médecine du travail",
  "Médecine générale",
  "Médecine interne",
  "Médecine nucléaire",
  "Médecine physique et de réadaptation",
  "Néphrologie",
  "Neurochirurgie",
  "Neurologie",
  "Oncologie",
  "Ophtalmologie",
  "Orthodontie",
  "Oto-rhino-laryngologie",
  "Pédiatrie",
  "Pneumologie",
  "Psychiatrie",
  "Radiologie",
  "Rhumatologie",
  "Sage-femme",
  "Soins infirmiers",
  "Stomatologie",
  "Urologie",
];

/** True when `name` is one of `SPECIALTIES`, exactly. */
export function isKnownSpecialty(name: string): boolean {
  return SPECIALTIES.includes(name);
}
