import { Button, Group, Modal, Text } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { usePushMessages } from "./usePushMessages";

/**
 * The in-app alert titled « Notification » (000 §8) showing a push received while the app is
 * open (issue 9 §5); its « Fermer » button has the focus.
 */
export function PushAlert({ enabled }: { enabled: boolean }) {
  const [payload, dismiss] = usePushMessages(enabled);
  return (
    <Modal
      opened={payload !== null}
      onClose={dismiss}
      title={TEXTS.notification}
      centered
      closeButtonProps={{ "aria-label": TEXTS.actions.close }}
    >
      <Text data-testid="push-alert-body">{payload?.body}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={dismiss} data-autofocus>
          {TEXTS.actions.close}
        </Button>
      </Group>
    </Modal>
  );
}
