import { format, TEXTS } from "../common/texts.js";
import { isValidNir, normalizeNir } from "../accounts/identity.js";

/**
 * HPRIM laboratory result files (issue 10 §1, 000 §3 "HPRIM document"): the two formats French
 * laboratories send, read into one structure. Pure: bytes in, reports or a French refusal out.
 *
 * - HPRIM Médecins (text): per patient an identity header (12 lines: file number, last name,
 *   first name, two address lines, postcode and city, birth date DD/MM/YYYY, NIR, the lab's file
 *   reference, the exam date, two prescriber lines), the free-text report, optionally a
 *   `****LAB****` block of `RES|…` and `TEX|…` lines, then `****FIN****`; the file ends with
 *   `****FINFICHIER****`, followed by nothing but blank lines.
 * - HPRIM Santé 2.1: segments `H` (delimiters), `P` (a patient), `OBR`, `OBX`, `C`, `A`
 *   (continuation of the previous segment), `L` (end).
 */

/** The mime of an HPRIM file (000 §3). */
export const HPRIM_MIME = "application/x-hprimnet";

/**
 * True for a laboratory's result document (an HPRIM file, `mime` application/x-hprimnet): it opens
 * on its table of values and bars (`/resultats/{id}`) wherever it is listed, never in the picture
 * or PDF viewer (issue 18 §4).
 */
export function isLabResultDocument(document: { mime: string }): boolean {
  return document.mime === HPRIM_MIME;
}

/** One result of a report (000 §3: index, result, unit, normInf, normSup; with label, code, flag). */
export interface LabResult {
  /** Order in the report, from 0. */
  index: number;
  label: string;
  code: string;
  /** A number when the file gives one (decimal comma or point), else the text as written ("< 0.12"). */
  result: number | string;
  unit: string;
  normInf: number | null;
  normSup: number | null;
  /** The laboratory's flag as written (N, L, H, …), "" when none. */
  flag: string;
}

/** One patient's report read from an HPRIM file. */
export interface HprimReport {
  format: "medecins" | "sante";
  /** The laboratory's file number of the patient. */
  fileNumber: string;
  lastName: string;
  firstName: string;
  /** Address lines as written (postcode and city last), blanks removed. */
  address: string[];
  /** `YYYY-MM-DD`, null when the file gives none. */
  birth: string | null;
  /** The NIR when the file holds a valid one (normalised), else null. */
  nir: string | null;
  /** The exam date `YYYY-MM-DD`, null when absent or unreadable. */
  examDate: string | null;
  /** Prescriber lines as written ("" when none). */
  prescriber: string;
  /** The free-text report, lines kept, trailing blanks removed. */
  text: string;
  results: LabResult[];
  /** File references (HPRIM Santé OBX of type FIC, results in PDF units). */
  files: string[];
  /**
   * This patient's part of the file, alone, as a valid HPRIM file of its format (its header
   * and end marker added): what is stored for her, never another patient's lines.
   */
  source: string;
}

/** A report without its source lines (what is stored beside the file that holds them). */
export function withoutSource(report: HprimReport): Omit<HprimReport, "source"> {
  const copy: Partial<HprimReport> = { ...report };
  delete copy.source;
  return copy as Omit<HprimReport, "source">;
}

/** The outcome of reading a file: its reports, or the French reason it is refused. */
export type HprimParse = { ok: true; reports: HprimReport[] } | { ok: false; message: string };

// the WHATWG decoder of Node and the browsers (this package is built without the DOM library)
declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode(input: Uint8Array): string };

// the bytes 0x80–0x9F of Windows-1252, the superset of ISO-8859-1 that French software writes
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

/**
 * Decodes a file's bytes: UTF-8 when they are valid UTF-8 (a BOM is dropped), otherwise
 * ISO-8859-1 read as Windows-1252 (its superset: « œ », « € », « ’ » of French software).
 * Written here rather than with iconv-lite so the web bundle, which imports this package, stays
 * free of Node's Buffer.
 */
export function decodeHprimBytes(bytes: Uint8Array): string {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    let text = "";
    for (const byte of body) {
      text +=
        byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charAt(byte - 0x80) : String.fromCharCode(byte);
    }
    return text;
  }
}

class HprimError extends Error {}

const fail = (reason: string, line?: number): never => {
  throw new HprimError(line === undefined ? reason : format(TEXTS.hprim.atLine, { line, reason }));
};

