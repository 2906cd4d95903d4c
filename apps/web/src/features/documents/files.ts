/** File helpers of the document flow: base64 both ways and sizes in French. */
import { exifOrientation } from "@reseau/shared";

const CHUNK = 0x8000;

/** Encodes bytes as base64 (no data-URL prefix), in chunks so large files do not overflow. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/** The content of a Blob as base64 without the `data:...;base64,` prefix (the upload format). */
export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/** Decodes base64 (as `GET /api/documents/{id}` sends `data`) into bytes. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A data URL for an `<img>`, from a mime and base64 data. */
export function dataUrl(mime: string, base64: string): string {
  return `data:${mime};base64,${base64}`;
}

const sizeFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A size in bytes as a French reader expects it: "850 o", "142 Ko", "2,4 Mo" (1 Ko = 1024 o). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} Ko`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`;
}

/** True when a document is a PDF, from its flag or its mime. */
export function isPdfDocument(doc: { isPDF?: boolean; mime: string }): boolean {
  return doc.isPDF === true || doc.mime === "application/pdf";
}

/** Base64 characters of the head read for the EXIF orientation: 64 KiB, a multiple of 4. */
const EXIF_HEAD_CHARS = 87_380;

/**
 * The EXIF orientation (1 to 8) of a document's picture, read from the head of its base64
 * `data` (000 §3 Document "orientation (read from the file data)"); 1 for anything but a JPEG.
 */
export function orientationOf(doc: { mime: string; data?: string | null }): number {
  if (doc.mime !== "image/jpeg" || !doc.data) return 1;
  try {
    return exifOrientation(base64ToBytes(doc.data.slice(0, EXIF_HEAD_CHARS)));
  } catch {
    return 1;
  }
}
