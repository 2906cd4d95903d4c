#!/usr/bin/env node
/**
 * The test command's phases (`npm test`, `npm run lint`, `npm run typecheck`, `.ci/run`), run side
 * by side within the machine's cores, each one's duration printed. Usage:
 *
 *   node scripts/phases.mjs [test|lint|typecheck] [--postgres URL]
 *
 * A phase's output is printed in one block when it ends (the blocks do not interleave); the
 * command exits 1 when any phase failed, after the table of durations. `--postgres URL` adds the
 * server tests against that PostgreSQL server (one database per worker, see
 * apps/server/src/test/harness.ts) and runs the journeys' servers on it. CI_JOBS sets how many
 * phases run at once (default: the cores + 1, as most phases wait on a disk, a browser or a
 * server part of the time); E2E_WORKERS the
 * journeys' workers (e2e/vitest.config.ts); VITEST_WORKERS those of each vitest phase.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * @typedef {{ name: string, command: string, env?: Record<string, string>, after?: string[] }} Phase
 * A phase: a shell command run from the root, started once the phases of `after` have passed.
 */

/**
 * The type check of each project by TypeScript 7's native compiler (`typescript-7`, npm's alias of
 * typescript@7), one thread each as the phases already share the cores: a fifth of TypeScript 5's
 * CPU (apps/server 30 → 7 s), the same errors. TypeScript 5 stays the `typescript` package, whose
 * JavaScript API typescript-eslint reads; both `tsc` claim `node_modules/.bin/tsc`, so the path is
 * written out.
 * @type {Phase[]}
 */
const TYPECHECK = ["packages/shared", "apps/server", "apps/psp-sandbox", "apps/web", "e2e"].map(
  (project) => ({
    name: `typecheck ${project}`,
    command: `node node_modules/typescript-7/bin/tsc -p ${project} --singleThreaded`,
  }),
);

/** @type {Phase[]} */
const LINT = [
  { name: "eslint", command: "eslint ." },
  { name: "prettier", command: "prettier --check ." },
  { name: "migrations", command: "npm run db:check -w apps/server" },
  { name: "openapi", command: "npm run openapi -w apps/server -- --check" },
  // unused files, exports and dependencies (knip.jsonc)
  { name: "knip", command: "knip --no-progress" },
];

/**
 * The whole test command, in the order phases start when several are ready: the longest chain
 * first (the build of the web app and the server, then the browser journeys), then the longest phases.
 * @param {string | undefined} postgres the PostgreSQL server for a second server run, if any
 * @returns {Phase[]}
 */
function testPhases(postgres) {
  return [
    { name: "build", command: "npm run build" },
    {
      name: "browser journeys",
      command: "npm run test -w e2e",
      after: ["build"],
      // with a PostgreSQL server, each journey's server runs on its own copy of the seeded
      // database there (e2e/src/server.ts), as in production: half the servers' CPU of PGlite,
      // which the server tests and `npm start` keep exercising
      env: postgres ? { E2E_DATABASE_URL: postgres } : undefined,
    },
    // the first page's JavaScript within its budget (e2e/bench/size-limit.config.ts)
    { name: "first-page size", command: "npm run size", after: ["build"] },
    // the web's tests first: they take a core for five minutes, and behind the PostgreSQL run
    // (which mostly waits on its database server) they made the tail of the command
    {
      name: "vitest shared, web, web-dom, psp-sandbox",
      command: `vitest run --project shared --project web --project web-dom --project web-dom-mocks --project psp-sandbox ${VITEST_WORKERS}`,
    },
    // the server tests on PGlite, on PostgreSQL, and the web's: three phases, so that each can
    // take a core as the others end
    // two workers (a migrated PGlite each): with one, this phase had a third of a core beside the
    // journeys and ran alone at the end, one core idle (the command 743 s; with two, see
    // docs/BENCHMARKS.md « A third less CPU »)
    {
      name: "vitest server (PGlite)",
      command: `vitest run --project server ${VITEST_WORKERS || "--maxWorkers=2"}`,
    },
    ...(postgres
      ? [
          {
            name: "vitest server (PostgreSQL)",
            // two workers (a database each): these tests mostly wait on the database server, and
            // one worker kept this phase's slot for nine minutes while the web's waited for it
            command: `vitest run --project server ${NO_DATABASE.map((glob) => `--exclude '${glob}'`).join(" ")} ${VITEST_WORKERS || "--maxWorkers=2"}`,
            env: { TEST_DATABASE_URL: postgres },
          },
        ]
      : []),
    // eslint and prettier, the longest checks, before the type checks: last, they made the tail
    ...LINT.slice(0, 2),
    ...TYPECHECK,
    ...LINT.slice(2),
  ];
}

/**
 * The server's test files that open no database (pure policies, the docs' and the lint's own
 * checks, password hashing, the file storages): the PGlite run covers
 * them, the PostgreSQL run, which is there for the database, leaves them out rather than run them
 * a second time.
 * apps/server/src/test/no-database.test.ts checks that none of them reaches the harness, the
 * database client or the app (and is one of them).
 */
const NO_DATABASE = [
  "**/*.policy.test.ts",
  "**/platform/decisions.test.ts",
  "**/platform/passwords.test.ts",
  "**/platform/storage.test.ts",
  "**/test/eslint-rules.test.ts",
  "**/test/no-database.test.ts",
];

/**
 * The workers of each vitest phase when VITEST_WORKERS sets them; unset, the server phases take
 * two (see them above) and the others vitest's default, the cores - 1: the phases already share
 * the cores with the journeys, and more workers overload a 2-core machine until the journeys'
 * servers time out.
 */
