import { Alert, Anchor, Box, Center, Loader, Stack } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useEffect, useMemo, useRef, useState } from "react";
import { renderPdfPages } from "./pdf";

/** Pages shown by the viewer; a prescription rarely has more. */
const VIEW_MAX_PAGES = 10;
const VIEW_SCALE = 1.5;

/**
 * The PDF viewer (000 §2): pages rendered with pdf.js on canvases, plus a link that opens the
 * file in the browser's own viewer.
 */
export function PdfView({
  bytes,
  height = "70vh",
}: {
  bytes: Uint8Array<ArrayBuffer>;
  height?: number | string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "done" | "failed">("loading");
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

  return (
    <Stack gap={4}>
      <Anchor href={blobUrl} target="_blank" rel="noopener" size="sm" ta="right">
        Ouvrir le PDF dans un nouvel onglet
      </Anchor>
      {state === "loading" && (
        <Center py="lg">
          <Loader aria-label="Chargement du PDF" />
        </Center>
      )}
      {state === "failed" && <Alert color="red">{TEXTS.documents.fileError}</Alert>}
      <Box
        ref={holder}
        h={height}
        style={{ overflow: "auto", display: state === "done" ? "block" : "none" }}
        data-testid="pdf-pages"
      />
    </Stack>
  );
}
