import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  DRUG_SEARCH_LIMIT,
  drugNameKey,
  TEXTS,
  type DrugDetailDto,
  type DrugSummaryDto,
} from "@reseau/shared";
import type { Db } from "../../db/client.js";
import type { AppContext } from "../../platform/context.js";
import { notFound } from "../../platform/errors.js";
import { BDPM_FILES, parseBdpm } from "./drugs.bdpm.js";
import { drugsRepository } from "./drugs.repository.js";
import type { DrugSpecialityRow } from "./drugs.schema.js";

/** How many rows an import stored, by table, and how many rows named an unknown CIS. */
export interface DrugImportCounts {
  specialities: number;
  presentations: number;
  compositions: number;
  groups: number;
  skipped: number;
}

/**
 * Imports the BDPM files of `folder` (issue 19 §4: `CIS_bdpm.txt`, `CIS_CIP_bdpm.txt`,
 * `CIS_COMPO_bdpm.txt`, `CIS_GENER_bdpm.txt`; UTF-8 or Windows-1252), replacing the whole drug
 * base in one transaction: importing again gives the same base, and a failed import leaves the
 * previous one untouched.
 * @returns the rows stored by table
 * @throws BdpmError (French message naming the file and line) when a file is missing or a line
 *   is malformed; nothing is stored then.
 */
export async function importBdpmFolder(db: Db, folder: string): Promise<DrugImportCounts> {
  const files: Record<string, Uint8Array | undefined> = {};
  for (const name of Object.values(BDPM_FILES)) {
    files[name] = await readFile(path.join(folder, name)).catch(() => undefined);
  }
  const rows = parseBdpm(files);
  await db.transaction((tx) => drugsRepository.replaceAll(tx, rows));
  return {
    specialities: rows.specialities.length,
    presentations: rows.presentations.length,
    compositions: rows.compositions.length,
    groups: rows.groups.length,
    skipped: rows.skipped,
  };
}

const summaryOf = (row: DrugSpecialityRow): DrugSummaryDto => ({
  id: row.cis,
  name: row.name,
  form: row.form,
  routes: row.routes,
});

/**
 * `GET /api/drugs/search` (issue 19 §4): the drugs whose name, or a word of it, starts with
 * `name` (case and accents ignored), by name, at most 50. A name with no letter nor digit finds
 * nothing.
 */
export async function searchDrugs(
  ctx: Pick<AppContext, "db">,
  name: string,
): Promise<DrugSummaryDto[]> {
  const key = drugNameKey(name);
  if (key === "") return [];
  const rows = await drugsRepository.search(ctx.db, key, DRUG_SEARCH_LIMIT);
  return rows.map(summaryOf);
}

/**
 * `GET /api/drugs/{id}` (issue 19 §4): the speciality of CIS `cis` with its presentations
 * (CIP13, label, price in cents), active substances and generic group.
 * @throws AppError 404 « Ce médicament est introuvable… » when no speciality has this CIS.
 */
export async function getDrug(ctx: Pick<AppContext, "db">, cis: string): Promise<DrugDetailDto> {
  const row = await drugsRepository.find(ctx.db, cis);
  if (!row) throw notFound(TEXTS.drugs.notFound);
  const [presentations, substances, group] = await Promise.all([
    drugsRepository.presentationsOf(ctx.db, cis),
    drugsRepository.substancesOf(ctx.db, cis),
    drugsRepository.groupOf(ctx.db, cis),
  ]);
  return {
    ...summaryOf(row),
    status: row.status,
    holder: row.holder,
    presentations: presentations.map((p) => ({
      cip13: p.cip13,
      label: p.label,
      priceCents: p.priceCents,
    })),
    substances,
    group: group ? { id: group.groupId, label: group.label, type: group.type } : null,
  };
}
