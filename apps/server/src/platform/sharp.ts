import type sharpModule from "sharp";

let loading: Promise<typeof sharpModule> | undefined;

/**
 * sharp, imported on the first picture to read (about 90 ms of CPU to load its native library),
 * not at every server's start: most processes of the tests and many starts never read one.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
