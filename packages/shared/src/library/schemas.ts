import { z } from "zod";
import { idParam, idSchema } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";
import { ACCEPTED_MIMES } from "../documents/types.js";

const T = TEXTS.library;

/** A library group (001 §7 `/documents/{group}`): the shelf of the pharmacy's library. */
export const libraryGroupSchema = z
  .string({ error: T.groupInvalid })
  .trim()
  .min(1, T.groupInvalid)
  .max(100, T.groupInvalid);
/** The group the web app files documents in when the pharmacy names none. */
export const DEFAULT_LIBRARY_GROUP = "comptoir";

/** `{ group }` of `/pro-api/documents/{group}` and `/pro-api/directories/{group}`. */
export const byGroupParams = z.object({ group: z.string().min(1).max(100) });
/** `{ name }` of `/pro-api/images/{name}`. */
export const byImageNameParams = z.object({ name: idParam });

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(200, T.nameTooLong);

/**
 * `POST /pro-api/document` (001 §3 "Library document"): a `name` (required, 000 §5), the file in
 * base64 `data` with its `type` (JPEG, PNG, GIF or PDF, at most 153600 bytes, as a document, so
 * it can be shared) or an https `url`; `category`, `group`, `directory` to file it.
 */
export const createLibraryDocumentSchema = z
  .object({
    name: name(T.nameRequired),
    type: z
      .string()
      .refine((m) => (ACCEPTED_MIMES as readonly string[]).includes(m), T.badFile)
      .optional(),
    data: z.string().min(1, T.badFile).optional(),
    url: z
      .string()
      .max(2000, T.badUrl)
      .regex(/^https:\/\/\S+$/, T.badUrl)
      .optional(),
    category: z.string().trim().max(100).nullish(),
    group: libraryGroupSchema,
    directory: idSchema.nullish(),
  })
  .refine((body) => (body.data !== undefined && body.type !== undefined) || body.url, {
    message: T.fileOrUrl,
  });
/** See `createLibraryDocumentSchema`. */
export type CreateLibraryDocumentInput = z.input<typeof createLibraryDocumentSchema>;

/** `PUT /pro-api/document`: renames, recategorizes or moves a document (`directory` null: root). */
export const updateLibraryDocumentSchema = z.object({
  id: idSchema,
  name: name(T.nameRequired).optional(),
  category: z.string().trim().max(100).nullish(),
  directory: idSchema.nullish(),
});

/**
 * A library folder's name (required, at most 200 characters, trimmed): the web form that creates
 * or renames a folder, and the server's `POST` / `PUT /pro-api/directory` (001 §7).
 */
export const libraryDirectoryNameSchema = z.object({ name: name(T.directoryNameRequired) });
/** See `libraryDirectoryNameSchema`. */
export type LibraryDirectoryNameInput = z.input<typeof libraryDirectoryNameSchema>;

/** `POST /pro-api/directory`: a folder of the library, in a group. */
export const createLibraryDirectorySchema = libraryDirectoryNameSchema.extend({
  group: libraryGroupSchema,
});

/** `PUT /pro-api/directory`: renames a folder. */
export const updateLibraryDirectorySchema = z.object({
  id: idSchema,
  ...libraryDirectoryNameSchema.shape,
});