const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A number written with a decimal comma or point; null for anything else. */
export function parseLabNumber(text: string | undefined): number | null {
  const clean = (text ?? "").trim();
  if (!NUMBER.test(clean)) return null;
  const value = Number(clean.replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

/** `DD/MM/YYYY` (or `DD/MM/YY`, 20th or 21st century) as `YYYY-MM-DD`; null when not a real date. */
function frenchDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const year = y.length === 2 ? (Number(y) > 50 ? `19${y}` : `20${y}`) : y;
  return isoDate(year, m, d);
}

/** `YYYYMMDD…` as `YYYY-MM-DD`; null when not a real date. */
function compactDate(text: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec((text ?? "").trim());
  return match ? isoDate(match[1] as string, match[2] as string, match[3] as string) : null;
}

function isoDate(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month}-${day}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A NIR read from a file: normalised when valid, else null (then the patient is matched by name). */
function nirOf(text: string | undefined): string | null {
  const clean = (text ?? "").replace(/\s/g, "");
  return clean.length >= 13 && isValidNir(clean) ? normalizeNir(clean) : null;
}

function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.map((line) => line.replace(/\s+$/, ""));
}

/** Lines without leading and trailing blank ones, joined. */
function joinText(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && (lines[start] ?? "").trim() === "") start += 1;
  while (end > start && (lines[end - 1] ?? "").trim() === "") end -= 1;
  return lines.slice(start, end).join("\n");
}

/** A result's value: a number when it reads as one, else the trimmed text. */
function valueOf(text: string | undefined): number | string {
  return parseLabNumber(text) ?? (text ?? "").trim();
}

/**
 * Reads an HPRIM file (either format, detected from its first line).
 * @returns the reports, one per patient, or `{ok: false, message}` with the French reason
 *   (« Fichier HPRIM illisible : ligne 25 : … »): nothing of a refused file is to be stored.
 */
export function parseHprim(bytes: Uint8Array): HprimParse {
  return parseHprimText(decodeHprimBytes(bytes));
}

/** `parseHprim` on text already decoded. */
export function parseHprimText(text: string): HprimParse {
  try {
    const lines = splitLines(text);
    const first = lines.find((line) => line.trim() !== "");
    if (first === undefined) fail(TEXTS.hprim.empty);
    const reports = /^H[^A-Za-z0-9\s]/.test(first ?? "") ? parseSante(lines) : parseMedecins(lines);
    if (reports.length === 0) fail(TEXTS.hprim.noPatient);
    return { ok: true, reports };
  } catch (error) {
    if (!(error instanceof HprimError)) throw error;
    return { ok: false, message: format(TEXTS.hprim.prefix, { reason: error.message }) };
  }
}

const LAB = "****LAB****";
const FIN = "****FIN****";
const END = "****FINFICHIER****";
const HEADER_LINES = 12;
const BIRTH_LINE = 7;

function parseMedecins(lines: string[]): HprimReport[] {
  const reports: HprimReport[] = [];
  let i = 0;
  for (;;) {
    // blank lines between two reports
    while (i < lines.length && (lines[i] ?? "").trim() === "") i += 1;
    if (i >= lines.length) fail(TEXTS.hprim.noEnd);
    const startLine = i + 1;
    const startIndex = i;
    if ((lines[i] ?? "").trim() === END) {
      if (reports.length === 0) fail(TEXTS.hprim.noPatient);
      const rest = lines.slice(i + 1).findIndex((line) => line.trim() !== "");
      if (rest >= 0) fail(TEXTS.hprim.afterEnd, i + 2 + rest);
      return reports;
    }
    const body: { text: string; line: number }[] = [];
    const labLines: { text: string; line: number }[] = [];
    let inLab = false;
    let closed = false;
    for (; i < lines.length; i += 1) {
      const raw = lines[i] ?? "";
      const marker = raw.trim();
      const lineNo = i + 1;
      if (marker === FIN) {
        closed = true;
        i += 1;
        break;
      }
      if (marker === END) {
        // test4: text after a report's ****FIN****, then the file's end: refused at that text
        if (reports.length > 0) fail(TEXTS.hprim.textAfterFin, startLine);
        fail(TEXTS.hprim.missingFin, lineNo);
      }
      if (marker === LAB) {
        if (inLab || body.length < BIRTH_LINE) {
          fail(format(TEXTS.hprim.misplacedMarker, { marker: LAB }), lineNo);
        }
        inLab = true;
        continue;
      }
      if (/^\*{4}[A-Z]+\*{4}$/.test(marker)) {
        fail(format(TEXTS.hprim.misplacedMarker, { marker }), lineNo);
      }
      (inLab ? labLines : body).push({ text: raw, line: lineNo });
    }
    if (!closed) fail(TEXTS.hprim.noEnd);
    const source = [...lines.slice(startIndex, i), END, ""].join("\r\n");
    reports.push({ ...medecinsReport(body, labLines, startLine), source });
  }
}

