import { describe, expect, it } from "vitest";
import { exifOrientation, orientationTransform } from "./exif.js";

/** A JPEG head with an APP1 Exif segment whose first IFD holds Orientation = `value`. */
function jpegWithOrientation(value: number, little = false): Uint8Array {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) =>
    little
      ? [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24]
      : [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(1), // one entry
    ...u16(0x0112),
    ...u16(3), // SHORT
    ...u32(1),
    ...u16(value),
    0,
    0,
    ...u32(0),
  ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = app1.length + 2;
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff, ...app1, 0xff, 0xda]);
}

describe("exifOrientation (000 §3 Document orientation)", () => {
  it.each([1, 3, 6, 8])("reads orientation %i, big- and little-endian", (value) => {
    expect(exifOrientation(jpegWithOrientation(value))).toBe(value);
    expect(exifOrientation(jpegWithOrientation(value, true))).toBe(value);
  });

  it("says upright for a file without EXIF, a PNG, garbage or an out-of-range value", () => {
    expect(exifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(exifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
    expect(exifOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 40, 1]))).toBe(1);
    expect(exifOrientation(jpegWithOrientation(12))).toBe(1);
  });

  it("turns an orientation into a clockwise rotation and a mirror", () => {
    expect(orientationTransform(6)).toEqual({ rotation: 90, mirror: false });
    expect(orientationTransform(3)).toEqual({ rotation: 180, mirror: false });
    expect(orientationTransform(8)).toEqual({ rotation: 270, mirror: false });
    expect(orientationTransform(2)).toEqual({ rotation: 0, mirror: true });
    expect(orientationTransform(1)).toEqual({ rotation: 0, mirror: false });
  });
});
