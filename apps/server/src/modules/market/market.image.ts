import { loadSharp } from "../../platform/sharp.js";
import { MAX_PICTURE_BYTES, sniffPictureMime, TEXTS } from "@reseau/shared";
import { AppError, badRequest } from "../../platform/errors.js";

/** The longest side of a product picture and of its thumbnail, in pixels. */
const PRODUCT_IMAGE_SIDE = 800;
const PRODUCT_THUMB_SIDE = 240;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A product picture ready to store: the picture and its thumbnail, WebP. */
export interface ProductImages {
  image: Buffer;
  thumb: Buffer;
}

/**
 * Reads a product picture (`POST /market/upload`, issue 11 §4): base64 of at most
 * `MAX_PICTURE_BYTES`; JPEG, PNG or WebP read from the magic numbers (whatever the client says)
 * and confirmed by sharp; turned upright, metadata dropped, reduced to fit 800×800 and 240×240,
 * WebP.
 * @throws 400 "Utilisez une image JPEG, PNG ou WebP." for anything else; 413 when too large.
 */
export async function productImages(data: string): Promise<ProductImages> {
  const text = data.replace(/^data:[\w.+/-]+;base64,/, "").replace(/\s+/g, "");
  if (Math.floor((text.length * 3) / 4) > MAX_PICTURE_BYTES + 2)
    throw new AppError(413, "tooLarge", TEXTS.http.tooLarge);
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw badRequest(TEXTS.market.pictureBadType);
  const input = Buffer.from(text, "base64");
  if (!sniffPictureMime(input)) throw badRequest(TEXTS.market.pictureBadType);
  const sharp = await loadSharp();
  try {
    const base = sharp(input, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
    const [image, thumb] = await Promise.all([
      base
        .clone()
        .resize(PRODUCT_IMAGE_SIDE, PRODUCT_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      base
        .clone()
        .resize(PRODUCT_THUMB_SIDE, PRODUCT_THUMB_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { image, thumb };
  } catch {
    throw badRequest(TEXTS.market.pictureBadType);
  }
}

/** The storage key of a picture's thumbnail: the picture's key with `-t`. */
export const thumbKeyOf = (key: string) => `${key}-t`;
