import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DrugDetailDto, DrugSummaryDto } from "@reseau/shared";
import { BDPM_SAMPLE_DIR } from "../../db/seed-drugs.js";
import { createPatient, createTestApp, type TestApp } from "../../test/harness.js";
import { BdpmError, importBdpmFolder } from "./index.js";

type ErrorBody = { message: string };

let t: TestApp;
let folders: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  folders = [];
});

/** A folder of the four BDPM files, each written from its lines in `encoding`. */
async function bdpmFolder(
  files: Record<string, string[]>,
  encoding: "utf8" | "latin1",
): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bdpm-"));
  folders.push(folder);
  for (const [name, lines] of Object.entries(files)) {
    await writeFile(path.join(folder, name), Buffer.from(lines.join("\r\n") + "\r\n", encoding));
  }
  return folder;
}

const TINY = {
  "CIS_bdpm.txt": [
    "61111111\tCÉTIRIZINE ÉLÉGANTE 10 mg, comprimé\tcomprimé pelliculé\torale;sublinguale\tAutorisation active\tProcédure nationale\tCommercialisée\t01/01/2000\t\t\t LABORATOIRE ÉTÉ\tNon",
    "62222222\tZYRTEC 10 mg, comprimé\tcomprimé\torale\tAutorisation active\tProcédure nationale\tCommercialisée\t01/01/2000\t\t\t UCB PHARMA\tNon",
  ],
  "CIS_CIP_bdpm.txt": [
    "61111111\t3000001\tplaquette(s) de 15 comprimé(s)\tPrésentation active\tDéclaration de commercialisation\t01/01/2000\t3400930000014\toui\t65%\t1 066,91\t\t\t",
    "99999999\t3000002\tboîte d’un CIS inconnu\tPrésentation active\tDéclaration de commercialisation\t01/01/2000\t3400930000021\toui\t65%\t2,18\t\t\t",
  ],
  "CIS_COMPO_bdpm.txt": [
    "61111111\tcomprimé\t01234\tCÉTIRIZINE (DICHLORHYDRATE DE)\t10 mg\tun comprimé\tSA\t1",
  ],
  "CIS_GENER_bdpm.txt": [
    "77\tCÉTIRIZINE 10 mg - ZYRTEC 10 mg, comprimé\t62222222\t0\t1",
    "77\tCÉTIRIZINE 10 mg - ZYRTEC 10 mg, comprimé\t61111111\t1\t2",
  ],
};

describe("the BDPM importer (issue 19 §4)", () => {
  it.each(["utf8", "latin1"] as const)("reads the files written in %s", async (encoding) => {
    const counts = await importBdpmFolder(t.database.db, await bdpmFolder(TINY, encoding));
    expect(counts).toEqual({
      specialities: 2,
      presentations: 1,
      compositions: 1,
      groups: 2,
      skipped: 1,
    });
    const drug = await t.client().get<DrugDetailDto>("/api/drugs/61111111");
    expect(drug.status).toBe(200);
    expect(drug.body).toEqual({
      id: "61111111",
      name: "CÉTIRIZINE ÉLÉGANTE 10 mg, comprimé",
      form: "comprimé pelliculé",
      routes: ["orale", "sublinguale"],
      status: "Commercialisée",
      holder: "LABORATOIRE ÉTÉ",
      presentations: [
        { cip13: "3400930000014", label: "plaquette(s) de 15 comprimé(s)", priceCents: 106691 },
      ],
      substances: [
        { name: "CÉTIRIZINE (DICHLORHYDRATE DE)", dosage: "10 mg", reference: "un comprimé" },
      ],
      group: { id: "77", label: "CÉTIRIZINE 10 mg - ZYRTEC 10 mg, comprimé", type: 1 },
    });
  });

  it("replaces the base on each import, and a malformed file stores nothing", async () => {
    await importBdpmFolder(t.database.db, BDPM_SAMPLE_DIR);
    const again = await importBdpmFolder(t.database.db, BDPM_SAMPLE_DIR);
    expect(again.specialities).toBeGreaterThanOrEqual(200);
    // the tiny base's drug is gone: the import replaced the whole base
    expect((await t.client().get("/api/drugs/61111111")).status).toBe(404);

    const broken = await bdpmFolder(
      {
        ...TINY,
        "CIS_CIP_bdpm.txt": [
          ...TINY["CIS_CIP_bdpm.txt"],
          "61111111\t3000003\tboîte\tPrésentation active\tDéclaration\t01/01/2000\t34009\toui",
        ],
      },
      "utf8",
    );
    await expect(importBdpmFolder(t.database.db, broken)).rejects.toThrow(
      new BdpmError("CIS_CIP_bdpm.txt, ligne 3 : ligne illisible (code CIP13 « 34009 »)."),
    );
    const missing = await bdpmFolder({ "CIS_bdpm.txt": TINY["CIS_bdpm.txt"] }, "utf8");
    await expect(importBdpmFolder(t.database.db, missing)).rejects.toThrow(
      "Fichier BDPM manquant : CIS_CIP_bdpm.txt.",
    );
    const search = await t.client().get<DrugSummaryDto[]>("/api/drugs/search?name=doliprane");
    expect(search.body.length).toBeGreaterThan(3);
  });
});

