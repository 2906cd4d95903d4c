import { Button, Group, Modal, Stack, Text, type MantineColor } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import type { ReactNode } from "react";

/** Props of a confirmation dialog. */
export interface ConfirmModalProps {
  opened: boolean;
  /** The dialog's title, which names it for screen readers. */
  title: string;
  /** What confirming does, e.g. « Les documents restent dans la bibliothèque. ». */
  text: ReactNode;
  /** The confirm button's label, e.g. « Supprimer ce dossier ». */
  confirmLabel: string;
  /** The cancel button's label; « Annuler » unless told. */
  cancelLabel?: string;
  /** The confirm button's colour; red (a removal) unless told. */
  color?: MantineColor;
  /** The request is under way: the confirm button spins. */
  loading?: boolean;
  /** Called on confirm; the caller closes the dialog once its request succeeds. */
  onConfirm: () => void;
  /** Called on cancel, the close cross and Escape. */
  onClose: () => void;
}

/**
 * « Are you sure? » as a dialog: a title, a text, « Annuler » — focused when it opens, so a stray
 * Enter changes nothing — and the confirm button, which spins while the caller's request runs
 * and keeps the dialog open until it answers. For a confirmation that needs no state of its own,
 * `modals.openConfirmModal` (lazily loaded) is the lighter choice.
 */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  cancelLabel = TEXTS.actions.cancel,
  color = "red",
  loading = false,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={color} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
