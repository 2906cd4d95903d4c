import { Button, Kbd, Menu } from "@mantine/core";
import { DOCUMENT_STATUS_LABELS, TEXTS, type DocumentStatus } from "@reseau/shared";
import { useTouchSize } from "../documents/useTouchSize";
import { SHORTCUT_KEYS } from "./QuickActions";

/** Props of the status menu. */
export interface StatusMenuProps {
  statuses: readonly DocumentStatus[];
  current: string | undefined;
  disabled?: boolean;
  onChoose: (status: DocumentStatus) => void;
}

/**
 * « Changer le statut »: the statuses a pharmacy, laboratory or optician may set, by their French
 * labels; the S key opens it for the selected document (`data-status-menu`).
 */
export function StatusMenu({ statuses, current, disabled, onChoose }: StatusMenuProps) {
  const touch = useTouchSize();
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button
          data-testid="status-menu"
          data-status-menu
          disabled={disabled}
          {...touch}
          variant="default"
          aria-keyshortcuts={SHORTCUT_KEYS.menu}
          rightSection={
            touch.mih ? undefined : (
              <Kbd size="xs" aria-hidden>
                {SHORTCUT_KEYS.menu}
              </Kbd>
            )
          }
        >
          {TEXTS.dashboard.changeStatus}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {statuses.map((status) => (
          <Menu.Item
            key={status}
            onClick={() => onChoose(status)}
            fw={status === current ? 700 : undefined}
            data-testid={`status-${status}`}
          >
            {DOCUMENT_STATUS_LABELS[status]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
