import { z } from "zod";
import { byIdParams, bytesResponse, defineEndpoint, noContent } from "../common/endpoint.js";
import { libraryDirectoryDtoSchema, libraryDocumentDtoSchema } from "./dto.js";
import {
  byGroupParams,
  byImageNameParams,
  createLibraryDirectorySchema,
  createLibraryDocumentSchema,
  updateLibraryDirectorySchema,
  updateLibraryDocumentSchema,
} from "./schemas.js";

/**
 * The pharmacy's library (001 §7 "Pro API", issue 11 §4): posters and documents it keeps for its
 * counter, in groups and folders. Pharmacies only (000 §5: 403 otherwise); another pharmacy's
 * items are 404. The file itself: `GET /pro-api/images/{name}` (its bytes, not JSON).
 */
export const libraryApi = {
  image: defineEndpoint({
    method: "GET",
    path: "/pro-api/images/{name}",
    params: byImageNameParams,
    response: bytesResponse,
    summary:
      "The file of a library document (its bytes, with its type); another pharmacy's is 404.",
  }),
  documents: defineEndpoint({
    method: "GET",
    path: "/pro-api/documents/{group}",
    params: byGroupParams,
    response: z.array(libraryDocumentDtoSchema),
    summary: "The caller's library documents of a group, newest first (without their data).",
  }),
  createDocument: defineEndpoint({
    method: "POST",
    path: "/pro-api/document",
    body: createLibraryDocumentSchema,
    response: libraryDocumentDtoSchema,
    status: 201,
    summary:
      "Adds a library document: a name, and a file (base64, ≤ 153600 bytes) or an https url.",
  }),
  updateDocument: defineEndpoint({
    method: "PUT",
    path: "/pro-api/document",
    body: updateLibraryDocumentSchema,
    response: libraryDocumentDtoSchema,
    summary: "Renames, recategorizes or moves a library document.",
  }),
  deleteDocument: defineEndpoint({
    method: "DELETE",
    path: "/pro-api/document/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deletes a library document and its file.",
  }),
  directories: defineEndpoint({
    method: "GET",
    path: "/pro-api/directories/{group}",
    params: byGroupParams,
    response: z.array(libraryDirectoryDtoSchema),
    summary: "The caller's library folders of a group, by name.",
  }),
  createDirectory: defineEndpoint({
    method: "POST",
    path: "/pro-api/directory",
    body: createLibraryDirectorySchema,
    response: libraryDirectoryDtoSchema,
    status: 201,
    summary: "Adds a library folder.",
  }),
  updateDirectory: defineEndpoint({
    method: "PUT",
    path: "/pro-api/directory",
    body: updateLibraryDirectorySchema,
    response: libraryDirectoryDtoSchema,
    summary: "Renames a library folder.",
  }),
  directory: defineEndpoint({
    method: "GET",
    path: "/pro-api/directory/{id}",
    params: byIdParams,
    response: libraryDirectoryDtoSchema,
    summary: "A library folder with its documents.",
  }),
  deleteDirectory: defineEndpoint({
    method: "DELETE",
    path: "/pro-api/directory/{id}",
    params: byIdParams,
    response: noContent,
    status: 204,
    summary: "Deletes a library folder; its documents move to the group's root.",
  }),
};
