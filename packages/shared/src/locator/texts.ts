import { DIRECTORY_TEXTS } from "../directory/texts.js";

/** French texts of the pharmacy locator (000 §2 "Pharmacy locator", §6, §8; issue 19 §3). */
export const LOCATOR_TEXTS = {
  locator: {
    title: "Trouver ma pharmacie",
    /** The profile's way to the locator in a group's app. */
    onMap: "Sur la carte",
    /** 000 §6: the locator outside a white-label group, word for word. */
    groupsOnly:
      "La localisation des pharmacies est une fonctionnalite reservee a l'usage des groupes uniquement.",
    /** 000 §8 "Other messages", the pharmacy map's, word for word. */
    locateFailed:
      "Impossible de vous localiser. Vous pouvez naviguer sur la carte pour choisir une pharmacie.",
    intro: "Les pharmacies du groupement {group}, sur la carte et dans la liste.",
    mapLabel: "Carte des pharmacies du groupement",
    listLabel: "Pharmacies du groupement",
    choose: DIRECTORY_TEXTS.directory.chooseDefault,
    /** The accessible name of a pharmacy's « Choisir » button. */
    chooseNamed: "Choisir : {name}",
    mine: "Votre pharmacie",
    chosen: "{name} est maintenant votre pharmacie ; elle a été ajoutée à vos contacts.",
    /** A visitor taps « Choisir » (000 §2: selecting needs a patient account). */
    loginToChoose: "Connectez-vous à votre compte patient pour choisir votre pharmacie.",
    empty: "Aucune pharmacie de ce groupement n'est encore sur la carte.",
    locating: "Recherche de votre position…",
    nearestFirst: "Les plus proches de vous d'abord.",
    youAreHere: "Vous êtes ici",
    zoomIn: "Zoomer",
    zoomOut: "Dézoomer",
  },
} as const;
