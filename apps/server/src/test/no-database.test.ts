import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's test files that `scripts/phases.mjs` leaves out of the PostgreSQL run (its
 * NO_DATABASE globs) must open no database: none of them may reach, through the relative imports
 * of its code (type-only imports aside), the test harness, the database client or the app. A
 * static check of the sources, a few milliseconds.
 */
const SRC = path.resolve(import.meta.dirname, "..");
const PHASES = path.resolve(SRC, "../../../scripts/phases.mjs");

/** The modules through which a test opens a database. */
const OPENERS = ["test/harness.ts", "db/client.ts", "app.ts"].map((file) => path.join(SRC, file));

/** The NO_DATABASE globs, read from the script's source (importing it would run the phases). */
function noDatabaseGlobs(): string[] {
  const source = readFileSync(PHASES, "utf8");
  const list = /const NO_DATABASE = \[([^\]]*)\]/.exec(source)?.[1];
  if (!list) throw new Error("NO_DATABASE not found in scripts/phases.mjs");
  return [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** A glob of the list (`**` and `*` only) as a regular expression on a path relative to src. */
const globRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .split(/(\*\*\/|\*)/)
      .map((part) =>
        part === "**/"
          ? "(?:.*/)?"
          : part === "*"
            ? "[^/]*"
            : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"),
      )
      .join("")}$`,
  );

/** The files of src reached from `file` through relative value imports (the file included). */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(
    /^(?:import|export)(?!\s+type\b)[^;]*?from\s+"(\.[^"]+)"/gm,
  )) {
    const target = path.resolve(path.dirname(file), match[1]!).replace(/\.js$/, ".ts");
    reached(target, seen);
  }
  return seen;
}

describe("the PostgreSQL run's exclusions (scripts/phases.mjs NO_DATABASE)", () => {
  const testFiles = readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".test.ts"))
    .map((name) => name.split(path.sep).join("/"));
  const globs = noDatabaseGlobs();

  it("names only files that open no database, and each glob names one at least", () => {
    expect(globs.length).toBeGreaterThan(0);
    for (const glob of globs) {
      const files = testFiles.filter((name) => globRegExp(glob).test(name));
      expect(files, glob).not.toEqual([]);
      for (const name of files) {
        const openers = [...reached(path.join(SRC, name))].filter((file) => OPENERS.includes(file));
        expect(
          openers.map((file) => path.relative(SRC, file)),
          name,
        ).toEqual([]);
      }
    }
  });

  it("would catch a file that opens one", () => {
    expect(globRegExp("**/*.policy.test.ts").test("modules/orders/orders.policy.test.ts")).toBe(
      true,
    );
    expect(globRegExp("**/platform/passwords.test.ts").test("platform/passwords.test.ts")).toBe(
      true,
    );
    expect(globRegExp("**/*.policy.test.ts").test("modules/orders/orders.test.ts")).toBe(false);
    const opened = [...reached(path.join(SRC, "platform/fuzz.test.ts"))];
    expect(opened).toContain(path.join(SRC, "test/harness.ts"));
  });
});
