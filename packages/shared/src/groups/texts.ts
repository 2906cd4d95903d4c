/**
 * French texts of sharing groups (001 §4 "Sharing groups", §7 "Groups"; issue 21 §2): a user's
 * groups, their members and their feed. Gathered into `TEXTS.groups`. The rules:
 * docs/DECISIONS.md "Sharing groups".
 */
export const GROUPS_TEXTS = {
  groups: {
    // 400 answers
    nameRequired: "Donnez un nom au groupe.",
    tooManyMembers: "Un groupe compte au plus {max} membres.",
    membersUnreachable:
      "Vous ne pouvez ajouter à un groupe que vos contacts et les membres de votre famille.",
    creatorStays: "Le créateur du groupe en reste membre : supprimez le groupe plutôt.",
    creatorCannotLeave:
      "Vous avez créé ce groupe : supprimez-le plutôt que de le quitter, ses membres n’y auront plus accès.",
    groupMessageRecipients:
      "Un message de groupe va à tous ses membres : n’indiquez pas de destinataires.",
    groupItemStays: "Un document d’un groupe de partage reste dans le groupe.",
    // 403 and 404 answers
    creatorOnly: "Seul le créateur du groupe peut en modifier les membres ou le supprimer.",
    notFound: "Groupe introuvable.",
    // the pages
    myGroups: "Mes groupes de partage",
    none: "Vous ne faites partie d’aucun groupe pour le moment.",
    create: "Créer un groupe",
    name: "Nom du groupe",
    members: "Membres",
    pickMembers: "Choisissez les membres parmi vos contacts et votre famille.",
    noContacts: "Ajoutez d’abord des contacts pour créer un groupe avec eux.",
    /** `{count}`: how many members. */
    memberCount: "{count} membre(s)",
    createdBy: "Créé par {name}",
    creator: "Créateur",
    feed: "Messages du groupe",
    emptyFeed: "Aucun message dans ce groupe pour le moment.",
    writeLabel: "Écrire au groupe",
    attach: "Joindre un document",
    attached: "Document partagé avec le groupe.",
    /** `{name}`: the document's name. */
    openDocument: "Ouvrir « {name} »",
    addMembers: "Ajouter des membres",
    add: "Ajouter",
    removeMember: "Retirer {name} du groupe",
    leave: "Quitter le groupe",
    leaveConfirm: "Quitter ce groupe ? Vous n’en verrez plus les messages ni les documents.",
    deleteGroup: "Supprimer le groupe",
    deleteConfirm:
      "Supprimer ce groupe ? Ses messages et documents seront supprimés pour tous ses membres.",
    created: "Groupe créé.",
    left: "Vous avez quitté le groupe.",
    deleted: "Groupe supprimé.",
    back: "Retour à mes groupes",
  },
} as const;
