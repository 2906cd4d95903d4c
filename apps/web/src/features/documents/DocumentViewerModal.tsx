import { Button, Divider, Group, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TEXTS } from "@reseau/shared";
import { useState } from "react";
import { closeOnEscapeKey } from "../../components/escape";
import { Conversation } from "../messages/Conversation";
import { useLinkedMessages } from "../messages/queries";
import { PaymentRequestAction } from "../payments/PaymentRequestAction";
import { useCurrentUser } from "../session/queries";
import { DeleteDocumentButton } from "./DeleteDocumentButton";
import { DocumentDetailsModal } from "./DocumentDetails";
import { DocumentPreview } from "./DocumentPreview";
import { ForwardButton } from "./ForwardButton";
import { useDocument } from "./queries";

/** Props of the document viewer dialog; `id` null means closed. */
export interface DocumentViewerModalProps {
  id: string | null;
  title?: string;
  onClose: () => void;
}

/**
 * A document opened full size in a dialog (full screen on a phone), with the conversation about
 * it underneath: the patient reads and answers the pharmacy's questions here.
 */
export function DocumentViewerModal({ id, title, onClose }: DocumentViewerModalProps) {
  const fullScreen = useMediaQuery("(max-width: 576px)");
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      closeOnEscape={false}
      onKeyDown={closeOnEscapeKey(onClose)}
      title={title ?? TEXTS.documents.document}
      size="xl"
      fullScreen={fullScreen}
    >
      {id && <DocumentPreview id={id} height={fullScreen ? "55vh" : "60vh"} />}
      {id && <ViewerConversation key={id} id={id} onDeleted={onClose} />}
    </Modal>
  );
}

/**
 * Once the document (its creator and sharers) is loaded: « Transmettre à ma pharmacie » for the
 * patient (issue 9 §3), « Payer 12,40 € » or « Payé » when the pharmacy asked her to pay (issue
 * 20 §2), « Détails » (the details dialog), "Supprimer" for its creator, and the conversation
 * about it.
 */
function ViewerConversation({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const document = useDocument(id).data;
  const user = useCurrentUser();
  const messages = useLinkedMessages(id).data;
  const [details, setDetails] = useState(false);
  if (!document) return null;
  return (
    <>
      <Group justify="flex-end" mt="xs" gap="xs">
        {user?.type === "patient" && messages && (
          <PaymentRequestAction messages={messages} userId={user.id} />
        )}
        <ForwardButton document={document} />
        <Button variant="default" onClick={() => setDetails(true)} data-testid="open-details">
          {TEXTS.details.open}
        </Button>
        {user?.id === document.idcreator && <DeleteDocumentButton id={id} onDeleted={onDeleted} />}
      </Group>
      <DocumentDetailsModal id={details ? id : null} onClose={() => setDetails(false)} />
      <Divider label={TEXTS.conversation.messages} labelPosition="left" my="xs" />
      <Conversation document={document} maxHeight="30vh" />
    </>
  );
}
