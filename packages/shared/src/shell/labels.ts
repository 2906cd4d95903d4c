/** How many characters a label keeps before its ellipsis (000 §9: 20 by default). */
export const LABEL_MAX_LENGTH = 20;

/**
 * `text` cut to `max` characters (letters, not UTF-16 units) with an ellipsis « … » when it is
 * longer (000 §9 "Label truncation"), trailing spaces before the ellipsis removed; unchanged
 * otherwise.
 * @example truncateLabel("Pharmacie de la Croix-Rousse") // "Pharmacie de la Croi…"
 */
export function truncateLabel(text: string, max: number = LABEL_MAX_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}