function medecinsReport(
  body: { text: string; line: number }[],
  labLines: { text: string; line: number }[],
  startLine: number,
): Omit<HprimReport, "source"> {
  if (body.length < BIRTH_LINE) fail(TEXTS.hprim.shortHeader, startLine);
  const at = (n: number) => (body[n - 1]?.text ?? "").trim();
  const lastName = at(2);
  if (!lastName) fail(TEXTS.hprim.lastName, body[1]?.line ?? startLine);
  const birthText = at(BIRTH_LINE);
  const birth = birthText ? frenchDate(birthText) : null;
  if (birthText && !birth) {
    fail(format(TEXTS.hprim.birth, { value: birthText }), body[BIRTH_LINE - 1]?.line);
  }
  const results: LabResult[] = [];
  const files: string[] = [];
  const texLines: string[] = [];
  for (const { text, line } of labLines) {
    if (text.trim() === "") continue;
    if (/^TEX(\||$)/.test(text)) {
      texLines.push(text.slice(4));
      continue;
    }
    if (!/^RES(\||$)/.test(text)) fail(TEXTS.hprim.labLine, line);
    const f = text.split("|");
    addResult(results, files, f[1], f[2], f[4], f[5], f[6], f[7], f[8]);
    // a second unit of the same analysis (`|value2|unit2|normInf2|normSup2`)
    if ((f[10] ?? "").trim() !== "")
      addResult(results, files, f[1], f[2], f[10], f[11], f[12], f[13], f[8]);
  }
  const freeText = joinText(body.slice(HEADER_LINES).map((l) => l.text));
  return {
    format: "medecins",
    fileNumber: at(1),
    lastName,
    firstName: at(3),
    address: [at(4), at(5), at(6)].filter((line) => line !== ""),
    birth,
    nir: nirOf(at(8)),
    examDate: frenchDate(at(10)),
    prescriber: [at(11), at(12)].filter((line) => line !== "").join(" "),
    text: freeText || joinText(texLines),
    results,
    files,
  };
}

function addResult(
  results: LabResult[],
  files: string[],
  label: string | undefined,
  code: string | undefined,
  value: string | undefined,
  unit: string | undefined,
  normInf: string | undefined,
  normSup: string | undefined,
  flag: string | undefined,
): void {
  const name = (label ?? "").trim();
  const result = valueOf(value);
  // `RES||IGET 005|A`: a line with neither label nor value carries nothing
  if (!name && result === "") return;
  const unitText = (unit ?? "").trim();
  if (unitText.toUpperCase() === "PDF" && typeof result === "string" && result) files.push(result);
  results.push({
    index: results.length,
    label: name,
    code: (code ?? "").trim(),
    result,
    unit: unitText,
    normInf: parseLabNumber(normInf),
    normSup: parseLabNumber(normSup),
    flag: (flag ?? "").trim(),
  });
}

const SANTE_SEGMENTS = new Set(["H", "P", "OBR", "OBX", "C", "A", "L"]);

