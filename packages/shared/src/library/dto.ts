import { z } from "zod";

/**
 * A document of the pharmacy's library (001 §3 "Library document": name, type, data, url,
 * created, category, group, directory, pdfImagesUrls): `type` the file's MIME type (`link` for a
 * web address); `url` where to read it — `/pro-api/images/{name}` for a stored file, the address
 * for a link; `data` is never in lists (read the file at `url`); `size` in bytes (0 for a link);
 * `pdfImagesUrls` the pages of a PDF as images (none are rendered: empty).
 */
export const libraryDocumentDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
  size: z.number().int(),
  created: z.string(),
  category: z.string().nullable(),
  group: z.string(),
  directory: z.string().nullable(),
  pdfImagesUrls: z.array(z.string()),
});
/** See `libraryDocumentDtoSchema`. */
export type LibraryDocumentDto = z.infer<typeof libraryDocumentDtoSchema>;

/** A folder of the library, with its documents when read alone (`GET /pro-api/directory/{id}`). */
export const libraryDirectoryDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  created: z.string(),
  documents: z.array(libraryDocumentDtoSchema).optional(),
});
/** See `libraryDirectoryDtoSchema`. */
export type LibraryDirectoryDto = z.infer<typeof libraryDirectoryDtoSchema>;
