import { Button, Group, Modal, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";

/**
 * The in-app alert showing a push received while the app is open (issue 9 §5), under the push's
 * title (« Message de {sender} », or « Notification » of 000 §8); its « Fermer » button has the
 * focus.
 */
export function PushAlert({
  title = TEXTS.notification,
  body,
  onClose,
}: {
  title?: string;
  body: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
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
