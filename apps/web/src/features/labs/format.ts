import type { LabResultDto } from "@reseau/shared";

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
