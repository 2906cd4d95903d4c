import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  displayName,
  format,
  pickerRefusal,
  pickerTitle,
  searchKey,
  TEXTS,
  togglePick,
  type PickerMode,
  type PublicUser,
} from "@reseau/shared";
import { useState } from "react";
import { keepEscapeInside } from "../../components/escape";
import { ContactColourDot } from "./ContactColour";

/** Props of the recipient picker. */
export interface ContactPickerProps {
  opened: boolean;
  onClose: () => void;
  /** The mode: its title and limits (000 §2 "Picker modes and titles", §5 "Picker"). */
  mode: PickerMode;
  /** The contacts offered, already cut to what the mode accepts (pharmacies, opticians…). */
  candidates: readonly PublicUser[];
  /** Ticked on opening. */
  initial?: readonly string[];
  /** Contacts the document is already shared with: they stay ticked, except in message mode. */
  alreadyShared?: readonly string[];
  /** One contact only, ticking another replaces it (the default doctor: « Contacts » mode). */
  single?: boolean;
  /** Runs with the ticked ids once the selection passes the mode's rules. */
  onConfirm: (ids: string[]) => void;
}

/** « Pharmacie du Centre — 69001 Lyon »: enough to tell two contacts apart. */
function contactLine(user: PublicUser): string {
  const place = [user.zipCode, user.city].filter(Boolean).join(" ");
  return place ? `${displayName(user)} — ${place}` : displayName(user);
}

/**
 * The recipient picker (000 §2, §5): a titled list of contacts to tick, each with its status in
 * words beside its colour (issue 18 §5), and a search field (always to pick a patient, from six
 * contacts otherwise) that narrows the list as one types, the number left read out. Ticking
 * past the mode's limit (5 in share mode, one patient, one pharmacy, one optician) or unticking an
 * already-shared contact is refused with the spec's message; « Valider » needs at least one.
 */
export function ContactPicker(props: ContactPickerProps) {
  const { opened, onClose, mode, candidates, onConfirm } = props;
  const alreadyShared = props.alreadyShared ?? [];
  const [selected, setSelected] = useState<string[]>(() => [
    ...new Set([...alreadyShared, ...(props.initial ?? [])]),
  ]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [filter, setFilter] = useState("");
  const fullScreen = useMediaQuery("(max-width: 576px)");

  const toggle = (id: string) => {
    const outcome = togglePick(mode, props.single ? [] : selected, id, alreadyShared);
    if ("refusal" in outcome) return setRefusal(outcome.refusal);
    setRefusal(null);
    setSelected(outcome.selected);
  };
  const confirm = () => {
    const refused = pickerRefusal(mode, selected);
    if (refused) return setRefusal(refused);
    onConfirm(selected);
  };
  const key = searchKey(filter);
  const shown = key
    ? candidates.filter((user) => searchKey(contactLine(user)).includes(key))
    : candidates;
  // a patient is picked by typing part of her name (issue 18 §5); other lists get a filter when long
  const searchable = mode === "patient" ? candidates.length > 0 : candidates.length > 5;
  const matches =
    shown.length === 0
      ? TEXTS.picker.noMatch
      : shown.length === 1
        ? TEXTS.picker.shownOne
        : format(TEXTS.picker.shownMany, { count: shown.length });
  const count =
    selected.length === 1
      ? TEXTS.picker.selectedOne
      : format(TEXTS.picker.selectedMany, { count: selected.length });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={pickerTitle(mode)}
      fullScreen={fullScreen}
      onKeyDown={keepEscapeInside}
      data-testid="contact-picker"
    >
      <Stack gap="sm">
        {searchable && (
          <>
            <TextInput
              type="search"
              label={mode === "patient" ? TEXTS.directory.searchPatient : TEXTS.picker.filter}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              data-autofocus
              data-testid="picker-filter"
            />
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="picker-matches">
              {key ? matches : ""}
            </Text>
          </>
        )}
        {candidates.length === 0 ? (
          <Text c="dimmed">{TEXTS.picker.none}</Text>
        ) : (
          <ScrollArea.Autosize mah={fullScreen ? "60vh" : 400}>
            <Stack gap={0} role="group" aria-label={pickerTitle(mode)}>
              {shown.map((user) => (
                <Group key={user.id} gap="sm" wrap="nowrap" mih={44}>
                  <Checkbox
                    checked={selected.includes(user.id)}
                    onChange={() => toggle(user.id)}
                    label={
                      alreadyShared.includes(user.id)
                        ? `${contactLine(user)} (${TEXTS.picker.alreadyShared})`
                        : contactLine(user)
                    }
                    aria-describedby={`picker-status-${user.id}`}
                    styles={{ body: { alignItems: "center", minHeight: 44 } }}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  <ContactColourDot user={user} withLabel id={`picker-status-${user.id}`} />
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {count}
          </Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button onClick={confirm} data-testid="picker-confirm">
              {TEXTS.picker.confirm}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
