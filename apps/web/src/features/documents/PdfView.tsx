import { Alert, Anchor, Box, Button, Center, Group, Loader, Modal, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { keepEscapeInside } from "../../components/escape";
import { renderPdfPages } from "./pdf";
import { downloadName, printImages } from "./printFiles";
import { useTouchSize } from "./useTouchSize";

/** Pages shown by the viewer; a prescription rarely has more. */
const VIEW_MAX_PAGES = 10;
const VIEW_SCALE = 1.5;

/** Props of the PDF viewer. */
export interface PdfViewProps {
  bytes: Uint8Array<ArrayBuffer>;
  /** The document's name: the print's title and the downloaded file's name. */
  name: string;
  height?: number | string;
  /** False inside the full-screen viewer itself. */
  allowFullScreen?: boolean;
}

/**
 * The PDF viewer (000 §2): pages rendered with pdf.js on canvases, the width of the panel;
 * « Plein écran », « Imprimer » (the rendered pages), « Télécharger », and a link that opens the
 * file in the browser's own viewer.
 */
export function PdfView({ bytes, name, height = "70vh", allowFullScreen = true }: PdfViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "done" | "failed">("loading");
  const [full, setFull] = useState(false);
  const touch = useTouchSize();
  const blobUrl = useMemo(
    () => URL.createObjectURL(new Blob([bytes], { type: "application/pdf" })),
    [bytes],
  );
  useEffect(() => () => URL.revokeObjectURL(blobUrl), [blobUrl]);

  useEffect(() => {
    let cancelled = false;
    renderPdfPages(bytes, VIEW_SCALE, VIEW_MAX_PAGES).then(
      (pages) => {
        if (cancelled || !holder.current) return;
        holder.current.replaceChildren(
          ...pages.map((canvas) => {
            canvas.style.width = "100%";
            canvas.style.display = "block";
            canvas.style.marginBottom = "8px";
            return canvas;
          }),
        );
        setState("done");
      },
      () => !cancelled && setState("failed"),
    );
    return () => {
      cancelled = true;
    };
  }, [bytes]);

  const print = () => {
    const pages = [...(holder.current?.querySelectorAll("canvas") ?? [])];
    void printImages(
      pages.map((canvas) => canvas.toDataURL("image/png")),
      name,
    );
  };

  return (
    <Stack gap={4}>
      <Group gap={4} justify="flex-end" wrap="wrap">
        {allowFullScreen && (
          <Button {...touch} variant="default" onClick={() => setFull(true)}>
            Plein écran
          </Button>
        )}
        <Button {...touch} variant="default" onClick={print} disabled={state !== "done"}>
          Imprimer
        </Button>
        <Button
          {...touch}
          variant="default"
          component="a"
          href={blobUrl}
          download={downloadName(name, "application/pdf")}
        >
          Télécharger
        </Button>
        <Anchor href={blobUrl} target="_blank" rel="noopener" size="sm">
          Ouvrir le PDF dans un nouvel onglet
        </Anchor>
      </Group>
      {state === "loading" && (
        <Center py="lg">
          <Loader aria-label="Chargement du PDF" />
        </Center>
      )}
      {state === "failed" && <Alert color="red">{TEXTS.documents.fileError}</Alert>}
      <Box
        ref={holder}
        mah={height}
        // scrolled by the keyboard too
        tabIndex={0}
        role="region"
        aria-label={`Document\u00a0: ${name}`}
        style={{ overflow: "auto", display: state === "done" ? "block" : "none" }}
        data-testid="pdf-pages"
      />
      {allowFullScreen && (
        <Modal
          opened={full}
          onClose={() => setFull(false)}
          fullScreen
          title={name}
          padding="sm"
          onKeyDown={keepEscapeInside}
        >
          {full && (
            <PdfView
              bytes={bytes}
              name={name}
              height="calc(100dvh - 110px)"
              allowFullScreen={false}
            />
          )}
        </Modal>
      )}
    </Stack>
  );
}
