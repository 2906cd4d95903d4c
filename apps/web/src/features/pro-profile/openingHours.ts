import { TEXTS, WEEK_DAYS, type OpeningHours } from "@reseau/shared";

/** One slot as the editor holds it: "HH:MM" texts, possibly empty while typed. */
export interface SlotDraft {
  open: string;
  close: string;
}

/** The week as the editor holds it: the slots of each day, Monday (0) to Sunday (6). */
export type WeekDraft = SlotDraft[][];

/** The editor's week from saved opening hours (000 §3), each day's slots earliest first. */
export function weekOf(hours: OpeningHours): WeekDraft {
  return WEEK_DAYS.map((_, day) =>
    hours
      .filter((slot) => slot.day === day)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map(({ open, close }) => ({ open, close })),
  );
}

/** The opening hours to save from the editor's week: complete slots only, day by day. */
export function hoursOf(week: WeekDraft): OpeningHours {
  return week.flatMap((slots, day) =>
    slots.filter((slot) => slot.open && slot.close).map((slot) => ({ day, ...slot })),
  );
}

/**
 * What is wrong with a slot, in French, or null: a slot closing at or before its opening
 * (times "HH:MM" compare as text).
 */
export function slotError(slot: SlotDraft): string | null {
  if (!slot.open || !slot.close) return null;
  return slot.close <= slot.open ? TEXTS.proProfile.slotOrder : null;
}

/** True when every slot of the week can be saved. */
export function isWeekValid(week: WeekDraft): boolean {
  return week.every((slots) => slots.every((slot) => slotError(slot) === null));
}

/** The slot a new one starts with: after the day's last one, else a morning. */
export function nextSlot(slots: readonly SlotDraft[]): SlotDraft {
  const last = slots.at(-1);
  if (!last) return { open: "09:00", close: "12:00" };
  return last.close < "14:00" ? { open: "14:00", close: "19:00" } : { open: "", close: "" };
}
