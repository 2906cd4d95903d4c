/**
 * `npm run bench:files -w apps/server` (issue 24 §4): the cost of encryption at rest, a 1 MB and
 * a 10 MB file put then read back on the local disk, through the plain storage and through
 * `EncryptedStorage`; the median and the best of 15 rounds each, in ms (the best is the least
 * disturbed by other processes on a shared machine), with the CPU time of the process.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openRawStorage, openStorage } from "../src/platform/open-storage.js";
import type { FileStorage } from "../src/platform/storage.js";

const ROUNDS = 15;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(storage: FileStorage, bytes: Buffer) {
  const put: number[] = [];
  const get: number[] = [];
  const cpu = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round += 1) {
    let started = performance.now();
    await storage.put(`bench-${round}`, bytes);
    put.push(performance.now() - started);
    started = performance.now();
    const read = await storage.get(`bench-${round}`);
    get.push(performance.now() - started);
    if (!read?.equals(bytes)) throw new Error("not the same bytes");
  }
  const used = process.cpuUsage(cpu);
  return {
    putMs: median(put).toFixed(1),
    putBestMs: Math.min(...put).toFixed(1),
    getMs: median(get).toFixed(1),
    getBestMs: Math.min(...get).toFixed(1),
    cpuMsPerRound: ((used.user + used.system) / 1000 / ROUNDS).toFixed(1),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "reseau-bench-files-"));
try {
  const place = { dataDir, storageUrl: undefined };
  const rows = [];
  for (const megabytes of [1, 10]) {
    const bytes = randomBytes(megabytes * 1_000_000);
    rows.push({
      size: `${megabytes} MB`,
      storage: "plain",
      ...(await measure(await openRawStorage(place), bytes)),
    });
    rows.push({
      size: `${megabytes} MB`,
      storage: "encrypted",
      ...(await measure(await openStorage(place), bytes)),
    });
  }
  console.table(rows);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
