/**
 * Draws the app's icons (issue 9 §5: an installable app, no external image): a white cross on
 * the theme's blue, as an SVG, then PNGs at the sizes a web manifest and iOS ask for, written to
 * `public/icons/`. Run once after a change (`npx tsx scripts/icons.ts`); the files are committed.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const BLUE = "#1971c2";
const OUT = path.resolve(import.meta.dirname, "../public/icons");

/** The icon as SVG; `safe` shrinks the cross into the maskable safe zone (80 %). */
function svg(safe: boolean): string {
  const arm = safe ? 22 : 28;
  const width = safe ? 14 : 18;
  const c = 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
<rect width="100" height="100" rx="${safe ? 0 : 20}" fill="${BLUE}"/>
<rect x="${c - width / 2}" y="${c - arm}" width="${width}" height="${arm * 2}" rx="3" fill="#fff"/>
<rect x="${c - arm}" y="${c - width / 2}" width="${arm * 2}" height="${width}" rx="3" fill="#fff"/>
</svg>`;
}

await mkdir(OUT, { recursive: true });
await writeFile(path.join(OUT, "icon.svg"), svg(false));
for (const [name, size, safe] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
] as const) {
  await sharp(Buffer.from(svg(safe)), { density: 400 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, name));
}
