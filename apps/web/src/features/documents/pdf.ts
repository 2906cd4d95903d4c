import type * as PdfJs from "pdfjs-dist";

let pdfjsPromise: Promise<typeof PdfJs> | null = null;

/**
 * Loads pdf.js and its worker on first use only, so that the app's first screen stays light.
 */
function loadPdfJs(): Promise<typeof PdfJs> {
  pdfjsPromise ??= Promise.all([
    import("pdfjs-dist"),
    import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
  ]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return pdfjsPromise;
}

/**
 * Renders the first `maxPages` pages of a PDF (every page by default), each on its own canvas, at
 * `scale` (1 = 72 dpi). @throws when the bytes are not a readable PDF.
 */
export async function renderPdfPages(
  bytes: Uint8Array,
  scale: number,
  maxPages = Number.POSITIVE_INFINITY,
): Promise<HTMLCanvasElement[]> {
  const pdfjs = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: hand it a copy
  const pdf = await pdfjs.getDocument({ data: bytes.slice() }).promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
    return canvases;
  } finally {
    void pdf.destroy();
  }
}
