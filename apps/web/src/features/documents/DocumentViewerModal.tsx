import { Divider, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Conversation } from "../messages/Conversation";
import { DocumentPreview } from "./DocumentPreview";
import { useDocument } from "./useDocument";

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
      title={title ?? "Document"}
      size="xl"
      fullScreen={fullScreen}
    >
      {id && <DocumentPreview id={id} height={fullScreen ? "55vh" : "60vh"} />}
      {id && <ViewerConversation key={id} id={id} />}
    </Modal>
  );
}

/** The conversation once the document (its creator and sharers) is loaded. */
function ViewerConversation({ id }: { id: string }) {
  const document = useDocument(id).data;
  if (!document) return null;
  return (
    <>
      <Divider label="Messages" labelPosition="left" my="xs" />
      <Conversation document={document} maxHeight="30vh" />
    </>
  );
}
