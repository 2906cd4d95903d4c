import { Center, Loader, Modal } from "@mantine/core";
import { orientationTransform, TEXTS } from "@reseau/shared";
import { useMemo, useState } from "react";
import { base64ToBytes, dataUrl, isPdfDocument, orientationOf } from "../documents/files";
import { ImageLightbox } from "../documents/ImageView";
import { PdfView } from "../documents/PdfView";
import { useDocument } from "../documents/queries";

/**
 * A document full screen, opened from the dashboard by Entrée or a double click: a picture upright
 * from its EXIF orientation, with wheel zoom and drag, or every page of the PDF with page
 * navigation; Échap closes and the focus goes back to the row.
 * `id` null: closed. The dialog stays mounted while closing, so it can return the focus.
 */
export function FullScreenDocument({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [shown, setShown] = useState<string | null>(id);
  // « Pivoter » turns by quarters from upright; another document starts upright again
  const [turns, setTurns] = useState(0);
  if (id !== null && id !== shown) {
    setShown(id);
    setTurns(0);
  }
  const query = useDocument(shown);
  const doc = shown ? query.data : undefined;
  // upright from the file's EXIF orientation
  const upright = useMemo(() => orientationTransform(doc ? orientationOf(doc) : 1), [doc]);
  const rotation = (upright.rotation + turns * 90) % 360;
  const pdfBytes = useMemo(
    () => (doc?.data && isPdfDocument(doc) ? base64ToBytes(doc.data) : null),
    [doc],
  );
  const opened = id !== null;
  if (doc?.data && !pdfBytes) {
    return (
      <ImageLightbox
        opened={opened}
        onClose={onClose}
        src={dataUrl(doc.mime, doc.data)}
        alt={doc.name}
        mime={doc.mime}
        rotation={rotation}
        mirror={upright.mirror}
        onRotate={() => setTurns((t) => t + 1)}
      />
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={doc?.name ?? TEXTS.documents.document}
      padding="sm"
    >
      {pdfBytes && doc ? (
        <PdfView
          bytes={pdfBytes}
          name={doc.name}
          height="calc(100dvh - 110px)"
          allowFullScreen={false}
        />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label={TEXTS.documents.loadingOne} />
        </Center>
      )}
    </Modal>
  );
}
