import { Group, Kbd, Text } from "@mantine/core";
import { SHORTCUT_KEYS } from "./QuickActions";
import type { StatusActions } from "./useStatusActions";
import { TEXTS } from "@reseau/shared";

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
        {TEXTS.dashboard.shortcuts}
      </Text>
      <Group
        gap="md"
        wrap="wrap"
        component="ul"
        style={{ listStyle: "none", margin: 0, padding: 0 }}
      >
        <Shortcut keys={["↑", "↓"]} label={TEXTS.dashboard.shortcutChoose} />
        <Shortcut
          keys={[TEXTS.dashboard.enterKey]}
          label={TEXTS.actions.fullScreen.toLowerCase()}
        />
        <Shortcut keys={[SHORTCUT_KEYS.take]} label={TEXTS.dashboard.take.toLowerCase()} />
        <Shortcut
          keys={[SHORTCUT_KEYS.done]}
          label={actions.quick?.doneLabel.toLowerCase() ?? ""}
        />
        <Shortcut keys={[SHORTCUT_KEYS.menu]} label={TEXTS.dashboard.changeStatus.toLowerCase()} />
        <Shortcut
          keys={[SHORTCUT_KEYS.search]}
          label={TEXTS.directory.searchPatient.toLowerCase()}
        />
      </Group>
    </Group>
  );
}
