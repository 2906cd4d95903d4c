import { ACCOUNTS_TEXTS } from "../accounts/texts.js";
import { PATIENTS_TEXTS } from "../patients/texts.js";
import { STOCK_IMPORT_TEXTS } from "../stock-import/texts.js";

/**
 * French texts of surveys (001 §3 "Survey", "Survey answer", §4 "Survey scoring", §5 range
 * defaults; issue 21 §3). Gathered into `TEXTS.surveys`. `{number}` is a question's number.
 */
export const SURVEYS_TEXTS = {
  surveys: {
    /** Survey kinds (001 §3). */
    kinds: {
      public: "Public",
      pharma: ACCOUNTS_TEXTS.userKinds.pharmacies,
      satisfaction: "Satisfaction",
    },
    /** Survey statuses (001 §3). */
    statuses: {
      NEW: "Brouillon",
      ACTIVE: PATIENTS_TEXTS.patients.statuses.ACTIVE,
      ARCHIVED: "Archivé",
      DISABLED: "Désactivé",
    },
    /** Question types (001 §3), as a survey's editor names them. */
    questionTypes: {
      bool: "Oui / non",
      qcm: "Choix multiples",
      radio: "Choix unique",
      real: "Nombre",
      range: "Curseur",
      text: "Texte libre",
    },
    /** Answer states (001 §3). */
    answerStates: {
      RESPONDED: "Répondu",
      AWAITING: STOCK_IMPORT_TEXTS.stockImport.statuses.PENDING,
      ACTIVATED: "Activé",
    },
    // 400 answers: the survey (surveySchema)
    groupRequired: "Le groupe du questionnaire est obligatoire.",
    kindInvalid: "Le type de questionnaire doit valoir public, pharma ou satisfaction.",
    statusInvalid: "Le statut du questionnaire doit valoir NEW, ACTIVE, ARCHIVED ou DISABLED.",
    titleRequired: "Le titre du questionnaire est obligatoire.",
    titleTooLong: "Le titre du questionnaire ne doit pas dépasser {max} caractères.",
    questionsRequired: "Le questionnaire doit avoir au moins une question.",
    questionsTooMany: "Le questionnaire ne doit pas avoir plus de {max} questions.",
    /** `{count}`: how many questions. */
    numbersInvalid: "Les questions doivent être numérotées de 1 à {count}, chacune une seule fois.",
    numberInvalid: "Le numéro d’une question doit être un entier positif.",
    typeInvalid: "Le type de question doit valoir bool, qcm, radio, real, range ou text.",
    labelRequired: "Chaque question doit avoir un libellé.",
    labelTooLong: "Le libellé d’une question ne doit pas dépasser {max} caractères.",
    optionsList:
      "Les options d’une question à choix doivent être une liste de lettres et libellés.",
    rangeNumbers: "Les bornes et le pas d’un curseur doivent être des nombres.",
    evaluationList: "L’évaluation d’une question doit être une liste.",
    optionsRequired: "Question {number} : indiquez au moins une option.",
    optionsTooMany: "Question {number} : {max} options au plus (lettres A à Z).",
    /** `{letter}`: the letter expected at that place. */
    optionLetterInvalid:
      "Question {number} : les options sont lettrées dans l’ordre à partir de A (« {letter} » attendue).",
    optionLabelRequired: "Question {number} : chaque option doit avoir un libellé.",
    evaluationBool:
      "Question {number} : l’évaluation d’une question oui / non compte exactement 2 valeurs (oui, non).",
    evaluationPerOption: "Question {number} : l’évaluation compte une valeur par option.",
    evaluationNumber: "Chaque valeur d’une évaluation doit être un nombre.",
    rangeBounds: "Question {number} : la borne basse doit être inférieure à la borne haute.",
    rangeStep: "Question {number} : le pas doit être un nombre positif.",
    evaluationRangeOrder:
      "Question {number} : dans l’évaluation, chaque intervalle va d’un minimum à un maximum plus grand ou égal.",
    evaluationRangeInside:
      "Question {number} : les intervalles de l’évaluation doivent être compris entre {low} et {high}.",
    evaluationRangeOverlap:
      "Question {number} : les intervalles de l’évaluation ne doivent pas se chevaucher.",
    // 400 answers: an answer (checkSurveyAnswer)
    questionnaireRequired: "Indiquez le questionnaire auquel vous répondez.",
    answersInvalid: "Les réponses doivent être une liste de numéros de question et de valeurs.",
    answerMissing: "Question {number} : une réponse est obligatoire.",
    unknownQuestion: "La question {number} n’existe pas dans ce questionnaire.",
    answeredTwice: "Question {number} : une seule réponse par question.",
    expectBool: "Question {number} : répondez par oui ou par non.",
    expectLetters: "Question {number} : la réponse doit être une liste de lettres (A, B…).",
    expectLetter: "Question {number} : la réponse doit être la lettre d’une option.",
    radioSeveral: "Question {number} : une seule réponse est possible.",
    /** `{letter}`: the letter answered. */
    unknownOption: "Question {number} : l’option « {letter} » n’existe pas.",
    optionTwice: "Question {number} : l’option « {letter} » est choisie deux fois.",
    expectNumber: "Question {number} : la réponse doit être un nombre.",
    outsideRange: "Question {number} : la réponse doit être comprise entre {low} et {high}.",
    offStep: "Question {number} : la réponse doit aller de {step} en {step} à partir de {low}.",
    expectText: "Question {number} : la réponse doit être un texte.",
    textTooLong: "Question {number} : la réponse ne doit pas dépasser {max} caractères.",
    // the endpoints (docs/DECISIONS.md "Surveys (issue 21 §3)")
    noSurvey: "Questionnaire introuvable.",
    managerOnly: "Seul un groupement gestionnaire de ce groupe peut gérer ses questionnaires.",
    managerCannotAnswer: "Un groupement ne répond pas aux questionnaires qu’il gère.",
    questionsLocked:
      "Ce questionnaire a déjà des réponses : ses questions et son type ne peuvent plus changer.",
    deleteAnswered:
      "Ce questionnaire a déjà des réponses : archivez-le plutôt que de le supprimer.",
    // the web pages (issue 21 §3): the manager's /questionnaire-admin, the responders' /questionnaires
    /** The responders' page and its menu entry. */
    listTitle: "Questionnaires",
    adminMenu: "Gérer les questionnaires",
    noGroup: "Votre compte n’est rattaché à aucun groupement : aucun questionnaire à afficher.",
    noSurveys: "Aucun questionnaire pour l’instant.",
    noActiveSurvey: "Aucun questionnaire à remplir pour l’instant.",
    newSurvey: "Nouveau questionnaire",
    columns: {
      title: "Titre",
      kind: "Destinataires",
      status: "Statut",
      answers: "Réponses",
      score: "Score",
      date: "Date de réponse",
      responder: "Répondant",
    },
    edit: "Modifier",
    preview: "Aperçu",
    results: "Résultats du questionnaire",
    /** The status actions, by the status they set. */
    setStatus: {
      NEW: "Repasser en brouillon",
      ACTIVE: "Activer",
      ARCHIVED: "Archiver",
      DISABLED: "Désactiver",
    },
    /** `{title}`: the survey's title. */
    deleteConfirm: "Supprimer le questionnaire « {title} » ? Cette action est définitive.",
    deleted: "Questionnaire supprimé.",
    saved: "Questionnaire enregistré.",
    saveSurvey: "Enregistrer le questionnaire",
    statusChanged: "Statut du questionnaire modifié.",
    /** `{title}`: the survey's title, for the screen reader naming a row's actions. */
    actionsOf: "Actions sur « {title} »",
    // the builder
    builderTitle: "Questions",
    titleLabel: "Titre du questionnaire",
    kindLabel: "Destiné à",
    kindHints: {
      public: "Les patients du groupement",
      pharma: "Les pharmacies du groupement",
      satisfaction: "Les patients du groupement (satisfaction)",
    },
    addQuestion: "Ajouter une question",
    /** `{number}`: the question's number. */
    questionHeading: "Question {number}",
    questionLabel: "Intitulé de la question {number}",
    questionType: "Type de réponse",
    mandatory: "Réponse obligatoire",
    moveUp: "Monter la question {number}",
    moveDown: "Descendre la question {number}",
    removeQuestion: "Retirer la question {number}",
    optionsHeading: "Options",
    /** `{letter}`: the option's letter. */
    optionLabel: "Option {letter}",
    addOption: "Ajouter une option",
    removeOption: "Retirer l’option {letter}",
    scored: "Compter des points",
    pointsYes: "Points pour oui",
    pointsNo: "Points pour non",
    optionPoints: "Points de l’option {letter}",
    low: "Minimum",
    high: "Maximum",
    step: "Pas",
    intervalsHeading: "Points par intervalle",
    addInterval: "Ajouter un intervalle",
    /** `{index}`: the interval's place, from 1. */
    intervalMin: "Intervalle {index} : de",
    intervalMax: "Intervalle {index} : à",
    intervalValue: "Intervalle {index} : points",
    removeInterval: "Retirer l’intervalle {index}",
    invalidHeading: "Le questionnaire ne peut pas être enregistré :",
    lockedNote:
      "Ce questionnaire a des réponses : seuls son titre et son statut peuvent encore changer.",
    previewNote: "Aperçu : le questionnaire tel que le répondant le voit ; rien n’est envoyé.",
    backToList: "Retour à la liste",
    // results
    noAnswers: "Aucune réponse pour l’instant.",
    /** `{count}`: how many answers. */
    answerCount: "{count} réponse(s)",
    /** `{average}`, `{max}`: the mean score and the best possible one. */
    averageScore: "Score moyen : {average}",
    maxScoreNote: "Score maximal possible : {max}",
    scoreChart: "Répartition des scores",
    scoreAxis: "Score obtenu",
    countAxis: "Nombre de réponses",
    /** `{number}`, `{label}`: the question. */
    questionChart: "Question {number} : {label}",
    // the answer form
    answer: "Répondre",
    submitAnswer: "Envoyer mes réponses",
    replaceAnswer: "Modifier ma réponse",
    answerSent: "Vos réponses ont été enregistrées.",
    /** `{date}`: when the caller answered, Paris time. */
    answeredOn:
      "Vous avez répondu le {date} ; vous pouvez modifier votre réponse tant que le questionnaire est actif.",
    mandatoryNote: "Les questions marquées d’un astérisque sont obligatoires.",
    /** `{low}`, `{high}`, `{step}`: a range question's bounds and step. */
    rangeHint: "De {low} à {high}, par pas de {step}.",
    textHint: "{max} caractères au plus.",
    fixErrors: "Certaines réponses sont à compléter ou à corriger.",
    // the answer to a yes / no question, as read back
    yes: "Oui",
    no: "Non",
  },
} as const;
