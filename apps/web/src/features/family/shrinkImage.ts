/** Largest side of a card photo sent to the server, in pixels (readable, a few hundred kB). */
const CARD_MAX_SIDE = 2000;
/** Largest side of an avatar (000 §9: avatars 1280×1280). */
const AVATAR_MAX_SIDE = 1280;
/** Files under this many bytes are sent as they are. */
const SEND_AS_IS_BYTES = 1_500_000;

/**
 * A photo made small enough to send quickly from a phone (issue 8 §7): a large image is redrawn
 * as a JPEG of at most 2000 px (1280 for an avatar); a small one is sent as it is. The server
 * checks the format from the bytes and strips the metadata either way.
 * @returns the blob to send, with its mime.
 */
export async function shrinkImage(file: File, avatar: boolean): Promise<Blob> {
  if (file.size <= SEND_AS_IS_BYTES || typeof createImageBitmap !== "function") return file;
  const bitmap = await createImageBitmap(file);
  const max = avatar ? AVATAR_MAX_SIDE : CARD_MAX_SIDE;
  const scale = Math.min(1, max / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? file), "image/jpeg", 0.85),
  );
}
