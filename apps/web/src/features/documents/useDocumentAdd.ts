import { MAX_FILE_BYTES, TEXTS } from "@reseau/shared";
import { useCallback, useEffect, useState } from "react";
import { detectFormat, prepareImage, preparePdfAsImage, type PreparedFile } from "./prepareFile";

/** Where the document-add flow of 000 §4 stands. */
export type AddStep =
  | { kind: "pick" }
  | { kind: "processing" }
  | { kind: "pdfChoice"; file: File }
  | { kind: "ready"; prepared: PreparedFile; previewUrl: string; originalName: string }
  | { kind: "error"; title: string; message: string };

const PICK: AddStep = { kind: "pick" };

/**
 * The steps of adding a document (000 §4 "Document-add flow", §9 "Files"): a picture is
 * compressed at once; a PDF asks to be converted or kept (kept only up to 153600 bytes); any
 * other format is refused with "Erreur de format".
 */
export function useDocumentAdd() {
  const [step, setStep] = useState<AddStep>(PICK);

  const previewUrl = step.kind === "ready" ? step.previewUrl : null;
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);

  const ready = useCallback((prepared: PreparedFile, originalName: string) => {
    setStep({
      kind: "ready",
      prepared,
      originalName,
      previewUrl: URL.createObjectURL(prepared.blob),
    });
  }, []);

  const fail = useCallback((title: string, message: string) => {
    setStep({ kind: "error", title, message });
  }, []);

  const run = useCallback(
    async (work: () => Promise<PreparedFile>, originalName: string) => {
      setStep({ kind: "processing" });
      try {
        ready(await work(), originalName);
      } catch {
        fail(TEXTS.documents.fileErrorTitle, TEXTS.documents.fileError);
      }
    },
    [ready, fail],
  );

  /** A file was chosen or a photo taken. */
  const choose = useCallback(
    async (file: File) => {
      const format = await detectFormat(file);
      if (!format) {
        fail(TEXTS.documents.badFormatTitle, TEXTS.documents.badFormat);
      } else if (format === "application/pdf") {
        setStep({ kind: "pdfChoice", file });
      } else {
        await run(() => prepareImage(file), file.name);
      }
    },
    [fail, run],
  );

  /** "Convertir en image": the PDF's first pages become one JPEG. */
  const convertPdf = useCallback(
    (file: File) => run(() => preparePdfAsImage(file), file.name),
    [run],
  );

  /** "Garder le PDF": allowed up to the size limit only (000 §5). */
  const keepPdf = useCallback(
    (file: File) => {
      if (file.size > MAX_FILE_BYTES) {
        fail(TEXTS.documents.pdfTooLargeTitle, TEXTS.documents.pdfTooLarge);
      } else {
        ready({ blob: file, mime: "application/pdf" }, file.name);
      }
    },
    [fail, ready],
  );

  const reset = useCallback(() => setStep(PICK), []);

  return { step, choose, convertPdf, keepPdf, reset };
}
