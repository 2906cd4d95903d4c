import type { DocumentDto } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import type { UploadBody } from "./documents.service.js";

/**
 * Reads an uploaded file of a format another module owns and stores what it holds (issue 10 §1:
 * the labs module reads HPRIM files). `bytes` are decoded and within the size limit already.
 * @returns the (first) document stored; throws the module's own 400 for a file it cannot read.
 */
export type UploadImporter = (
  ctx: AppContext,
  actor: Actor,
  body: UploadBody,
  bytes: Buffer,
) => Promise<DocumentDto>;

const importers = new Map<string, UploadImporter>();

/**
 * Lets `POST /feed/documents` hand files of `mime` to `importer` (registered by the module that
 * reads them when its routes are registered), so the documents module needs no import of it.
 */
export function registerUploadImporter(mime: string, importer: UploadImporter): void {
  importers.set(mime, importer);
}

/** The importer of `mime`, if a module registered one. */
export function importerFor(mime: string): UploadImporter | undefined {
  return importers.get(mime);
}
