import { Button, Text } from "@mantine/core";
import { openConfirmModal } from "../../components/confirmDialog";
import { patientMayDelete, TEXTS, type DocumentDto } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../components/notify";
import { conversationRecipients, useLinkedMessages, useSendMessage } from "../messages/queries";
import { useCurrentUser } from "../session/queries";
import { deleteDocument, removeDocumentFromLists, useDocument } from "./queries";

/** Props of the delete button; `document`, when the caller has it, spares reading it again. */
export interface DeleteDocumentButtonProps {
  id: string;
  onDeleted: () => void;
  document?: DocumentDto;
}

/**
 * "Supprimer" for the creator of a document: asks for confirmation, deletes it on the server,
 * takes it out of the feeds and calls `onDeleted` (to close the viewer). A failure shows
 * "Impossible de supprimer ce document pour le moment." (000 §8). A patient's prescription that
 * her pharmacy is preparing cannot go (the server refuses it): « Demander l’annulation » stands
 * in its place.
 */
export function DeleteDocumentButton({ id, onDeleted, document }: DeleteDocumentButtonProps) {
  const queryClient = useQueryClient();
  const loaded = useDocument(document ? null : id).data;
  const current = document ?? loaded;
  const remove = useMutation({
    mutationFn: () => deleteDocument(id),
    meta: { context: "delete document", errorText: TEXTS.documents.deleteFailed },
    onSuccess: () => {
      removeDocumentFromLists(queryClient, id);
      notifySuccess(TEXTS.documents.deleted);
      onDeleted();
    },
  });
  if (current && current.creator?.type === "patient" && !patientMayDelete(current.meta.status)) {
    return <CancelRequestButton document={current} />;
  }
  const confirm = () =>
    openConfirmModal({
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
      onClick={confirm}
      loading={remove.isPending}
      data-testid="document-delete"
    >
      {TEXTS.actions.delete}
    </Button>
  );
}

/**
 * « Demander l’annulation » (issue 7 §2): once her pharmacy prepares her prescription, the
 * patient asks it to cancel — a fixed message about the document (`POST /feed/messages` with
 * `iddocument`), which lands in the conversation and reaches the pharmacy live. Once asked, the
 * card says « Annulation demandée ».
 */
function CancelRequestButton({ document }: { document: DocumentDto }) {
  const user = useCurrentUser();
  const messages = useLinkedMessages(document.id).data ?? [];
  const send = useSendMessage();
  if (!user) return null;
  const recipients = conversationRecipients(document, user.id);
  if (recipients.length === 0) return null;
  const asked = messages.some(
    (m) => m.sender === user.id && m.content === TEXTS.feed.cancelRequest,
  );
  if (asked) {
    return (
      <Text size="sm" c="dimmed" data-testid="cancel-requested">
        {TEXTS.feed.cancelAsked}
      </Text>
    );
  }
  const confirm = () =>
    openConfirmModal({
      title: TEXTS.feed.cancelTitle,
      children: <Text size="sm">{TEXTS.feed.cancelExplain}</Text>,
      labels: { confirm: TEXTS.feed.cancelSend, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red", "data-testid": "cancel-request-confirm" },
      onConfirm: () =>
        send.mutate({
          content: TEXTS.feed.cancelRequest,
          recipients,
          iddocument: document.id,
          notify: true,
        }),
    });
  return (
    <Button
      variant="light"
      color="red"
      onClick={confirm}
      loading={send.isPending}
      data-testid="cancel-request"
    >
      {TEXTS.feed.cancelAsk}
    </Button>
  );
}
