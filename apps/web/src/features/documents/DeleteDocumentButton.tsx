import { Button } from "@mantine/core";
import { modals } from "@mantine/modals";
import { TEXTS } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../components/notify";
import { deleteDocument, removeDocumentFromLists } from "./queries";

/**
 * "Supprimer" for the creator of a document: asks for confirmation, deletes it on the server,
 * takes it out of the feeds and calls `onDeleted` (to close the viewer). A failure shows
 * "Impossible de supprimer ce document pour le moment." (000 §8).
 */
export function DeleteDocumentButton({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDocument(id),
    meta: { context: "delete document", errorText: TEXTS.documents.deleteFailed },
    onSuccess: () => {
      removeDocumentFromLists(queryClient, id);
      notifySuccess(TEXTS.documents.deleted);
      onDeleted();
    },
  });
  const confirm = () =>
    modals.openConfirmModal({
      title: TEXTS.documents.deleteTitle,
      children: TEXTS.documents.deleteConfirm,
      labels: { confirm: TEXTS.actions.delete, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red", "data-testid": "delete-confirm" },
      onConfirm: () => remove.mutate(),
    });
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={confirm}
      loading={remove.isPending}
      data-testid="document-delete"
    >
      Supprimer
    </Button>
  );
}