describe("GET /api/drugs/search and /api/drugs/{id} (issue 19 §4)", () => {
  beforeAll(async () => {
    await importBdpmFolder(t.database.db, BDPM_SAMPLE_DIR);
  });

  const search = (name: string) =>
    t.client().get<DrugSummaryDto[]>(`/api/drugs/search?name=${encodeURIComponent(name)}`);

  it("finds by the start of the name, case and accents ignored, ordered by name", async () => {
    const found = await search("DoLi");
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(3);
    expect(found.body.every((d) => d.name.startsWith("DOLIPRANE"))).toBe(true);
    const names = found.body.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // « é » typed, « E » stored, and the reverse
    expect((await search("efféral")).body.map((d) => d.name)).toContain(
      "EFFERALGAN 1000 mg, comprimé",
    );
    expect((await search("ibuprofène")).body.length).toBeGreaterThan(0);
    // the middle of a word is no match; the start of a later word is
    expect((await search("liprane")).body).toEqual([]);
    expect((await search("clavulanique")).body.map((d) => d.name)).toEqual([
      expect.stringMatching(/^AMOXICILLINE\/ACIDE CLAVULANIQUE BIOGARAN/),
      expect.stringMatching(/^AMOXICILLINE\/ACIDE CLAVULANIQUE SANDOZ/),
      expect.stringMatching(/^AUGMENTIN 1 g\/125 mg/),
    ]);
    // LIKE wildcards are plain text
    expect((await search("%")).body).toEqual([]);
    expect((await search("_")).body).toEqual([]);
  });

  it("answers at most 50 drugs, never the whole base", async () => {
    const many = await search("paracetamol");
    expect(many.body.length).toBeGreaterThan(0);
    const letters = await Promise.all(["a", "c", "p"].map((letter) => search(letter)));
    expect(letters.some((answer) => answer.body.length === 50)).toBe(true);
    for (const answer of letters) expect(answer.body.length).toBeLessThanOrEqual(50);
  });

  it("refuses no name, a blank name and a name over 100 characters (400, French)", async () => {
    for (const url of [
      "/api/drugs/search",
      "/api/drugs/search?name=",
      "/api/drugs/search?name=%20%20%20",
    ]) {
      const response = await t.client().get<ErrorBody>(url);
      expect(response.status, url).toBe(400);
      expect(response.body.message).toBe("Indiquez le nom du médicament à chercher.");
    }
    const long = await search("d".repeat(101));
    expect(long.status).toBe(400);
    expect(long.body as unknown as ErrorBody).toMatchObject({
      message: "Le nom cherché doit faire au plus 100 caractères.",
    });
    expect((await search("d".repeat(100))).status).toBe(200);
  });

  it("reads one drug with its CIP13 codes, substances and group; 404 when unknown", async () => {
    const [first] = (await search("doliprane 1000 mg, comprimé")).body;
    const drug = await t.client().get<DrugDetailDto>(`/api/drugs/${first?.id}`);
    expect(drug.status).toBe(200);
    expect(drug.body.name).toBe("DOLIPRANE 1000 mg, comprimé");
    expect(drug.body.presentations[0]?.cip13).toMatch(/^34009\d{8}$/);
    expect(drug.body.substances).toEqual([
      { name: "PARACÉTAMOL", dosage: "1000 mg", reference: "un comprimé" },
    ]);
    expect(drug.body.group).toMatchObject({ type: 0 });

    for (const id of ["00000000", "doliprane"]) {
      const unknown = await t.client().get<ErrorBody>(`/api/drugs/${id}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(
        "Ce médicament est introuvable dans la base des médicaments.",
      );
    }
  });

  it("is public: the same answers without and with a session", async () => {
    const visitor = await search("amox");
    expect(visitor.status).toBe(200);
    const patient = await createPatient(t);
    const logged = await patient.get<DrugSummaryDto[]>("/api/drugs/search?name=amox");
    expect(logged.body).toEqual(visitor.body);
  });
});