const VITEST_WORKERS = process.env.VITEST_WORKERS
  ? `--maxWorkers=${Number(process.env.VITEST_WORKERS)}`
  : "";

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `phases`, at most `jobs` at once, each once its `after` phases have passed (a phase whose
 * prerequisite failed is not run).
 * @param {Phase[]} phases
 * @param {number} jobs
 * @returns {Promise<{ name: string, status: "passed" | "failed" | "not run", ms: number, cpuMs?: number, failures?: string }[]>}
 */
async function run(phases, jobs) {
  /** @type {Map<string, { status: "passed" | "failed" | "not run", ms: number, cpuMs?: number, failures?: string }>} */
  const done = new Map();
  const pending = [...phases];
  let running = 0;
  return new Promise((resolve) => {
    const next = () => {
      for (let i = 0; i < pending.length; i++) {
        const phase = pending[i];
        const after = phase.after ?? [];
        if (after.some((name) => done.has(name) && done.get(name).status !== "passed")) {
          pending.splice(i--, 1);
          done.set(phase.name, { status: "not run", ms: 0 });
          continue;
        }
        if (running >= jobs || !after.every((name) => done.has(name))) continue;
        pending.splice(i--, 1);
        running++;
        start(phase).then((result) => {
          running--;
          done.set(phase.name, result);
          next();
        });
      }
      if (running === 0 && pending.length === 0) {
        resolve(phases.map((phase) => ({ name: phase.name, ...done.get(phase.name) })));
      }
    };
    next();
  });
}

/**
 * Runs one phase, its output kept and printed in one block at the end; a failed phase also
 * returns the lines that say why (`failures`), printed again after the table of durations.
 * @param {Phase} phase
 * @returns {Promise<{ status: "passed" | "failed", ms: number, cpuMs: number, failures?: string }>}
 */
function start(phase) {
  const begin = Date.now();
  console.log(`▶ ${phase.name}: ${phase.command}`);
  return new Promise((resolve) => {
    // the shell reports its children's CPU time (`times`) on a fourth pipe once the command ends
    const child = spawn(`${phase.command}\nstatus=$?; times >&3; exit $status`, {
      cwd: ROOT,
      shell: true,
      stdio: ["ignore", "pipe", "pipe", "pipe"],
      env: {
        ...process.env,
        PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
        FORCE_COLOR: process.env.FORCE_COLOR ?? "0",
        ...phase.env,
      },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    let times = "";
    child.stdio[3]?.on("data", (chunk) => (times += chunk.toString()));
    child.on("close", (code) => {
      const ms = Date.now() - begin;
      const cpuMs = childrenCpuMs(times);
      const status = code === 0 ? "passed" : "failed";
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n━━━ ${phase.name} (${status}, ${seconds(ms)}, CPU ${seconds(cpuMs)}) ━━━`);
      if (text) console.log(text);
      resolve({
        status,
        ms,
        cpuMs,
        failures: status === "failed" ? failureLines(text) : undefined,
      });
    });
  });
}

/**
 * The CPU time (user + system, ms) of a phase's processes, from the second line of the shell's
 * `times` (its children's, e.g. `0m12.340000s 0m1.200000s`); 0 when the shell did not report it.
 * @param {string} times
 */
function childrenCpuMs(times) {
  const line = times.trim().split("\n")[1] ?? "";
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, secs]) => sum + (Number(minutes) * 60 + Number(secs)) * 1000,
    0,
  );
}

/**
 * What a failed phase's output says about its failures, for the end of a long log: vitest's
 * « Failed Tests » section onwards when there is one, otherwise the last 80 lines.
 * @param {string} text
 */
function failureLines(text) {
  // eslint-disable-next-line no-control-regex -- the terminal colours of the output
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  const at = plain.search(/⎯+ Failed (Tests|Suites) \d+ ⎯+/);
  const lines = (at >= 0 ? plain.slice(at) : plain).split("\n");
  return (at >= 0 ? lines.slice(0, 200) : lines.slice(-80)).join("\n");
}

const args = process.argv.slice(2);
const postgresAt = args.indexOf("--postgres");
const postgres = postgresAt >= 0 ? args[postgresAt + 1] : undefined;
const which =
  args.find((arg, i) => !arg.startsWith("--") && (postgresAt < 0 || i !== postgresAt + 1)) ??
  "test";
const phases =
  which === "lint"
    ? LINT
    : which === "typecheck"
      ? TYPECHECK
      : which === "test"
        ? testPhases(postgres)
        : undefined;
if (!phases) {
  console.error(`unknown phase group « ${which} » (test, lint or typecheck)`);
  process.exit(2);
}
const jobs = Number(process.env.CI_JOBS) || os.availableParallelism() + 1;
const begin = Date.now();
const results = await run(phases, jobs);
console.log(`\n${which}: ${phases.length} phases, ${jobs} at once (wall clock, then CPU time)`);
for (const result of results) {
  const cpu = seconds(result.cpuMs ?? 0).padStart(8);
  console.log(
    `  ${result.status.padEnd(7)} ${seconds(result.ms).padStart(8)} ${cpu}  ${result.name}`,
  );
}
const cpuTotal = results.reduce((sum, result) => sum + (result.cpuMs ?? 0), 0);
console.log(`  total ${seconds(Date.now() - begin)}, CPU ${seconds(cpuTotal)}`);
for (const result of results.filter((r) => r.failures)) {
  console.log(`\n━━━ why « ${result.name} » failed ━━━\n${result.failures}`);
}
process.exit(results.every((result) => result.status === "passed") ? 0 : 1);
