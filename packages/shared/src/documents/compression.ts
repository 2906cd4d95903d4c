import { formatParisDateTime } from "../common/dates.js";
import { MAX_FILE_BYTES } from "./types.js";

/** Camera capture size of 000 §9 (A4 at 150 dpi): the long side is fit into 1754 px. */
export const CAPTURE_MAX_WIDTH = 1240;
export const CAPTURE_MAX_HEIGHT = 1754;
/** PDF pages are rendered at this scale, then encoded as JPEG at quality 60 (000 §9). */
export const PDF_RENDER_SCALE = 1.5;
export const PDF_JPEG_QUALITY = 60;

/** One compression attempt: the encoder is called with a JPEG quality (1–100) and a scale. */
export type Encoder<T extends { size: number }> = (quality: number, scale: number) => Promise<T>;

/** The outcome of `compressUnderLimit`: the encoded result and the settings that produced it. */
export interface CompressionResult<T> {
  result: T;
  quality: number;
  scale: number;
  passes: number;
}

/**
 * The compression loop of 000 §4 and §9: encode at quality 100, then 10 points lower each pass
 * until the result is at most `limitBytes`. If quality 10 is still too large, the picture is
 * scaled down by a quarter and the loop starts again at quality 60, so any photo ends under the
 * limit. @throws Error when nothing fits after 40 passes (a picture that cannot be made small).
 */
export async function compressUnderLimit<T extends { size: number }>(
  encode: Encoder<T>,
  limitBytes: number = MAX_FILE_BYTES,
): Promise<CompressionResult<T>> {
  let scale = 1;
  let quality = 100;
  for (let passes = 1; passes <= 40; passes++) {
    const result = await encode(quality, scale);
    if (result.size <= limitBytes) return { result, quality, scale, passes };
    if (quality > 10) {
      quality -= 10;
    } else {
      scale *= 0.75;
      quality = 60;
    }
  }
  throw new Error("Impossible de réduire l'image sous la taille maximale.");
}

/** Fits width × height inside maxWidth × maxHeight (either orientation), never enlarging. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = CAPTURE_MAX_WIDTH,
  maxHeight = CAPTURE_MAX_HEIGHT,
): { width: number; height: number } {
  const [boxW, boxH] = width > height ? [maxHeight, maxWidth] : [maxWidth, maxHeight];
  const ratio = Math.min(1, boxW / width, boxH / height);
  return { width: Math.round(width * ratio), height: Math.round(height * ratio) };
}

/** What the stamp of 000 §9 says: the document's title, when it was sent, and how it was encoded. */
export interface StampInfo {
  title: string;
  /** When the picture was prepared; shown in Paris time. */
  date: Date;
  width: number;
  height: number;
  /** JPEG quality, 1–100. */
  quality: number;
}

/**
 * The stamp drawn on pictures sent as documents (000 §9: "a stamp with title, date and
 * settings"), e.g. "Ordonnance · 22/11/2026 09:12 · 1240×1653, qualité 60 %". It marks when a
 * prescription photo was sent, so the same picture is recognised if it comes back.
 */
export function stampText(info: StampInfo): string {
  const when = formatParisDateTime(info.date);
  return `${info.title} · ${when} · ${info.width}×${info.height}, qualité ${info.quality} %`;
}
