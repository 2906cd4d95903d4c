import {
  DEFAULT_LIBRARY_GROUP,
  libraryApi,
  type CreateLibraryDocumentInput,
  type LibraryDocumentDto,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../api/call";
import { API_BASES } from "../../api/config";
import { networkError, errorFromBody } from "../../api/errors";
import { blobToBase64 } from "../documents/files";
import { shareDocument, uploadDocument } from "../documents/queries";

/** Root key of the library's queries. */
export const LIBRARY_KEY = ["library"] as const;
/** The documents of one group of the library. */
export const libraryDocumentsKey = (group: string) => [...LIBRARY_KEY, "documents", group] as const;

/** `GET /pro-api/documents/{group}`: the pharmacy's library documents, newest first. */
export function useLibraryDocuments(group: string = DEFAULT_LIBRARY_GROUP) {
  return useQuery({
    queryKey: libraryDocumentsKey(group),
    queryFn: ({ signal }) => call(libraryApi.documents, { params: { group }, signal }),
    meta: { context: "library documents" },
  });
}

/** `POST /pro-api/document` with a picked file. */
export async function addLibraryFile(
  file: File,
  name: string,
  group: string = DEFAULT_LIBRARY_GROUP,
): Promise<LibraryDocumentDto> {
  const body: CreateLibraryDocumentInput = {
    name,
    type: file.type,
    data: await blobToBase64(file),
    group,
  };
  return call(libraryApi.createDocument, { body });
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
