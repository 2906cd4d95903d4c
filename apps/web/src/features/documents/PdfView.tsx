import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
} from "@mantine/core";
import { format, TEXTS } from "@reseau/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { keepEscapeInside } from "../../components/escape";
import { renderPdfPages } from "./pdf";
import { downloadName, printImages } from "./printFiles";
import { useTouchSize } from "./useTouchSize";

/** pdf.js scale of the rendered pages (1 = 72 dpi): sharp on a phone, light enough to draw. */
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
 * The PDF viewer (000 §2, issue 9 §3): every page rendered with pdf.js on a canvas the width of
 * the panel, « Page 2 sur 5 » with « Page précédente » / « Page suivante » (the page shown follows
 * the scroll), « Plein écran », « Imprimer » (the rendered pages), « Télécharger », and a link that
 * opens the file in the browser's own viewer. A file pdf.js cannot read says « Impossible de
 * traiter ce fichier » and can still be downloaded.
 */
export function PdfView({ bytes, name, height = "70vh", allowFullScreen = true }: PdfViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "done" | "failed">("loading");
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [full, setFull] = useState(false);
  const touch = useTouchSize();
  const blobUrl = useMemo(
    () => URL.createObjectURL(new Blob([bytes], { type: "application/pdf" })),
    [bytes],
  );
  useEffect(() => () => URL.revokeObjectURL(blobUrl), [blobUrl]);

  useEffect(() => {
    let cancelled = false;
    renderPdfPages(bytes, VIEW_SCALE).then(
      (canvases) => {
        if (cancelled || !holder.current) return;
        holder.current.replaceChildren(
          ...canvases.map((canvas, index) => {
            canvas.style.width = "100%";
            canvas.style.display = "block";
            canvas.style.marginBottom = "8px";
            canvas.dataset.page = String(index + 1);
            canvas.setAttribute("role", "img");
            canvas.setAttribute(
              "aria-label",
              format(TEXTS.viewer.pageOf, { page: index + 1, pages: canvases.length }),
            );
            return canvas;
          }),
        );
        setPages(canvases.length);
        setPage(1);
        setState("done");
      },
      () => !cancelled && setState("failed"),
    );
    return () => {
      cancelled = true;
    };
  }, [bytes]);

  const canvases = () => [...(holder.current?.querySelectorAll("canvas") ?? [])];
  const goTo = (target: number) => {
    const next = Math.min(Math.max(target, 1), pages);
    setPage(next);
    const box = holder.current;
    const canvas = canvases()[next - 1];
    // the region is the canvases' offset parent (position: relative)
    if (box && canvas) box.scrollTop = canvas.offsetTop;
  };
  // the page shown follows the reader's scroll: the last page whose top is above the middle
  const followScroll = () => {
    const box = holder.current;
    if (!box || pages < 2) return;
    const middle = box.scrollTop + box.clientHeight / 2;
    const seen = canvases().filter((canvas) => canvas.offsetTop <= middle).length;
    if (seen >= 1 && seen !== page) setPage(seen);
  };

  const print = () => {
    void printImages(
      canvases().map((canvas) => canvas.toDataURL("image/png")),
      name,
    );
  };

  return (
    <Stack gap={4}>
      <Group gap={4} justify="flex-end" wrap="wrap">
        {allowFullScreen && (
          <Button {...touch} variant="default" onClick={() => setFull(true)}>
            {TEXTS.actions.fullScreen}
          </Button>
        )}
        <Button {...touch} variant="default" onClick={print} disabled={state !== "done"}>
          {TEXTS.actions.print}
        </Button>
        <Button
          {...touch}
          variant="default"
          component="a"
          href={blobUrl}
          download={downloadName(name, "application/pdf")}
        >
          {TEXTS.viewer.download}
        </Button>
        <Anchor href={blobUrl} target="_blank" rel="noopener" size="sm">
          {TEXTS.viewer.openPdfTab}
        </Anchor>
      </Group>
      {state === "done" && pages > 1 && (
        <Group gap="xs" justify="center" data-testid="pdf-navigation">
          <ActionIcon
            variant="default"
            size={touch.mih ? 44 : "lg"}
            aria-label={TEXTS.viewer.previousPage}
            onClick={() => goTo(page - 1)}
            disabled={page <= 1}
          >
            ‹
          </ActionIcon>
          <Text size="sm" aria-live="polite" data-testid="pdf-page">
            {format(TEXTS.viewer.pageOf, { page, pages })}
          </Text>
          <ActionIcon
            variant="default"
            size={touch.mih ? 44 : "lg"}
            aria-label={TEXTS.viewer.nextPage}
            onClick={() => goTo(page + 1)}
            disabled={page >= pages}
          >
            ›
          </ActionIcon>
        </Group>
      )}
      {state === "loading" && (
        <Center py="lg">
          <Loader role="status" aria-label={TEXTS.viewer.loadingPdf} />
        </Center>
      )}
      {state === "failed" && (
        <Alert color="red" role="alert">
          {TEXTS.documents.fileError}
        </Alert>
      )}
      <Box
        ref={holder}
        mah={height}
        // scrolled by the keyboard too
        tabIndex={0}
        role="region"
        aria-label={format(TEXTS.conversation.document, { name })}
        onScroll={followScroll}
        style={{
          overflow: "auto",
          position: "relative",
          display: state === "done" ? "block" : "none",
        }}
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
              height="calc(100dvh - 150px)"
              allowFullScreen={false}
            />
          )}
        </Modal>
      )}
    </Stack>
  );
}
