import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from "@mantine/core";
import { format, TEXTS, WEEK_DAYS } from "@reseau/shared";
import { nextSlot, slotError, type SlotDraft, type WeekDraft } from "./openingHours";

const T = TEXTS.proProfile;

/** What `OpeningHoursEditor` edits. */
export interface OpeningHoursEditorProps {
  /** The week, Monday to Sunday (see `weekOf`). */
  value: WeekDraft;
  onChange: (week: WeekDraft) => void;
  /** The legend of the whole editor; « Horaires d'ouverture » by default. */
  legend?: string;
}

/**
 * The opening hours of a professional or an establishment (000 §3 `openingHours`), edited day
 * by day from Monday to Sunday: each day is « Fermé » or one or more slots with an opening and
 * a closing time (a closing before its opening is flagged at once). Controlled; used by the pro
 * profile (`/profil-pro`), the « Mes informations » form of `/compte` and the contact page's
 * EDIT_MODE (both through `ProfileForm`).
 */
export function OpeningHoursEditor({
  value,
  onChange,
  legend = T.openingHours,
}: OpeningHoursEditorProps) {
  const setDay = (day: number, slots: SlotDraft[]) =>
    onChange(value.map((current, index) => (index === day ? slots : current)));
  return (
    <Fieldset legend={legend} data-testid="opening-hours">
      <Stack gap="sm">
        {WEEK_DAYS.map((dayName, day) => {
          const slots = value[day] ?? [];
          return (
            <Stack key={dayName} gap={4} data-testid={`opening-day-${day}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm" id={`opening-day-${day}`}>
                  {dayName}
                </Text>
                {slots.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {T.closed}
                  </Text>
                )}
              </Group>
              {slots.map((slot, index) => {
                const error = slotError(slot);
                const name = format(T.slotOf, { day: dayName, index: index + 1 });
                const change = (patch: Partial<SlotDraft>) =>
                  setDay(
                    day,
                    slots.map((current, i) => (i === index ? { ...current, ...patch } : current)),
                  );
                return (
                  <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      type="time"
                      label={T.opens}
                      aria-label={`${name} : ${T.opens.toLowerCase()}`}
                      value={slot.open}
                      onChange={(event) => change({ open: event.currentTarget.value })}
                      error={error}
                      style={{ flex: 1 }}
                    />
                    <TextInput
                      type="time"
                      label={T.closes}
                      aria-label={`${name} : ${T.closes.toLowerCase()}`}
                      value={slot.close}
                      onChange={(event) => change({ close: event.currentTarget.value })}
                      error={error ? " " : undefined}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      mt={24}
                      aria-label={`${T.removeSlot} : ${name}`}
                      onClick={() =>
                        setDay(
                          day,
                          slots.filter((_, i) => i !== index),
                        )
                      }
                    >
                      ×
                    </ActionIcon>
                  </Group>
                );
              })}
              <Button
                variant="subtle"
                size="compact-sm"
                w="fit-content"
                aria-label={`${T.addSlot} : ${dayName}`}
                onClick={() => setDay(day, [...slots, nextSlot(slots)])}
              >
                {T.addSlot}
              </Button>
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
