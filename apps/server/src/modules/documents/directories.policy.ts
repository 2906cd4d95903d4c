import {
  ESTABLISHMENT_DIRECTORY_TYPES,
  TEXTS,
  type DirectoryType,
  type UserType,
} from "@reseau/shared";
import { actsFor } from "../../platform/actor.js";
import { definePolicy, guarded, hidden } from "../../platform/authorize.js";
import type { DirectoryRow } from "../../db/schema.js";
import type { DocumentAccess } from "./documents.repository.js";

/** Who may create publication and marketing directories: every account but a patient. */
const PATIENT: UserType = "patient";

/**
 * Directories (000 §3, §7): only their owner, or a manager of the owner, uses one (`use`: list its
 * feed, file in it, delete it); anyone else gets 404 "Le dossier n'existe pas.", so ids cannot be
 * probed.
 */
export const directoryPolicy = definePolicy<DirectoryRow, "use">({
  notFound: TEXTS.folders.notFound,
  rules: { use: hidden((actor, directory) => actsFor(actor, directory.idowner)) },
});

/**
 * Creating a directory of a type: OPMARKET, PHARMPUB and PUBLIC hold an establishment's
 * publications, so a patient gets 403 "Ce type de dossier est réservé aux établissements.".
 */
export const directoryCreatePolicy = definePolicy<DirectoryType, "create">({
  rules: {
    create: guarded(
      (actor, type) => actor.type !== PATIENT || !ESTABLISHMENT_DIRECTORY_TYPES.includes(type),
      TEXTS.folders.establishmentsOnly,
    ),
  },
});

/**
 * Filing a document (`PUT /api/documents/{id}/directory`): its creator, or the creator's manager,
 * files it; any other reader gets 404 as a stranger does ("Le document n'existe pas."): a
 * pharmacy that received a prescription cannot move it in the patient's folders.
 */
export const documentFilingPolicy = definePolicy<DocumentAccess, "file">({
  notFound: TEXTS.documents.notFound,
  rules: { file: hidden((actor, access) => actsFor(actor, access.document.idcreator)) },
});
