import { Button, Group, Modal, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";

/**
 * The in-app alert titled « Notification » (000 §8) showing a push received while the app is
 * open (issue 9 §5); its « Fermer » button has the focus.
 */
export function PushAlert({ body, onClose }: { body: string; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={TEXTS.notification}
      centered
      closeButtonProps={{ "aria-label": TEXTS.actions.close }}
    >
      <Text data-testid="push-alert-body">{body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {TEXTS.actions.close}
        </Button>
      </Group>
    </Modal>
  );
}
