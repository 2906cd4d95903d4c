/**
 * The EXIF orientation of a JPEG (000 §3 Document "orientation (read from the file data)"): the
 * value 1 to 8 of tag 0x0112 in the APP1 "Exif" segment, 1 (upright) when the file has none or is
 * not a JPEG. Reads at most the segments before the picture data; never throws.
 */
export function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = view.getUint16(offset);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xffe1) return orientationInApp1(view, offset + 4, length - 2);
    offset += 2 + length;
  }
  return 1;
}

function orientationInApp1(view: DataView, start: number, length: number): number {
  const end = Math.min(view.byteLength, start + length);
  // "Exif\0\0", then a TIFF header
  if (start + 14 > end || view.getUint32(start) !== 0x45786966) return 1;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * How to show a picture of EXIF `orientation` upright: a clockwise rotation in degrees (0, 90,
 * 180, 270) and whether to mirror it horizontally first (orientations 2, 4, 5, 7).
 */
export function orientationTransform(orientation: number): { rotation: number; mirror: boolean } {
  switch (orientation) {
    case 2:
      return { rotation: 0, mirror: true };
    case 3:
      return { rotation: 180, mirror: false };
    case 4:
      return { rotation: 180, mirror: true };
    case 5:
      return { rotation: 90, mirror: true };
    case 6:
      return { rotation: 90, mirror: false };
    case 7:
      return { rotation: 270, mirror: true };
    case 8:
      return { rotation: 270, mirror: false };
    default:
      return { rotation: 0, mirror: false };
  }
}
