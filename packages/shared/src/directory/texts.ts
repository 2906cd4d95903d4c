/** French texts of the directory and the contact search (000 §5 "Contact search", §8). Gathered into `TEXTS`. */
export const DIRECTORY_TEXTS = {
  directory: {
    /** 000 §5: a NIR needs the last name. */
    nirWithoutLastName:
      "Pour une recherche par numero de sécurite sociale vous devez renseigner le nom de famille.",
    /** 000 §5: the 400 answer when the criteria are too few. */
    moreFields: "Vous devez remplir plus de champs de recherche.",
    /** `latitude` without `longitude`, or the reverse (issue 18 §2). */
    positionIncomplete: "Une position se donne par sa latitude et sa longitude.",
    /** 000 §5: what the form says before calling, with no name and no place. */
    nameOrCity: "Veuillez indiquer un nom ou une ville.",
    /** 000 §5: no result. */
    /** 000 §8: a patient search with no match (the spec's text, its parenthesis left open). */
    patientNotFound:
      "Ce patient n'est pas enregistré dans la base (ni par numero de securité sociale, ni par email.",
    /** A specialty outside the list, in a profile. */
    unknownSpecialty: "Spécialité inconnue : {specialty}.",
    /** Specialties sent for a patient or an establishment. */
    specialtiesOfProfessional: "Seul un professionnel de santé indique des spécialités.",
    title: "Annuaire des professionnels",
    searchTitle: "Rechercher un contact",
    isContact: "Dans vos contacts",
    added: "{name} est dans vos contacts.",
    chooseDefault: "Choisir",
    defaultSaved: "{name} est enregistré par défaut.",
    intro:
      "Cherchez un médecin, une pharmacie ou un laboratoire par son nom, sa ville ou sa spécialité.",
    /** The link, the page title and the dashboard's search field of a patient search. */
    searchPatient: "Rechercher un patient",
    /** The contact search's titles when a patient picks her own practitioner (000 §5). */
    chooseDoctor: "Choisir mon médecin traitant",
    chooseOptician: "Choisir mon opticien",
    /** The forms' names, for screen readers. */
    form: "Recherche",
    patientForm: "Recherche d’un patient",
    orEmail: "ou son e-mail",
    lookingFor: "Je cherche",
    allProfessions: "Toutes",
    specialtyHint: "Cardiologie, pédiatrie…",
    nameHint: "Nom ou prénom",
    place: "Ville ou code postal",
    placeHint: "Lyon, 69003…",
    department: "Département",
    departmentHint: "Rhône, 69…",
    results: "Résultats",
  },
} as const;
