import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentDto, FeedItem } from "@reseau/shared";
import { feedOf, uploaded } from "../modules/documents/test-helpers.js";
import {
  createPatient,
  createTestApp,
  SAMPLE_FILES,
  workerDatabaseUrl,
  type TestApp,
  type TestClient,
} from "../test/harness.js";
import { startS3Server, type TestS3Server } from "../test/s3-server.js";
import { backup, restore } from "./backup.js";
import { BackupError, targetRows, type BackupConfig } from "./backup-database.js";
import { openRawStorage } from "./open-storage.js";

const temporary: string[] = [];
async function freshDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `reseau-${prefix}-`));
  temporary.push(dir);
  return dir;
}
afterAll(async () => {
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

/** What the patient sees: the feed, and each document's bytes (base64) by id. */
interface Seen {
  feed: FeedItem[];
  data: Record<string, string | undefined>;
}

/** A patient uploads three small documents (JPEG, PNG, PDF); @returns the patient and the ids. */
async function seed(t: TestApp): Promise<{ patient: TestClient; ids: string[] }> {
  const patient = await createPatient(t);
  const ids: string[] = [];
  for (const [name, mime, data] of [
    ["Ordonnance", "image/jpeg", SAMPLE_FILES.jpeg],
    ["Radio", "image/png", SAMPLE_FILES.png],
    ["Compte rendu", "application/pdf", SAMPLE_FILES.pdf],
  ] as const) {
    ids.push((await uploaded(patient, { name, mime, data })).id);
  }
  return { patient, ids };
}

/** The feed and the documents' bytes, as `client` reads them through the API. */
async function seenBy(client: TestClient, ids: string[]): Promise<Seen> {
  const data: Seen["data"] = {};
  for (const id of ids) {
    const response = await client.get<DocumentDto>(`/api/documents/${id}`);
    expect(response.status).toBe(200);
    data[id] = response.body.data;
  }
  return { feed: await feedOf(client), data };
}

/** The same browser on the restored app: its session cookie is a row of the restored database. */
function sameBrowser(t: TestApp, client: TestClient): TestClient {
  const again = t.client();
  for (const [name, value] of client.cookies) again.cookies.set(name, value);
  return again;
}

/** The restore's target holds nothing: no row, no stored file. */
async function isEmpty(config: BackupConfig): Promise<boolean> {
  const rows = Object.values(await targetRows(config)).reduce((sum, count) => sum + count, 0);
  return rows === 0 && (await (await openRawStorage(config)).list()).stored.length === 0;
}

// the PGlite run of the suite covers these; its PostgreSQL run (TEST_DATABASE_URL) is there for
// the database, and runs the PostgreSQL round trip below instead of these again
describe.skipIf(process.env.TEST_DATABASE_URL).each([
  { storage: "the local disk", s3: false },
  { storage: "an S3 bucket", s3: true },
])("npm run backup and restore, embedded PGlite and $storage (issue 23 §1, §3)", ({ s3 }) => {
  let server: TestS3Server | undefined;
  let archive: string;
  let patient: TestClient;
  let ids: string[];
  let before: Seen;
  let storageUrl: string | undefined;
  let refusedWhileOpen: unknown;

  beforeAll(async () => {
    if (s3) server = await startS3Server();
    storageUrl = server?.storageUrl;
    const dataDir = await freshDir("source");
    const t = await createTestApp({ dataDir, storageUrl }, { ownDatabase: true });
    ({ patient, ids } = await seed(t));
    before = await seenBy(patient, ids);
    archive = path.join(await freshDir("archives"), "reseau.tar.gz");
    refusedWhileOpen = await backup(
      { dataDir, databaseUrl: undefined, storageUrl },
      path.join(path.dirname(archive), "refused.tar.gz"),
    ).catch((error: unknown) => error);
    // the embedded database serves one process: the server stops before its backup
    await t.stop();
    const manifest = await backup({ dataDir, databaseUrl: undefined, storageUrl }, archive);
    expect(manifest.database.mode).toBe("pglite");
    expect(manifest.database.totalRows).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThanOrEqual(ids.length);
    expect(manifest.secrets.map((secret) => secret.name)).toEqual(
      expect.arrayContaining(["secret-key", "master-key"]),
    );
    // a bucket restored into must be the empty one of a new installation
    await server?.empty();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("restores into a new DATA_DIR: the same feed and byte-identical documents, still signed in", async () => {
    const dataDir = await freshDir("target");
    const target = { dataDir, databaseUrl: undefined, storageUrl };
    const { manifest, rows } = await restore(target, archive);
    expect(rows).toEqual(manifest.database.rows);
    const t = await createTestApp({ dataDir, storageUrl }, { ownDatabase: true });
    try {
      expect(await seenBy(sameBrowser(t, patient), ids)).toEqual(before);
    } finally {
      await t.stop();
    }
  });

  it("holds the files encrypted as stored, and refuses a target without their master key (issue 24 §4)", async () => {
    const unpacked = await freshDir("unpacked-keys");
    await tar.extract({ file: archive, cwd: unpacked });
    for (const key of await keysOf(unpacked)) {
      const bytes = await readFile(path.join(unpacked, "files", key));
      expect(bytes.includes("%PDF")).toBe(false);
      expect(bytes.subarray(0, 8).toString("latin1")).toBe("\x89RSENC\r\n");
    }
    // the same archive without its generated key: a target with another MASTER_KEY
    await rm(path.join(unpacked, "secrets", "master-key"));
    const manifest = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as {
      secrets: { name: string }[];
    };
    manifest.secrets = manifest.secrets.filter((secret) => secret.name !== "master-key");
    await writeFile(path.join(unpacked, "manifest.json"), JSON.stringify(manifest));
    const keyless = path.join(unpacked, "keyless.tar.gz");
    await tar.create({ gzip: true, file: keyless, cwd: unpacked }, [
      "manifest.json",
      "database",
      "files",
      "secrets",
    ]);
    await server?.empty();
    const target = {
      dataDir: await freshDir("keyless"),
      databaseUrl: undefined,
      storageUrl,
      masterKey: "ab".repeat(32),
    };
    await expect(restore(target, keyless)).rejects.toThrow(
      /^Les fichiers de l'archive sont chiffrés par la clé maîtresse [0-9a-f]{16}, que la cible n'a pas : donnez-la par MASTER_KEY comme à la sauvegarde\. Rien n'a été restauré\.$/,
    );
    expect(await isEmpty(target)).toBe(true);
  });

  it.runIf(!s3)("refuses to back up the embedded database while a server has it open", async () => {
    expect(refusedWhileOpen).toBeInstanceOf(BackupError);
    expect((refusedWhileOpen as Error).message).toMatch(
      /^La base intégrée .* est ouverte \(postmaster\.pid présent\) : arrêtez le serveur d'abord\./,
    );
    // nothing left beside the archives: neither the refused one nor its gathered parts
    expect(await readdir(path.dirname(archive))).toEqual(["reseau.tar.gz"]);
  });

  it.runIf(!s3)("refuses a target that holds data, in French, unless --force", async () => {
    const dataDir = await freshDir("full");
    const target = { dataDir, databaseUrl: undefined, storageUrl };
    await restore(target, archive);
    await expect(restore(target, archive)).rejects.toThrow(
      /^La cible n'est pas vide \(\d+ lignes en base, \d+ fichiers stockés\) : rien n'a été restauré\. Relancez avec --force/,
    );
    const { manifest, rows } = await restore(target, archive, { force: true });
    expect(rows).toEqual(manifest.database.rows);
  });

  it.runIf(!s3)("refuses an archive with a corrupted file, having restored nothing", async () => {
    const unpacked = await freshDir("unpacked");
    await tar.extract({ file: archive, cwd: unpacked });
    const [key] = (await keysOf(unpacked)).slice(-1);
    await writeFile(path.join(unpacked, "files", key!), "pas le bon contenu");
    const corrupted = path.join(unpacked, "corrupted.tar.gz");
    await tar.create({ gzip: true, file: corrupted, cwd: unpacked }, [
      "manifest.json",
      "database",
      "files",
      "secrets",
    ]);
    const dataDir = await freshDir("untouched");
    const target = { dataDir, databaseUrl: undefined, storageUrl };
    await expect(restore(target, corrupted)).rejects.toThrow(
      `Fichier corrompu dans l'archive : files/${key} (sha256 attendu `,
    );
    expect(await isEmpty(target)).toBe(true);
    expect(existsSync(path.join(dataDir, "pg"))).toBe(false);
    expect(existsSync(path.join(dataDir, "secret-key"))).toBe(false);
  });
});

/** The keys of the files of an unpacked archive, from its manifest. */
async function keysOf(unpacked: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(unpacked, "manifest.json"), "utf8")) as {
    files: { key: string }[];
  };
  return manifest.files.map((file) => file.key);
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  "npm run backup and restore on PostgreSQL, the server serving (issue 23 §1, §3)",
  () => {
    const targetName = `${new URL(workerDatabaseUrl() ?? "postgres://x/x").pathname.slice(1)}_restored`;
    let admin: pg.Client;
    beforeAll(async () => {
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${targetName}"`);
      await admin.query(`CREATE DATABASE "${targetName}"`);
    });
    afterAll(async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`);
      await admin.end();
    });

    /**
     * `work`, or after `ms` an error naming `step` and what PostgreSQL's sessions were doing then
     * (waiting on which lock, running which statement): a hang in CI says where it was.
     */
    async function within<T>(step: string, ms: number, work: Promise<T>): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          admin
            .query(
              `SELECT datname, pid, state, wait_event_type, wait_event, left(query, 120) AS query,
                      (SELECT string_agg(locktype || ':' || mode, ',') FROM pg_locks l
                        WHERE l.pid = a.pid AND NOT l.granted) AS waiting_for
                 FROM pg_stat_activity a WHERE datname IS NOT NULL AND state <> 'idle' AND pid <> pg_backend_pid()`,
            )
            .then(
              ({ rows }) =>
                reject(new Error(`${step} : plus de ${ms} ms\n${JSON.stringify(rows, null, 1)}`)),
              (error: unknown) => reject(error as Error),
            );
        }, ms);
      });
      try {
        return await Promise.race([work, late]);
      } finally {
        clearTimeout(timer);
      }
    }

    it("restores pg_dump's archive into a new database: the same feed and documents", async () => {
      const source = await createTestApp();
      const { patient, ids } = await seed(source);
      const before = await seenBy(patient, ids);
      const archive = path.join(await freshDir("archives"), "reseau.tar.gz");
      // taken while the source serves
      const manifest = await within(
        "backup",
        40_000,
        backup(
          {
            dataDir: source.ctx.config.dataDir,
            databaseUrl: workerDatabaseUrl(),
            storageUrl: undefined,
          },
          archive,
        ),
      );
      await within("source stop", 20_000, source.stop());
      expect(manifest.database.mode).toBe("postgres");

      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${targetName}`;
      const target = { dataDir: await freshDir("target"), databaseUrl: url.toString() };
      const { rows } = await within(
        "restore",
        40_000,
        restore({ ...target, storageUrl: undefined }, archive),
      );
      expect(rows).toEqual(manifest.database.rows);
      await expect(restore({ ...target, storageUrl: undefined }, archive)).rejects.toThrow(
        "La cible n'est pas vide",
      );
      const t = await within("restored app", 20_000, createTestApp(target, { ownDatabase: true }));
      try {
        expect(await seenBy(sameBrowser(t, patient), ids)).toEqual(before);
      } finally {
        await within("restored app stop", 20_000, t.stop());
      }
    });
  },
);