function parseSante(lines: string[]): HprimReport[] {
  const firstIndex = lines.findIndex((line) => line.trim() !== "");
  const header = lines[firstIndex] ?? "";
  const sep = header.charAt(1);
  const delimiters = header.split(sep)[1] ?? "";
  if (delimiters.length < 2) fail(TEXTS.hprim.santeHeader, firstIndex + 1);
  // HPRIM Santé declares, in order, the component, repetition, escape and sub-component
  // characters (`H|^~\&|…` most often; `H|~^\&|…` makes `~` the component separator)
  const [component = "^", repetition = "~", escape = "", subcomponent = "&"] = [...delimiters];
  const unescape = (text: string | undefined) => {
    if (!escape) return text ?? "";
    return (text ?? "")
      .split(`${escape}S${escape}`)
      .join(component)
      .split(`${escape}F${escape}`)
      .join(sep)
      .split(`${escape}R${escape}`)
      .join(repetition)
      .split(`${escape}T${escape}`)
      .join(subcomponent)
      .split(`${escape}E${escape}`)
      .join(escape);
  };
  /** The components of a field's first repetition, unescaped and trimmed (`DUPONT^MARIE`). */
  const parts = (field: string | undefined) =>
    (field ?? "")
      .split(repetition)[0]
      ?.split(component)
      .map((part) => unescape(part).trim()) ?? [];
  /** A composite field's first component (a unit `g/l^^L`, a flag, a file number). */
  const first = (field: string | undefined) => parts(field)[0] ?? "";

  // segments with their first line, continuation `A` segments joined to the previous one
  const segments: { fields: string[]; line: number; raw: string[] }[] = [];
  let ended = -1;
  for (let i = firstIndex; i < lines.length; i += 1) {
    const raw = lines[i] ?? "";
    if (raw.trim() === "") continue;
    if (ended >= 0) fail(TEXTS.hprim.santeAfterL, i + 1);
    const id = raw.split(sep)[0] ?? "";
    if (!SANTE_SEGMENTS.has(id))
      fail(format(TEXTS.hprim.santeSegment, { segment: id.slice(0, 10) }), i + 1);
    if (id === "A") {
      const previous = segments.at(-1);
      if (!previous) fail(format(TEXTS.hprim.santeSegment, { segment: id }), i + 1);
      const joined = `${previous?.fields.join(sep)}${raw.slice(2)}`;
      if (previous) {
        previous.fields = joined.split(sep);
        previous.raw.push(raw);
      }
      continue;
    }
    if (id === "H" && segments.length > 0)
      fail(format(TEXTS.hprim.santeSegment, { segment: id }), i + 1);
    segments.push({ fields: raw.split(sep), line: i + 1, raw: [raw] });
    if (id === "L") ended = i;
  }
  if (ended < 0) fail(TEXTS.hprim.santeNoL);

  const reports: HprimReport[] = [];
  const ownLines: string[][] = [];
  for (const { fields, line, raw } of segments) {
    const id = fields[0];
    const current = reports.at(-1);
    if (id === "H" || id === "L") continue;
    if (id === "P") ownLines.push([...raw]);
    else ownLines.at(-1)?.push(...raw);
    if (id === "P") {
      const name = parts(fields[5]);
      const lastName = name[0] ?? "";
      if (!lastName) fail(TEXTS.hprim.santeName, line);
      const address = parts(fields[10]);
      reports.push({
        format: "sante",
        fileNumber: first(fields[2]),
        lastName,
        firstName: name[1] ?? "",
        address: [
          address[0] ?? "",
          address[1] ?? "",
          [address[4], address[2]].filter(Boolean).join(" "),
        ].filter((part) => part !== ""),
        birth: compactDate(fields[7]),
        nir: nirOf(first(fields[4])) ?? nirOf(first(fields[3])) ?? nirOf(first(fields[2])),
        examDate: null,
        prescriber: "",
        text: "",
        results: [],
        files: [],
        source: "",
      });
      continue;
    }
    if (!current) fail(format(TEXTS.hprim.santeOrphan, { segment: id ?? "" }), line);
    const report = current as HprimReport;
    if (id === "OBR") {
      report.examDate ??= compactDate(fields[7]);
      const prescriber = parts(fields[16]);
      if (!report.prescriber) report.prescriber = prescriber.slice(0, 3).filter(Boolean).join(" ");
    } else if (id === "C") {
      const comment = unescape(fields[3]).trim();
      if (comment) report.text = report.text ? `${report.text}\n${comment}` : comment;
    } else if (id === "OBX") {
      const type = (fields[2] ?? "").trim().toUpperCase();
      const identifier = parts(fields[3]);
      const code = identifier[0] ?? "";
      const label = identifier[1] || code;
      const value = unescape(fields[5]);
      if (type === "FIC" || type === "RP") {
        if (value.trim()) report.files.push(value.trim());
      } else if (type === "TX" || type === "FT") {
        const text = value.trim();
        if (text)
          report.text = report.text ? `${report.text}\n${label} : ${text}` : `${label} : ${text}`;
      } else {
        // a range as text (`0,74 - 1,06`) or as components (`0,74^1,06`)
        const bounds = parts(fields[7]);
        const range = /^\s*([+-]?[\d.,]+)\s*-\s*([+-]?[\d.,]+)\s*$/.exec(bounds[0] ?? "");
        const [low, high] = range ? [range[1], range[2]] : [bounds[0], bounds[1]];
        report.results.push({
          index: report.results.length,
          label,
          code,
          result: type === "NM" ? valueOf(value) : value.trim(),
          unit: first(fields[6]),
          normInf: parseLabNumber(low),
          normSup: parseLabNumber(high),
          flag: first(fields[8]),
        });
      }
    }
  }
  return reports.map((report, n) => ({
    ...report,
    source: [header, ...(ownLines[n] ?? []), "L|1", ""].join("\r"),
  }));
}
