import { Chip, Group, ScrollArea, TextInput, UnstyledButton } from "@mantine/core";
import { ALPHABET, TEXTS, USER_STATUSES, type UserStatus } from "@reseau/shared";

const T = TEXTS.patients;

/** The alphabet filter, A to Z (000 §4): one button per letter (44 px on a phone), the chosen one pressed. */
export function AlphabetFilter({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (letter: string) => void;
  disabled: boolean;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap={2} wrap="nowrap" role="group" aria-label={T.letterFilter}>
        {ALPHABET.map((letter) => {
          const pressed = letter === value && !disabled;
          return (
            <UnstyledButton
              key={letter}
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onChange(letter)}
              // 44 px under the thumb; narrower on a desktop, so the 26 letters fit on one line
              w={{ base: 44, md: 38 }}
              h={44}
              fw={pressed ? 700 : 400}
              style={{
                flexShrink: 0,
                textAlign: "center",
                borderRadius: 6,
                color: pressed ? "white" : "var(--mantine-color-gray-9)",
                background: pressed ? "var(--mantine-color-blue-8)" : "white",
                border: "1px solid var(--mantine-color-gray-4)",
                opacity: disabled ? 0.6 : 1,
              }}
            >
              {letter}
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}

/** The status boxes and the wrong-mail box (on by default), as chips (000 §4). */
export function StatusFilter({
  statuses,
  onStatuses,
  wrongMail,
  onWrongMail,
  disabled,
}: {
  statuses: readonly UserStatus[];
  onStatuses: (next: UserStatus[]) => void;
  wrongMail: boolean;
  onWrongMail: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Group gap="xs" role="group" aria-label={T.statusFilter}>
      <Chip.Group multiple value={[...statuses]} onChange={(v) => onStatuses(v as UserStatus[])}>
        {USER_STATUSES.map((status) => (
          <Chip key={status} value={status} disabled={disabled} size="md">
            {T.statuses[status]}
          </Chip>
        ))}
      </Chip.Group>
      <Chip checked={wrongMail} onChange={onWrongMail} color="red" size="md">
        {T.wrongMail}
      </Chip>
    </Group>
  );
}

/** The one search box: name, birth date (JJ/MM/AAAA), e-mail or NIR. */
export function FolderSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <TextInput
      type="search"
      label={T.searchLabel}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
    />
  );
}
