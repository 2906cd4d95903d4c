/**
 * `npm run build`'s last step: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every text file of `dist/` (scripts, styles, SVG, JSON, the manifest) that
 * compresses, which the server sends as they are to a browser that accepts them (apps/server
 * app.ts, @fastify/static's `preCompressed`): each file is compressed once here, at the highest
 * levels, instead of at a lower level on every request. Source maps, which the server never
 * sends, and index.html, which it rewrites per brand (platform/web-page.ts), are left alone.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const DIST = path.resolve(import.meta.dirname, "../dist");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The compressed copies of a file's `bytes` worth keeping (smaller than it), by extension. */
async function copiesOf(bytes: Buffer): Promise<[string, Buffer][]> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return (
    [
      [".br", br],
      [".gz", gz],
    ] as [string, Buffer][]
  ).filter(([, copy]) => copy.length < bytes.length);
}

const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
let before = 0;
let after = 0;
// zlib's asynchronous calls run on libuv's threads: the files are compressed on every core
await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    const copies = await copiesOf(bytes);
    await Promise.all(copies.map(([extension, copy]) => writeFile(`${file}${extension}`, copy)));
    before += bytes.length;
    after += copies.find(([extension]) => extension === ".br")?.[1].length ?? bytes.length;
  }),
);
console.log(
  `precompress: ${files.length} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli`,
);
