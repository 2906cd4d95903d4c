import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { DocumentPreview } from "./DocumentPreview";

/** Props of the document viewer dialog; `id` null means closed. */
export interface DocumentViewerModalProps {
  id: string | null;
  title?: string;
  onClose: () => void;
}

/** A document opened full size in a dialog (full screen on a phone). */
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
      {id && <DocumentPreview id={id} height={fullScreen ? "80vh" : "75vh"} />}
    </Modal>
  );
}
