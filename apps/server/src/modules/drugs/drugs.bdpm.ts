import { drugNameKey, format, TEXTS } from "@reseau/shared";
import type {
  DrugCompositionRow,
  DrugGenericGroupRow,
  DrugPresentationRow,
  DrugSpecialityRow,
} from "./drugs.schema.js";

const T = TEXTS.drugs;

/** The four files of the BDPM the guide reads (issue 19 §4), by role. */
export const BDPM_FILES = {
  specialities: "CIS_bdpm.txt",
  presentations: "CIS_CIP_bdpm.txt",
  compositions: "CIS_COMPO_bdpm.txt",
  groups: "CIS_GENER_bdpm.txt",
} as const;

/** The rows of a BDPM export, ready to store; `skipped` counts rows naming an unknown CIS. */
export interface BdpmRows {
  specialities: DrugSpecialityRow[];
  presentations: DrugPresentationRow[];
  compositions: DrugCompositionRow[];
  groups: DrugGenericGroupRow[];
  skipped: number;
}

/** A BDPM file that cannot be read: its French message names the file and the line. */
export class BdpmError extends Error {}

/**
 * The text of a BDPM file: UTF-8 when the bytes are valid UTF-8 (without its BOM), otherwise
 * Windows-1252 (the encoding of the official downloads, a superset of latin1).
 */
function decodeBdpm(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

/** The tab-separated fields of each non-blank line, trimmed, with its 1-based line number. */
function* linesOf(text: string): Generator<{ fields: string[]; line: number }> {
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    yield { fields: line.split("\t").map((f) => f.trim()), line: i + 1 };
  }
}

/** A price as the BDPM writes it ("2,18", "1 066,91", "1,066,91") in cents; null when none. */
function priceCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, "");
  if (compact === "") return null;
  const match =
    /^(\d{1,3}(?:[.,]?\d{3})*|\d+)[.,](\d{1,2})$/.exec(compact) ?? /^(\d+)$/.exec(compact);
  if (!match) return null;
  const euros = Number((match[1] ?? "0").replace(/[.,]/g, ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  return euros * 100 + cents;
}

/**
 * Reads the four BDPM files (issue 19 §4; tab-separated, no header, UTF-8 or Windows-1252) into
 * rows: specialities (CIS, name, form, routes split on `;`, marketing status, holder),
 * presentations (CIP13, CIS, label, price), components (CIS, substance, dosage, reference,
 * nature) and generic groups (id, label, CIS, type). Rows naming a CIS absent from `CIS_bdpm.txt`
 * are left out and counted (the official export has a few).
 * @param files the bytes of each file, by file name (`BDPM_FILES`)
 * @throws BdpmError (French message) when a file is missing or a line has too few fields or a
 *   malformed CIS (8 digits), CIP13 (13 digits) or group type.
 */
export function parseBdpm(files: Record<string, Uint8Array | undefined>): BdpmRows {
  const text = (name: string) => {
    const bytes = files[name];
    if (!bytes) throw new BdpmError(format(T.fileMissing, { file: name }));
    return decodeBdpm(bytes);
  };
  const fail = (file: string, line: number, reason: string) =>
    new BdpmError(format(T.badLine, { file, line, reason }));
  const cisOf = (file: string, line: number, value: string | undefined) => {
    if (!value || !/^\d{8}$/.test(value)) throw fail(file, line, `code CIS « ${value ?? ""} »`);
    return value;
  };
  const need = (file: string, line: number, fields: string[], count: number) => {
    if (fields.length < count) throw fail(file, line, `${fields.length} champs sur ${count}`);
  };

  const rows: BdpmRows = {
    specialities: [],
    presentations: [],
    compositions: [],
    groups: [],
    skipped: 0,
  };
  const known = new Set<string>();
  const file = BDPM_FILES.specialities;
  for (const { fields, line } of linesOf(text(file))) {
    need(file, line, fields, 11);
    const [cis, name, form, routes, , , status, , , , holder] = fields;
    const code = cisOf(file, line, cis);
    if (known.has(code)) continue;
    known.add(code);
    rows.specialities.push({
      cis: code,
      name: name ?? "",
      nameKey: drugNameKey(name ?? ""),
      form: form ?? "",
      routes: (routes ?? "")
        .split(";")
        .map((r) => r.trim())
        .filter(Boolean),
      status: status ?? "",
      holder: holder ?? "",
    });
  }

  const seenCip = new Set<string>();
  for (const { fields, line } of linesOf(text(BDPM_FILES.presentations))) {
    const f = BDPM_FILES.presentations;
    need(f, line, fields, 7);
    const [cis, , label, , , , cip13, , , price] = fields;
    const code = cisOf(f, line, cis);
    if (!cip13 || !/^\d{13}$/.test(cip13)) throw fail(f, line, `code CIP13 « ${cip13 ?? ""} »`);
    if (!known.has(code) || seenCip.has(cip13)) {
      rows.skipped++;
      continue;
    }
    seenCip.add(cip13);
    rows.presentations.push({
      cip13,
      cis: code,
      label: label ?? "",
      priceCents: priceCents(price ?? ""),
    });
  }

  for (const { fields, line } of linesOf(text(BDPM_FILES.compositions))) {
    const f = BDPM_FILES.compositions;
    need(f, line, fields, 7);
    const [cis, , , substance, dosage, reference, nature] = fields;
    const code = cisOf(f, line, cis);
    if (!known.has(code)) {
      rows.skipped++;
      continue;
    }
    rows.compositions.push({
      cis: code,
      substance: substance ?? "",
      dosage: dosage ?? "",
      reference: reference ?? "",
      nature: nature ?? "",
    });
  }

  const seenGroup = new Set<string>();
  for (const { fields, line } of linesOf(text(BDPM_FILES.groups))) {
    const f = BDPM_FILES.groups;
    need(f, line, fields, 4);
    const [groupId, label, cis, type] = fields;
    const code = cisOf(f, line, cis);
    if (!type || !/^\d$/.test(type)) throw fail(f, line, `type de générique « ${type ?? ""} »`);
    const key = `${groupId}\t${code}`;
    if (!known.has(code) || seenGroup.has(key)) {
      rows.skipped++;
      continue;
    }
    seenGroup.add(key);
    rows.groups.push({ groupId: groupId ?? "", label: label ?? "", cis: code, type: Number(type) });
  }
  return rows;
}
