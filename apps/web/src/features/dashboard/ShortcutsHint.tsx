import { Group, Kbd, Text } from "@mantine/core";
import { SHORTCUT_KEYS } from "./QuickActions";
import type { StatusActions } from "./useStatusActions";

/** One key and what it does. */
function Shortcut({ keys, label }: { keys: string[]; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" component="li">
      {keys.map((key) => (
        <Kbd key={key} size="xs">
          {key}
        </Kbd>
      ))}
      <Text span size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

/**
 * « Raccourcis »: the dashboard's keys, under the tabs on a computer (issue 7 §1: the shortcuts
 * are shown in the interface).
 */
export function ShortcutsHint({ actions }: { actions: StatusActions }) {
  return (
    <Group gap="md" wrap="wrap" data-testid="shortcuts-hint">
      <Text size="xs" fw={600} c="dimmed">
        Raccourcis
      </Text>
      <Group
        gap="md"
        wrap="wrap"
        component="ul"
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        <Shortcut keys={["↑", "↓"]} label="choisir" />
        <Shortcut keys={["Entrée"]} label="plein écran" />
        <Shortcut keys={[SHORTCUT_KEYS.take]} label="prendre en charge" />
        <Shortcut
          keys={[SHORTCUT_KEYS.done]}
          label={actions.quick?.doneLabel.toLowerCase() ?? ""}
        />
        <Shortcut keys={[SHORTCUT_KEYS.menu]} label="changer le statut" />
        <Shortcut keys={[SHORTCUT_KEYS.search]} label="rechercher un patient" />
      </Group>
    </Group>
  );
}
