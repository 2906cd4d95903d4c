import { OPERATIONS_TEXTS } from "../operations/texts.js";
import { ORDERS_TEXTS } from "../orders/texts.js";
import { RENEWALS_TEXTS } from "../renewals/texts.js";
import { STOCK_IMPORT_TEXTS } from "../stock-import/texts.js";

/**
 * French texts of a group's membership (issue 21 §1): invitations from a groupement to an
 * establishment, their answers, and the end of a membership. Gathered into `TEXTS.membership`.
 * The rules: docs/DECISIONS.md "Group membership (issue 21 §1)".
 */
export const MEMBERSHIP_TEXTS = {
  membership: {
    /** Invitation statuses. */
    statuses: {
      PENDING: STOCK_IMPORT_TEXTS.stockImport.statuses.PENDING,
      ACCEPTED: OPERATIONS_TEXTS.operations.statuses.ACCEPTED,
      REFUSED: OPERATIONS_TEXTS.operations.statuses.REFUSED,
      WITHDRAWN: "Retirée",
    },
    // 400 answers: the invitation's body (inviteSchema)
    emailInvalid: "L’adresse e-mail de l’établissement à inviter est incorrecte.",
    inviteeRequired:
      "Indiquez l’établissement à inviter : son adresse e-mail ou son compte dans l’annuaire, pas les deux.",
    // the endpoints
    onlyGroups: "Seul un groupement peut inviter des établissements et gérer ses membres.",
    noAccountForEmail: "Aucun compte ne correspond à cette adresse e-mail.",
    noEstablishment: "Établissement introuvable.",
    pharmaciesOnly: "Un groupement de pharmacies n’invite que des pharmacies.",
    labsOnly: "Un groupement de laboratoires n’invite que des laboratoires.",
    alreadyMember: "Cet établissement est déjà membre de votre groupement.",
    alreadyInvited: "Cet établissement a déjà une invitation en attente de votre groupement.",
    noInvitation: "Invitation introuvable.",
    alreadyAnswered:
      "Cette invitation n’est plus en attente : elle a déjà reçu une réponse ou a été retirée.",
    notMember: "Ce membre n’appartient pas à votre groupement.",
    noGroup: "Vous n’êtes pas membre de ce groupement.",
    // the screens
    receivedTitle: "Invitations de groupements",
    receivedEmpty: "Aucune invitation en attente.",
    invitedBy: "{name} vous invite à rejoindre son groupement.",
    accept: OPERATIONS_TEXTS.operations.accept,
    refuse: RENEWALS_TEXTS.renewals.reject,
    myGroupsTitle: "Mes groupements",
    myGroupsEmpty: "Votre établissement n’est membre d’aucun groupement.",
    leave: "Quitter",
    leaveConfirm: "Quitter le groupement {name} ? Il ne lira plus vos documents.",
    accepted: "Vous avez rejoint le groupement {name}.",
    refused: "Invitation refusée.",
    left: "Vous avez quitté le groupement {name}.",
    membersTitle: "Membres du groupement",
    membersEmpty: "Votre groupement n’a pas encore de membre.",
    inviteTitle: "Inviter un établissement",
    inviteEmailLabel: "E-mail de l’établissement",
    invite: "Inviter",
    invited: "Invitation envoyée à {name}.",
    pendingTitle: "Invitations en attente",
    withdraw: "Retirer l’invitation",
    remove: ORDERS_TEXTS.orders.remove,
    removeConfirm: "Retirer {name} du groupement ? Vous ne lirez plus ses documents.",
    removed: "{name} ne fait plus partie du groupement.",
  },
} as const;
