import { ACCOUNTS_TEXTS } from "../accounts/texts.js";

/** French texts of a professional's patient folders and of creating a patient (000 §2, §4, §8). Gathered into `TEXTS`. */
export const PATIENTS_TEXTS = {
  patients: {
    title: "Dossiers patients",
    /** The three folders of 000 §2 "Folder modes". */
    folders: {
      PATIENTS: "Patients",
      CONTACTS: "Contacts",
      CONTACTS_PRO_AND_ESTA_ONLY: "Professionnels et établissements",
    },
    searchLabel: "Rechercher (nom, date de naissance, e-mail ou NIR)",
    wrongMail: "E-mail erroné",
    allStatuses: "Tous les statuts",
    /** The status names a pharmacist reads (000 §3 statuses, §4 contact colours). */
    statuses: {
      ACTIVE: "Actif",
      NEW: "Nouveau",
      STUB: "Sans compte",
      AUTO: "Créé automatiquement",
    },
    add: "Ajouter un patient",
    empty: "Aucun patient pour ces filtres.",
    more: "Afficher plus",
    /** The names of the filters and of the folders' switch, for screen readers. */
    letterFilter: "Première lettre du nom",
    statusFilter: "Filtrer par statut",
    folder: "Dossier",
    /** On a row's card: `{date}` as JJ/MM/AAAA, `{nir}`. */
    birthOn: "Naissance\u00a0: {date}",
    nirIs: "NIR\u00a0: {nir}",
    forbidden: "Seuls les professionnels et les établissements ont des dossiers patients.",
    createForbidden: "Seuls une pharmacie, un laboratoire ou un professionnel créent un patient.",
    affiliateForbidden: "Seule une pharmacie affilie un patient.",
    /** The add-user modal (`/modal-add-user`). */
    form: {
      title: "Nouveau patient",
      lastName: ACCOUNTS_TEXTS.fields.lastName,
      firstName: ACCOUNTS_TEXTS.fields.firstName,
      birth: ACCOUNTS_TEXTS.fields.birth,
      birthHint: ACCOUNTS_TEXTS.fields.birthHint,
      email: "E-mail (facultatif)",
      emailHint: "Un lien d’activation lui sera envoyé pour choisir son mot de passe.",
      nir: ACCOUNTS_TEXTS.fields.nirOptional,
      affiliate: "Affilier à ma pharmacie",
      submit: "Créer le patient",
      lastNameMissing: "Veuillez renseigner le nom du patient",
      firstNameMissing: "Veuillez renseigner le prénom du patient",
      birthMissing: "Veuillez renseigner la date de naissance du patient",
      /** `{name}`: the new patient's first and last name. */
      created: "Patient {name} créé",
      affiliated: "Patient {name} créé et affilié à votre pharmacie",
    },
  },
} as const;
