import type { DocumentSeed } from "./seed-documents.js";

/**
 * Demo data of issue 9 §3 (doctors and opticians send documents): Dr Durand (medecin@demo.fr) and
 * the optician have Léa (patient@demo.fr) among their contacts, so the doctor can send her a
 * prescription from her contact page; and she has one from him already, not yet passed on, to try
 * « Transmettre à ma pharmacie » and the document details.
 */
export const VIEWER_CONTACT_LINKS: Record<string, string[]> = {
  "doctor-durand": ["patient-lea"],
  "optician-morel": ["patient-lea"],
};

/** A doctor's prescription waiting in Léa's feed for her to forward it to her pharmacy. */
export const VIEWER_DOCUMENTS: DocumentSeed[] = [
  {
    key: "lea-from-durand",
    creator: "doctor-durand",
    patient: "patient-lea",
    sharedWith: ["patient-lea"],
    type: "PRESC_DRUG",
    name: "Ordonnance du Dr Durand (reçue)",
    file: {
      kind: "pdf",
      title: "Ordonnance — Dr Paul Durand",
      lines: [
        "Mme Léa Martin",
        "",
        "Amoxicilline 1 g : 1 comprimé matin et soir pendant 6 jours",
        "Paracétamol 1 g : si douleur, 3 par jour au plus",
        "",
        "Fait à Lyon.",
      ],
    },
    status: "NEW",
    hoursAgo: 5,
  },
];
