import { Button, Menu } from "@mantine/core";
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "@reseau/shared";

/** Props of the status menu. */
export interface StatusMenuProps {
  statuses: readonly DocumentStatus[];
  current: string | undefined;
  disabled?: boolean;
  onChoose: (status: DocumentStatus) => void;
}

/** "Changer le statut": the statuses a pharmacy or laboratory may set, by their French labels. */
export function StatusMenu({ statuses, current, disabled, onChoose }: StatusMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button data-testid="status-menu" disabled={disabled} size="compact-sm">
          Changer le statut
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
