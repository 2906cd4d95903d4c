/** A number to call, with its French name and what it is for. */
export interface EmergencyNumber {
  /** As dialled, the `tel:` link's target. */
  dial: string;
  /** As written for a reader. */
  shown: string;
  name: string;
  /** When to call it. */
  use: string;
}

/**
 * The emergency and on-call numbers of 000 §9, in its order (116 117 is named twice there, as the
 * on-call doctor and as outpatient care: one entry). Read by `/modal-emergency` only, so kept out
 * of `TEXTS`.
 */
export const EMERGENCY_NUMBERS: readonly EmergencyNumber[] = [
  {
    dial: "3624",
    shown: "36 24",
    name: "SOS Médecins",
    use: "Un médecin à domicile ou en consultation, jour et nuit.",
  },
  {
    dial: "116117",
    shown: "116 117",
    name: "Médecin de garde",
    use: "Soins non programmés le soir, la nuit et le week-end, quand votre médecin est fermé.",
  },
  {
    dial: "3237",
    shown: "32 37",
    name: "Pharmacie de garde",
    use: "La pharmacie ouverte la nuit, le dimanche ou un jour férié près de chez vous.",
  },
  { dial: "15", shown: "15", name: "SAMU", use: "Urgence médicale, détresse vitale." },
  { dial: "17", shown: "17", name: "Police secours", use: "Agression, danger pour les personnes." },
  {
    dial: "18",
    shown: "18",
    name: "Sapeurs-pompiers",
    use: "Incendie, accident, personne en danger.",
  },
  {
    dial: "112",
    shown: "112",
    name: "Numéro d’urgence européen",
    use: "Toute urgence, depuis n’importe quel pays de l’Union européenne.",
  },
  {
    dial: "115",
    shown: "115",
    name: "Urgence sociale (SAMU social)",
    use: "Une personne sans abri en détresse, un hébergement d’urgence.",
  },
];

/** A poison centre (000 §9): its city, and the number to call, verified (docs/DECISIONS.md). */
export interface PoisonCentre {
  city: string;
  dial: string;
  shown: string;
  /** Said under the centre when it has no line of its own. */
  note?: string;
}

/**
 * The nine poison centres of 000 §9 with their emergency lines (24 h a day), as listed by the
 * centres' own site centres-antipoison.net (docs/DECISIONS.md "Emergency numbers, help and health pages"). Strasbourg has
 * no line in that official list: its entry calls Nancy, the nearest centre, and says so.
 */
export const POISON_CENTRES: readonly PoisonCentre[] = [
  { city: "Angers", dial: "+33241482121", shown: "02 41 48 21 21" },
  { city: "Bordeaux", dial: "+33556964080", shown: "05 56 96 40 80" },
  { city: "Lille", dial: "+33800595959", shown: "08 00 59 59 59" },
  { city: "Lyon", dial: "+33472116911", shown: "04 72 11 69 11" },
  { city: "Marseille", dial: "+33491752525", shown: "04 91 75 25 25" },
  { city: "Nancy", dial: "+33383225050", shown: "03 83 22 50 50" },
  { city: "Paris", dial: "+33140054848", shown: "01 40 05 48 48" },
  {
    city: "Strasbourg",
    dial: "+33383225050",
    shown: "03 83 22 50 50",
    note: "Pas de ligne propre dans la liste officielle des centres antipoison : appelez le centre de Nancy, le plus proche.",
  },
  { city: "Toulouse", dial: "+33561777447", shown: "05 61 77 74 47" },
];
