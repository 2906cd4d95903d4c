import {
  CAPTURE_MAX_HEIGHT,
  CAPTURE_MAX_WIDTH,
  compressUnderLimit,
  fitWithin,
  MAX_FILE_BYTES,
  PDF_JPEG_QUALITY,
  PDF_RENDER_SCALE,
  sniffMime,
  stampText,
  type AcceptedMime,
} from "@reseau/shared";
import { renderPdfPages } from "./pdf";

/** A file ready to upload: its bytes, real mime and, for pictures, its size in pixels. */
export interface PreparedFile {
  blob: Blob;
  mime: AcceptedMime;
  width?: number;
  height?: number;
  /** JPEG quality (1–100) the compression loop stopped at, for pictures. */
  quality?: number;
}

/** PDF pages converted into one picture, at most (the pages are stacked). */
const PDF_MAX_PAGES = 3;

/**
 * The real format of a file from its first bytes (000 §5 accepts PDF, JPEG, PNG, GIF only).
 * @returns the mime, or null for any other content whatever its name says.
 */
export async function detectFormat(file: Blob): Promise<AcceptedMime | null> {
  return sniffMime(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("toBlob failed"))),
      "image/jpeg",
      quality / 100,
    ),
  );
}

function drawScaled(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas 2D indisponible");
  // a white page under transparent PNG / PDF areas, which JPEG would turn black
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/**
 * Draws the stamp of 000 §9 on a band along the bottom of the picture: small dark text on a
 * light veil, so the prescription itself stays readable.
 */
function drawStamp(canvas: HTMLCanvasElement, text: string): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  const fontSize = Math.max(10, Math.round(canvas.width / 70));
  const band = Math.round(fontSize * 1.8);
  context.fillStyle = "rgba(255, 255, 255, 0.8)";
  context.fillRect(0, canvas.height - band, canvas.width, band);
  context.fillStyle = "#1a1b1e";
  context.font = `${fontSize}px sans-serif`;
  context.textBaseline = "middle";
  context.fillText(
    text,
    Math.round(fontSize / 2),
    canvas.height - band / 2,
    canvas.width - fontSize,
  );
}

/** The title stamped on pictures sent as documents (000 §9); avatars are never stamped. */
const STAMP_TITLE = "Ordonnance";

/**
 * Encodes a picture as JPEG under the 153600-byte limit with the loop of 000 §4/§9
 * (`compressUnderLimit`): quality 100, then 10 points lower each pass, scaling down if needed.
 * `width` × `height` is the target size, already fitted within the capture size. Each pass
 * draws the stamp (title, date, size and quality of that pass), so the result carries its own.
 */
async function encodeUnderLimit(
  source: CanvasImageSource,
  width: number,
  height: number,
  stampTitle: string = STAMP_TITLE,
): Promise<PreparedFile> {
  const date = new Date();
  const { result, quality, scale } = await compressUnderLimit((q, s) => {
    const canvas = drawScaled(source, width * s, height * s);
    drawStamp(
      canvas,
      stampText({
        title: stampTitle,
        date,
        width: canvas.width,
        height: canvas.height,
        quality: q,
      }),
    );
    return canvasToJpeg(canvas, q);
  }, MAX_FILE_BYTES);
  return {
    blob: result,
    mime: "image/jpeg",
    width: Math.round(width * scale),
    height: Math.round(height * scale),
    quality,
  };
}

async function decodeImage(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  if (typeof createImageBitmap === "function") {
    try {
      return await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch {
      // fall back to an <img>, which also applies the EXIF orientation in current browsers
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A photo or picture made ready to send: decoded upright, fitted within 1240 × 1754 (000 §9),
 * then compressed as JPEG under the limit. @throws when the picture cannot be decoded.
 */
export async function prepareImage(file: Blob): Promise<PreparedFile> {
  const image = await decodeImage(file);
  const natural =
    "naturalWidth" in image
      ? { width: image.naturalWidth, height: image.naturalHeight }
      : { width: image.width, height: image.height };
  const target = fitWithin(natural.width, natural.height, CAPTURE_MAX_WIDTH, CAPTURE_MAX_HEIGHT);
  try {
    return await encodeUnderLimit(image, target.width, target.height);
  } finally {
    if ("close" in image) image.close();
  }
}

/**
 * A PDF converted into one JPEG picture (000 §4 "Convertir en image"): its first pages rendered at
 * scale 1.5 and stacked, encoded at quality 60 (000 §9), then compressed further if still over
 * the limit. @throws when the PDF cannot be read.
 */
export async function preparePdfAsImage(file: Blob): Promise<PreparedFile> {
  const pages = await renderPdfPages(
    new Uint8Array(await file.arrayBuffer()),
    PDF_RENDER_SCALE,
    PDF_MAX_PAGES,
  );
  return encodePdfSheet(stackPages(pages), pages.length);
}

/** The pages one under the other on a white sheet (the first page alone when there is one). */
function stackPages(pages: HTMLCanvasElement[]): HTMLCanvasElement {
  const [first] = pages;
  if (!first) throw new Error("PDF sans page");
  if (pages.length === 1) return first;
  const sheet = document.createElement("canvas");
  sheet.width = Math.max(...pages.map((page) => page.width));
  sheet.height = pages.reduce((sum, page) => sum + page.height, 0);
  const context = sheet.getContext("2d");
  if (!context) throw new Error("Canvas 2D indisponible");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, sheet.width, sheet.height);
  let top = 0;
  for (const page of pages) {
    context.drawImage(page, 0, top);
    top += page.height;
  }
  return sheet;
}

async function encodePdfSheet(sheet: HTMLCanvasElement, pages: number): Promise<PreparedFile> {
  const stamped = drawScaled(sheet, sheet.width, sheet.height);
  drawStamp(
    stamped,
    stampText({
      title: STAMP_TITLE,
      date: new Date(),
      width: stamped.width,
      height: stamped.height,
      quality: PDF_JPEG_QUALITY,
    }),
  );
  const first = await canvasToJpeg(stamped, PDF_JPEG_QUALITY);
  if (first.size <= MAX_FILE_BYTES) {
    return {
      blob: first,
      mime: "image/jpeg",
      width: sheet.width,
      height: sheet.height,
      quality: PDF_JPEG_QUALITY,
    };
  }
  const target = fitWithin(
    sheet.width,
    sheet.height,
    CAPTURE_MAX_WIDTH,
    CAPTURE_MAX_HEIGHT * pages,
  );
  return encodeUnderLimit(sheet, target.width, target.height);
}
