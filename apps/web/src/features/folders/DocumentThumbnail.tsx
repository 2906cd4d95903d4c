import type { DocumentDto } from "@reseau/shared";
import { ThumbnailTile } from "../../components/ThumbnailTile";

/**
 * A document's small picture in a list: its thumbnail (a JPEG of a few kilobytes the server made
 * at upload, `DocumentDto.thumbnail`), or « PDF » for a PDF and a document without one. The full
 * bytes are only read when the document is opened (`GET /api/documents/{id}`). Decorative: the
 * button around it is named by the document's name beside it.
 */
export function DocumentThumbnail({
  document,
}: {
  document: Pick<DocumentDto, "thumbnail" | "isPDF">;
}) {
  return (
    <ThumbnailTile
      src={document.thumbnail ? `data:image/jpeg;base64,${document.thumbnail}` : undefined}
      label={document.isPDF ? "PDF" : "—"}
    />
  );
}
