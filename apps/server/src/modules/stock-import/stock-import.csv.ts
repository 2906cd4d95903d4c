import { Readable } from "node:stream";
import { parse } from "csv-parse";

/** How many bytes are looked at to tell UTF-8 from ISO-8859-1 and find the separator. */
const SNIFF_BYTES = 64 * 1024;

/** One record of the CSV and the number of the line it ends on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * The encoding of an export from its first bytes: UTF-8 when they are valid UTF-8 (a sequence cut
 * at the end of the sample is fine), else ISO-8859-1 — read as windows-1252, its superset, as
 * browsers do.
 */
function detectEncoding(sample: Uint8Array): "utf-8" | "windows-1252" {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return "utf-8";
  } catch {
    return "windows-1252";
  }
}

/** The separator of the header line: `;`, a tab or `,` — whichever it holds most, `,` by default. */
function detectDelimiter(firstLine: string): string {
  const counts = [";", "\t", ","].map((d) => [d, firstLine.split(d).length - 1] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ",";
}

/**
 * Decodes a byte stream to text without holding it: the first `SNIFF_BYTES` decide the encoding
 * (a BOM wins), then every chunk is decoded as it comes.
 * @returns the text chunks, and the sample's first line (to find the separator).
 */
async function* decoded(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const sample = Buffer.concat(head);
  const encoding =
    sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf
      ? "utf-8"
      : detectEncoding(sample);
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  yield decoder.decode(sample, { stream: true });
  while (!done) {
    const next = await iterator.next();
    if (next.done) break;
    yield decoder.decode(next.value, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The records of a pharmacy's CSV export, streamed (csv-parse's streaming API): encoding and
 * separator found from the start of the file, quotes as RFC 4180, empty lines skipped, cells
 * trimmed; records of any length (the caller refuses a short one with its line number).
 * Memory stays bounded by one chunk and one record, whatever the file's size.
 * @throws csv-parse's error on a malformed file (an unclosed quote), with its line.
 */
export async function* readCsvRecords(
  source: AsyncIterable<Uint8Array>,
): AsyncGenerator<CsvRecord> {
  const text = decoded(source);
  const first = await text.next();
  const start = first.done ? "" : first.value;
  const headerLine = start.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const delimiter = detectDelimiter(headerLine);
  const parser = parse({
    delimiter,
    bom: true,
    info: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  const input = Readable.from(
    (async function* () {
      if (start) yield start;
      for await (const chunk of text) yield chunk;
    })(),
    { objectMode: false },
  );
  input.on("error", (error) => parser.destroy(error));
  input.pipe(parser);
  for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: item.info.lines, cells: item.record };
  }
}
