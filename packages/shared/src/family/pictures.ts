import { z } from "zod";
import { FAMILY_TEXTS } from "./texts.js";

/** The kinds of picture a user keeps (000 §7 Pictures). */
export const PICTURE_TYPES = ["avatar", "vitale", "insurance"] as const;
/** One of `PICTURE_TYPES`. */
export type PictureKind = (typeof PICTURE_TYPES)[number];
/** The image formats a picture may have (checked from the bytes, issue 8 §7). */
export const PICTURE_MIMES = ["image/jpeg", "image/png", "image/webp"] as const;
/** One of `PICTURE_MIMES`. */
export type PictureMime = (typeof PICTURE_MIMES)[number];
/** Largest picture accepted, in bytes once decoded (a phone photo; avatars are reduced after). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** Largest side of a stored avatar, in pixels (000 §9: avatars 1280×1280). */
export const AVATAR_MAX_SIDE = 1280;
/** At most this many ids per `GET /ws/pictures/list` (000 §9 contact image batch). */
export const PICTURE_BATCH = 10;

/**
 * The format of image bytes from their magic numbers: JPEG, PNG or WebP; null otherwise (what
 * a client declares is never trusted).
 */
export function sniffPictureMime(bytes: Uint8Array): PictureMime | null {
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  // "RIFF" size "WEBP"
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/** A picture type in a path: also read upper case (`AVATAR`, the aliases of DECISIONS). */
const pictureTypeSegment = z
  .string()
  .max(20)
  .transform((type) => type.toLowerCase())
  .pipe(z.enum(PICTURE_TYPES, FAMILY_TEXTS.pictures.unknownType));

/** `{type}` of `/ws/pictures/{type}`. */
export const pictureTypeParams = z.object({ type: pictureTypeSegment });

/** `{id}` and `{type}` of `PUT /ws/{id}/pictures/{type}`, in the path's order. */
export const memberPictureParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
  type: pictureTypeSegment,
});

/**
 * Body of `PUT /ws/pictures/{type}`: `data` in base64 (a `data:` prefix tolerated); `mime` as the
 * client believes it — the stored format is read from the bytes.
 */
export const pictureBodySchema = z.object({
  mime: z.string().max(100),
  data: z.string().min(1, FAMILY_TEXTS.pictures.badType),
});
/** See `pictureBodySchema`. */
export type PictureBody = z.input<typeof pictureBodySchema>;

/** Query of `GET /ws/pictures/list`: `ids=a,b,…`, 1 to 10 ids (000 §7 Pictures). */
export const pictureListQuerySchema = z.object({
  ids: z
    .string()
    .max(1000)
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .max(64)
            .regex(/^[\w-]+$/),
        )
        .min(1)
        .max(PICTURE_BATCH, FAMILY_TEXTS.pictures.tooManyIds),
    ),
});

/** A user's picture ids on the wire (000 §3 `pictures`); null when none of that type. */
export const userPicturesSchema = z.object({
  idAvatar: z.string().nullable(),
  idVitale: z.string().nullable(),
  idInsurance: z.string().nullable(),
});
/** See `userPicturesSchema`. */
export type UserPictures = z.infer<typeof userPicturesSchema>;

/** The `pictures` field of a user that has none. */
export const NO_PICTURES: UserPictures = { idAvatar: null, idVitale: null, idInsurance: null };

/** The field of `UserPictures` that holds a picture type's id. */
export const PICTURE_FIELD: Record<PictureKind, keyof UserPictures> = {
  avatar: "idAvatar",
  vitale: "idVitale",
  insurance: "idInsurance",
};

/**
 * Parses the text answer of `GET /ws/pictures/list`: one line per picture, `id mime base64`.
 * @returns the pictures in the order of the lines.
 */
export function parsePictureList(text: string): { id: string; mime: string; data: string }[] {
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [id = "", mime = "", data = ""] = line.split(" ");
      return { id, mime, data };
    });
}
