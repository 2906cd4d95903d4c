import { actsFor } from "../../platform/actor.js";
import { definePolicy, hidden } from "../../platform/authorize.js";
import type { Visibility } from "../accounts/index.js";
import type { PictureType } from "./pictures.schema.js";

/** A picture asked for: its type and how much of its owner the actor may see (accounts policy). */
export interface PictureAccess {
  type: PictureType;
  /** The visibility of the picture's owner for the actor. */
  owner: Visibility;
}

/**
 * Who may see a picture (issue 8 §7): an avatar, whoever may see its owner's card; a carte
 * Vitale or an insurance card is health data — its owner, her managers (`full`) and the
 * professionals she or her manager sent a document to (`health`). Anyone else: 404.
 */
export function mayReadPicture(access: PictureAccess): boolean {
  if (access.type === "avatar") return access.owner !== "none";
  return access.owner === "full" || access.owner === "health";
}

/**
 * Pictures (issue 8 §7): `read` as `mayReadPicture`; `write` a user's pictures — herself or a
 * manager of hers (000 §6); both refuse with 404. The resource of `write` is the user's id.
 */
export const picturePolicy = definePolicy<PictureAccess, "read">({
  rules: { read: hidden((_actor, access) => mayReadPicture(access)) },
});

/** See `picturePolicy`: writing the pictures of user `id`. */
export const pictureWritePolicy = definePolicy<string, "write">({
  rules: { write: hidden((actor, id) => actsFor(actor, id)) },
});
