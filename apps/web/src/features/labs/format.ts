import {
  barState,
  format,
  formatParisDateTime,
  TEXTS,
  type LabResultDto,
  type LabResultItem,
} from "@reseau/shared";

const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 6 });

/** A value as a French reader writes it: « 0,91 », « 4 450 000 »; text as it came. */
function valueText(value: number | string): string {
  return typeof value === "number" ? numberFormat.format(value) : value;
}

/** A result with its unit: « 0,91 g/l », « < 0.12 mg/l ». */
export function resultText(result: Pick<LabResultDto, "result" | "unit">): string {
  const value = valueText(result.result);
  return result.unit && !value.includes(result.unit) ? `${value} ${result.unit}` : value;
}

/** The norms: « 0,74 – 1,06 », « ≥ 27 », « ≤ 2 », or "" without any. */
export function normsText(result: Pick<LabResultDto, "normInf" | "normSup">): string {
  const { normInf, normSup } = result;
  if (normInf !== null && normSup !== null) return `${valueText(normInf)} – ${valueText(normSup)}`;
  if (normInf !== null) return `≥ ${valueText(normInf)}`;
  if (normSup !== null) return `≤ ${valueText(normSup)}`;
  return "";
}

/** `YYYY-MM-DD` as « 12/04/1985 ». */
export function dayText(iso: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/** What a bar's state is called, for the bar's name and the phone's list. */
export const BAR_STATE_TEXT = {
  below: TEXTS.labs.below,
  in: TEXTS.labs.inRange,
  above: TEXTS.labs.above,
} as const;

/**
 * The spoken name of a result's bar (issue 18 §4): « Glycémie : 1,05 g/l, valeurs normales de 0,7
 * à 1,1 g/l », and its state after a dash when out of the norms. "" without a bar.
 */
export function barLabelOf(result: LabResultDto): string {
  const { bar, normInf, normSup } = result;
  if (bar === null || normInf === null || normSup === null) return "";
  const state = barState(bar);
  const unit = result.unit && result.unit.toUpperCase() !== "PDF" ? ` ${result.unit}` : "";
  return format(state === "in" ? TEXTS.labs.barLabel : TEXTS.labs.barLabelOut, {
    analysis: result.label || result.code,
    value: resultText(result),
    low: valueText(normInf),
    high: `${valueText(normSup)}${unit}`,
    state: BAR_STATE_TEXT[state],
  });
}

/**
 * The title of a line of `/analyses` (issue 18 §4): the patient as the file names her, last name
 * in capitals, and the exam's day — « DUPONT Marie — 26/11/2026 »; the import's day when the file
 * gives no exam date.
 */
export function resultItemTitle(
  item: Pick<LabResultItem, "lastName" | "firstName" | "examDate" | "date">,
): string {
  const name = [item.lastName.toUpperCase(), item.firstName].filter(Boolean).join(" ");
  const date = dayText(item.examDate) || formatParisDateTime(item.date).split(" ")[0] || "";
  return format(TEXTS.labs.listTitle, { name, date });
}
