import { isImageMime, THUMBNAIL_SIDE } from "@reseau/shared";
import { loadSharp } from "../../platform/sharp.js";

/**
 * The thumbnail of a document (000 §3 `thumbnail`): for an image, a JPEG of at most
 * `THUMBNAIL_SIDE` pixels a side (upright, no metadata, quality 60), in base64 — a few
 * kilobytes, so a feed page of ten items stays light; the full bytes are read when the document
 * is opened. @returns null for a PDF, or for image bytes sharp cannot decode (the upload has
 * already checked their magic number; the viewer still shows the full file).
 */
export async function makeThumbnail(bytes: Buffer, mime: string): Promise<string | null> {
  if (!isImageMime(mime)) return null;
  const sharp = await loadSharp();
  try {
    const jpeg = await sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 60, mozjpeg: true })
      .toBuffer();
    return jpeg.toString("base64");
  } catch {
    return null;
  }
}
