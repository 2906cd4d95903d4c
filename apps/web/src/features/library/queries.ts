import {
  DEFAULT_LIBRARY_GROUP,
  libraryApi,
  type CreateLibraryDocumentInput,
  type LibraryDirectoryDto,
  type LibraryDocumentDto,
} from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { API_BASES } from "../../api/config";
import { networkError, errorFromBody } from "../../api/errors";
import { blobToBase64 } from "../documents/files";
import { shareDocument, uploadDocument } from "../documents/queries";

/** Root key of the library's queries. */
export const LIBRARY_KEY = ["library"] as const;
/** The documents of one group of the library. */
const libraryDocumentsKey = (group: string) => [...LIBRARY_KEY, "documents", group] as const;

/** `GET /pro-api/documents/{group}`: the pharmacy's library documents, newest first. */
export function useLibraryDocuments(group: string = DEFAULT_LIBRARY_GROUP) {
  return useQuery({
    queryKey: libraryDocumentsKey(group),
    queryFn: ({ signal }) => call(libraryApi.documents, { params: { group }, signal }),
    meta: { context: "library documents" },
  });
}

/** The folders of one group of the library. */
const libraryFoldersKey = (group: string) => [...LIBRARY_KEY, "folders", group] as const;

/** `GET /pro-api/directories/{group}`: the pharmacy's library folders, by name. */
export function useLibraryFolders(group: string = DEFAULT_LIBRARY_GROUP) {
  return useQuery({
    queryKey: libraryFoldersKey(group),
    queryFn: ({ signal }) => call(libraryApi.directories, { params: { group }, signal }),
    meta: { context: "library folders" },
  });
}

/**
 * `POST /pro-api/document` with a picked file, filed in `directory` when one is given (a folder
 * of the same group; else at the group's root).
 */
export async function addLibraryFile(
  file: File,
  name: string,
  { group = DEFAULT_LIBRARY_GROUP, directory }: { group?: string; directory?: string | null } = {},
): Promise<LibraryDocumentDto> {
  const body: CreateLibraryDocumentInput = {
    name,
    type: file.type,
    data: await blobToBase64(file),
    group,
    ...(directory ? { directory } : {}),
  };
  return call(libraryApi.createDocument, { body });
}

/** A mutation that refreshes the whole library (documents and folders) once it succeeds. */
function useLibraryMutation<I, O>(context: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }),
    meta: { context },
  });
}

/** `POST /pro-api/directory {name, group}`: a new library folder. */
export function useCreateLibraryFolder(group: string = DEFAULT_LIBRARY_GROUP) {
  return useLibraryMutation("library create folder", ({ name }: { name: string }) =>
    call(libraryApi.createDirectory, { body: { name, group } }),
  );
}

/** `PUT /pro-api/directory {id, name}`: renames a library folder. */
export function useRenameLibraryFolder() {
  return useLibraryMutation("library rename folder", (body: { id: string; name: string }) =>
    call(libraryApi.updateDirectory, { body }),
  );
}

/** `DELETE /pro-api/directory/{id}`: the folder goes; its documents stay, at the group's root. */
export function useDeleteLibraryFolder() {
  return useLibraryMutation("library delete folder", (id: string) =>
    call(libraryApi.deleteDirectory, { params: { id } }),
  );
}

/** `PUT /pro-api/document {id, directory}`: files a document in a folder (null: at the root). */
export function useMoveLibraryDocument() {
  return useLibraryMutation(
    "library move document",
    ({ id, directory }: { id: string; directory: string | null }) =>
      call(libraryApi.updateDocument, { body: { id, directory } }),
  );
}

/** A library folder's name among `folders`, or undefined. */
export function libraryFolderName(
  folders: readonly LibraryDirectoryDto[] | undefined,
  id: string | null,
): string | undefined {
  return folders?.find((folder) => folder.id === id)?.name;
}

/** `DELETE /pro-api/document/{id}`. */
export function deleteLibraryDocument(id: string): Promise<void> {
  return call(libraryApi.deleteDocument, { params: { id } });
}

/**
 * Shares a library document through the usual document flow: its file becomes a document of
 * the pharmacy (`POST /feed/documents`, type DOC_PUBLIC), shared with the picked contacts
 * (`PUT /feed/documents/{id}/share`). A link has no file: it cannot be shared this way.
 * @throws ApiError when the file cannot be read or the upload or share fails.
 */
export async function shareLibraryDocument(item: LibraryDocumentDto, sharers: string[]) {
  const response = await fetch(`${API_BASES.main}${item.url}`, { credentials: "include" }).catch(
    () => {
      throw networkError(`GET ${item.url}`);
    },
  );
  if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null));
  const document = await uploadDocument({
    name: item.name,
    type: "DOC_PUBLIC",
    mime: item.type,
    data: await blobToBase64(await response.blob()),
  });
  return shareDocument(document.id, sharers);
}
