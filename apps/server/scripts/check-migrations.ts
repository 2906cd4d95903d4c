/**
 * Fails when the module schemas (`src/modules/<domain>/<domain>.schema.ts`) have changes that no
 * migration in `drizzle/` carries: runs drizzle-kit generate on a copy of the migrations and
 * checks that it finds nothing to write.
 * Run by `npm run lint` (the Immich habit: generated files never drift from their source).
 */
import { execFileSync } from "node:child_process";
import { cp, readdir, rm } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// drizzle-kit reads --out relative to the working folder, so the copy sits inside it (gitignored)
const out = `.migrations-check-${process.pid}`;
const copy = path.join(root, out);
try {
  await cp(path.join(root, "drizzle"), copy, { recursive: true });
  const before = (await readdir(copy)).length;
  execFileSync(
    "npx",
    [
      "drizzle-kit",
      "generate",
      "--dialect",
      "postgresql",
      "--schema",
      "./src/modules/*/*.schema.ts",
      "--out",
      out,
    ],
    { cwd: root, stdio: "pipe" },
  );
  const after = (await readdir(copy)).length;
  if (after !== before) {
    console.error(
      "Le schéma a changé sans migration : lancez « npm run db:generate » et commitez drizzle/.",
    );
    process.exitCode = 1;
  } else {
    console.log("Migrations à jour avec le schéma.");
  }
} finally {
  await rm(copy, { recursive: true, force: true });
}
