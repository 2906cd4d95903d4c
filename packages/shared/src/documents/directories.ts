import { z } from "zod";
import { byIdParams, defineEndpoint, idSchema, noContent } from "../common/endpoint.js";
import { TEXTS } from "../common/texts.js";
import { feedQuerySchema } from "./api.js";
import { documentDtoSchema, feedItemSchema } from "./dto.js";

/** Directory types (000 §3 "Directory types"). */
export const DIRECTORY_TYPES = [
  "NORMAL",
  "OPMARKET",
  "PHARMPUB",
  "PUBLIC",
  "D_VACCIN",
  "D_DRUG",
  "D_OPT",
  "D_IMAGE",
  "D_ANALYS",
  "D_WAW",
  "D_WAW_AD",
] as const;
/** See `DIRECTORY_TYPES`. */
export type DirectoryType = (typeof DIRECTORY_TYPES)[number];

/**
 * Directory types whose documents are publications of an establishment, not part of anyone's
 * main feed (000 §9: "opmarket or public directory items are excluded from the main feed").
 */
export const OFF_FEED_DIRECTORY_TYPES: readonly DirectoryType[] = ["OPMARKET", "PUBLIC"];

/**
 * Directory types only establishments (pharmacy, laboratory and their groups) and professionals
 * create: marketing operations and publications. A patient gets 403.
 */
export const ESTABLISHMENT_DIRECTORY_TYPES: readonly DirectoryType[] = [
  "OPMARKET",
  "PHARMPUB",
  "PUBLIC",
];

/**
 * The fixed folders of « Mes dossiers » (001 §2 side menu, 000 §3 folder types, docs/DECISIONS.md
 * "Canonical values": ordonnance→D_DRUG, optique→D_OPT, résultat→D_ANALYS, imagery→D_IMAGE,
 * vaccins→D_VACCIN), in the menu's order. Each user has them without creating them: their id is
 * their directory type, and a document filed in one carries that type as its `iddirectory`.
 */
export const FIXED_FOLDERS = [
  { id: "D_DRUG", folder: "ordonnance", name: "Ordonnances" },
  { id: "D_OPT", folder: "optique", name: "Optique" },
  { id: "D_ANALYS", folder: "résultat", name: "Résultats d'analyse" },
  { id: "D_IMAGE", folder: "imagery", name: "Radiologie" },
  { id: "D_VACCIN", folder: "vaccins", name: "Vaccins" },
] as const satisfies readonly { id: DirectoryType; folder: string; name: string }[];
/**
 * The fixed folder of a laboratory's results (issue 18 §4): an imported HPRIM result is filed in
 * it, and it lists the results shared with its owner as well as her own documents filed there.
 */
export const LAB_RESULTS_FOLDER = "D_ANALYS" satisfies DirectoryType;

/** The id (and type) of a fixed folder. */
export type FixedFolderId = (typeof FIXED_FOLDERS)[number]["id"];

/** True when `id` names a fixed folder (`D_DRUG`…), not a directory row. */
export function isFixedFolder(id: string): id is FixedFolderId {
  return FIXED_FOLDERS.some((folder) => folder.id === id);
}

/** Reads a directory type, or a folder type of 000 §3 (`ordonnance`…); null when unknown. */
export function normalizeDirectoryType(input: string): DirectoryType | null {
  if ((DIRECTORY_TYPES as readonly string[]).includes(input)) return input as DirectoryType;
  const byFolder = FIXED_FOLDERS.find(
    (folder) => folder.folder.normalize("NFC") === input.normalize("NFC"),
  );
  return byFolder ? byFolder.id : null;
}

/** Body of `POST /api/directory` (000 §7): a name (required) and a type (default NORMAL). */
export const createDirectorySchema = z.object({
  name: z
    .string({ message: TEXTS.folders.nameRequired })
    .trim()
    .min(1, TEXTS.folders.nameRequired)
    .max(100, TEXTS.folders.nameTooLong),
  type: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return "NORMAL" as DirectoryType;
      const type = normalizeDirectoryType(value);
      if (!type) {
        ctx.addIssue({ code: "custom", message: TEXTS.folders.unknownType });
        return z.NEVER;
      }
      return type;
    }),
});
/** What a client sends to `POST /api/directory`. */
export type CreateDirectoryBody = z.input<typeof createDirectorySchema>;

/**
 * Body of `PUT /api/documents/{id}/directory` (000 §7): the directory's id, a fixed folder's id
 * (`D_DRUG`…), or null to take the document out of any directory.
 */
export const moveToDirectorySchema = z.object({
  iddirectory: z.union([idSchema, z.null()], { message: TEXTS.folders.directoryRequired }),
});
/** What a client sends to `PUT /api/documents/{id}/directory`. */
export type MoveToDirectoryBody = z.input<typeof moveToDirectorySchema>;

/**
 * A directory on the wire: `fixed` for the folders of « Mes dossiers » every user has (their
 * `id` is their type, `idowner` and `date` null).
 */
export const directoryDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(DIRECTORY_TYPES),
  idowner: z.string().nullable(),
  fixed: z.boolean(),
  date: z.string().nullable(),
});
/** See `directoryDtoSchema`. */
export type DirectoryDto = z.infer<typeof directoryDtoSchema>;

/** The fixed folders as directories (`GET /api/directories/all`). */
export function fixedFolderDtos(): DirectoryDto[] {
  return FIXED_FOLDERS.map((folder) => ({
    id: folder.id,
    name: folder.name,
    type: folder.id,
    idowner: null,
    fixed: true,
    date: null,
  }));
}

/**
 * Directories and « Mes dossiers » (000 §3 Directory, §7 "Feed and documents"; 001 §2 side
 * menu). Only a directory's owner (or her manager) uses it: others get 404.
 */
export const directoriesApi = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/directories",
    response: z.array(directoryDtoSchema),
    summary: "The caller's own directories, oldest first.",
  }),
  all: defineEndpoint({
    method: "GET",
    path: "/api/directories/all",
    response: z.array(directoryDtoSchema),
    summary: "The fixed folders of « Mes dossiers » (D_DRUG…), then the caller's directories.",
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/directory",
    body: createDirectorySchema,
    response: directoryDtoSchema,
    status: 201,
    summary: "Creates a directory {name, type}; type NORMAL by default, folder types accepted.",
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/api/directory/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deletes one of the caller's directories; its documents stay, with no directory.",
  }),
  move: defineEndpoint({
    method: "PUT",
    path: "/api/documents/{id}/directory",
    params: byIdParams,
    body: moveToDirectorySchema,
    response: documentDtoSchema,
    summary:
      "Files one of the caller's documents in one of her directories or fixed folders (null: none).",
  }),
  feed: defineEndpoint({
    method: "GET",
    path: "/api/feed/directory/{id}",
    params: byIdParams,
    query: feedQuerySchema,
    response: z.array(feedItemSchema),
    summary: "The documents filed in a directory or fixed folder, with the feed's parameters.",
  }),
};
