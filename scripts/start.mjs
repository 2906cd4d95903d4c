#!/usr/bin/env node
/**
 * `npm start` after the build: the app (`apps/server`, PORT) and, beside it, the payment sandbox
 * (`apps/psp-sandbox`, PSP_PORT, by default PORT + 1), each with its own `npm start`. Both share
 * the terminal; Ctrl-C or a signal stops both, and when one stops the other is stopped too (the
 * command exits with the code of the first to stop).
 */
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKSPACES = ["apps/psp-sandbox", "apps/server"];

// each in its own process group, so that stopping it stops npm, its shell and its node alike
const children = WORKSPACES.map((workspace) =>
  spawn("npm", ["run", "--silent", "start", "-w", workspace], {
    cwd: ROOT,
    stdio: "inherit",
    detached: true,
  }),
);

let exiting = false;
/** @param {number} code */
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  process.exitCode = code;
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // the group is already gone
      }
    }
  }
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 1));
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => stopAll(0));
}
