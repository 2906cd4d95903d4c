import { TEXTS } from "../common/texts.js";
import { SHARE_LIMIT } from "../documents/api.js";
import { MESSAGE_RECIPIENT_LIMIT } from "../conversations/api.js";

/** The recipient picker's modes (000 §2 "Picker modes and titles"); `contacts` is the default. */
export const PICKER_MODES = [
  "optician",
  "message",
  "share",
  "manager",
  "family",
  "pharma",
  "patient",
  "contacts",
] as const;
export type PickerMode = (typeof PICKER_MODES)[number];

/**
 * How many contacts a mode accepts (000 §5 "Picker"): 5 in share mode, 20 in message mode
 * (issue 9 §4), one patient, one pharmacy, one optician (a default optician, like the default
 * pharmacy); no limit otherwise.
 */
export function pickerLimit(mode: PickerMode): number | null {
  if (mode === "share") return SHARE_LIMIT;
  if (mode === "message") return MESSAGE_RECIPIENT_LIMIT;
  if (mode === "patient" || mode === "pharma" || mode === "optician") return 1;
  return null;
}

/** The picker's title (docs/DECISIONS.md "Canonical values": picker titles). */
export function pickerTitle(mode: PickerMode): string {
  return TEXTS.picker.titles[mode];
}

/** The message when one contact too many is chosen, by mode (000 §8 "Picker"). */
function tooManyMessage(mode: PickerMode): string {
  if (mode === "patient") return TEXTS.picker.onlyOnePatient;
  if (mode === "pharma") return TEXTS.picker.onlyOnePharmacy;
  if (mode === "optician") return TEXTS.picker.onlyOneOptician;
  if (mode === "message") return TEXTS.compose.tooMany;
  return TEXTS.share.tooMany;
}

/**
 * What ticking or unticking `id` does (000 §5 "Picker"): the new selection, or the French
 * message that refuses it — over the mode's limit, or unticking a contact the document is already
 * shared with (allowed in message mode only). `alreadyShared` are ids that stay selected.
 */
export function togglePick(
  mode: PickerMode,
  selected: readonly string[],
  id: string,
  alreadyShared: readonly string[] = [],
): { selected: string[] } | { refusal: string } {
  if (selected.includes(id)) {
    if (alreadyShared.includes(id) && mode !== "message")
      return { refusal: TEXTS.picker.cannotUnshare };
    return { selected: selected.filter((other) => other !== id) };
  }
  const limit = pickerLimit(mode);
  if (limit !== null && selected.length >= limit) return { refusal: tooManyMessage(mode) };
  return { selected: [...selected, id] };
}

/**
 * Whether a selection may be confirmed (000 §5 "Picker"): at least one contact, at most the
 * mode's limit. @returns the French message that refuses it, or null.
 */
export function pickerRefusal(mode: PickerMode, selected: readonly string[]): string | null {
  if (selected.length === 0) return TEXTS.share.atLeastOne;
  const limit = pickerLimit(mode);
  if (limit !== null && selected.length > limit) return tooManyMessage(mode);
  return null;
}
