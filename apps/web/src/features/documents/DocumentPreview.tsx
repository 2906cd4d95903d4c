import { Alert, Center, Loader } from "@mantine/core";
import { isLabResultDocument, TEXTS } from "@reseau/shared";
import { useMemo } from "react";
import { base64ToBytes, dataUrl, isPdfDocument, orientationOf } from "./files";
import { ImageView } from "./ImageView";
import { LabReportPreview } from "../labs/LabReportPreview";
import { PdfView } from "./PdfView";
import { useDocument } from "./queries";

/**
 * The content of a document, fetched by id: the picture viewer or the PDF viewer; a lab result's
 * table of values and bars (issue 18 §4).
 */
export function DocumentPreview({ id, height }: { id: string; height?: number | string }) {
  const query = useDocument(id);
  const doc = query.data;
  const pdfBytes = useMemo(
    () => (doc?.data && isPdfDocument(doc) ? base64ToBytes(doc.data) : null),
    [doc],
  );

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={TEXTS.documents.loadingOne} />
      </Center>
    );
  }
  if (doc && isLabResultDocument(doc)) return <LabReportPreview id={doc.id} />;
  if (!doc?.data) return <Alert color="red">{TEXTS.documents.notFound}</Alert>;
  if (pdfBytes) return <PdfView bytes={pdfBytes} name={doc.name} height={height} />;
  return (
    <ImageView
      src={dataUrl(doc.mime, doc.data)}
      alt={doc.name}
      mime={doc.mime}
      height={height}
      orientation={orientationOf(doc)}
    />
  );
}
