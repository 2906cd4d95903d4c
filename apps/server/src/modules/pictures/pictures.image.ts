import { loadSharp } from "../../platform/sharp.js";
import {
  AVATAR_MAX_SIDE,
  MAX_PICTURE_BYTES,
  sniffPictureMime,
  TEXTS,
  type PictureKind,
  type PictureMime,
} from "@reseau/shared";
import { AppError, badRequest } from "../../platform/errors.js";

// a flat character class: a group repeated over megabytes would exhaust the regexp stack
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A picture ready to store: its format (read from the bytes) and its cleaned bytes. */
export interface CleanPicture {
  mime: PictureMime;
  bytes: Buffer;
}

/**
 * Decodes and cleans a picture (issue 8 §7): standard base64 (a `data:` prefix and line breaks
 * tolerated); at most `MAX_PICTURE_BYTES`; JPEG, PNG or WebP read from the magic numbers and
 * confirmed by sharp, whatever the client declared; turned upright, re-encoded in its own format
 * without any metadata (EXIF, GPS position, camera) ; an avatar reduced to fit 1280×1280.
 * @throws 400 "Utilisez une image JPEG, PNG ou WebP." for anything else; 413 when too large.
 */
export async function cleanPicture(data: string, type: PictureKind): Promise<CleanPicture> {
  const text = data.replace(/^data:[\w.+/-]+;base64,/, "").replace(/\s+/g, "");
  // decoded size from the text's length, before allocating anything
  if (Math.floor((text.length * 3) / 4) > MAX_PICTURE_BYTES + 2)
    throw new AppError(413, "tooLarge", TEXTS.pictures.tooLarge);
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw badRequest(TEXTS.pictures.badType);
  const input = Buffer.from(text, "base64");
  if (input.length > MAX_PICTURE_BYTES)
    throw new AppError(413, "tooLarge", TEXTS.pictures.tooLarge);
  const mime = sniffPictureMime(input);
  if (!mime) throw badRequest(TEXTS.pictures.badType);
  const sharp = await loadSharp();
  try {
    // sharp drops every metadata block unless asked to keep it (`keepMetadata`); `rotate()`
    // applies the EXIF orientation first, so the picture stays upright without it
    let image = sharp(input, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
    if (type === "avatar") {
      image = image.resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, {
        fit: "inside",
        withoutEnlargement: true,
      });
    }
    const encoded =
      mime === "image/png"
        ? image.png()
        : mime === "image/webp"
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85, mozjpeg: true });
    return { mime, bytes: await encoded.toBuffer() };
  } catch {
    throw badRequest(TEXTS.pictures.badType);
  }
}
