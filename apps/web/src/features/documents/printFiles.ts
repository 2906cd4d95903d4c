/** Printing and downloading what the viewers show (issue 7 §1: images as PDFs). */

const AREA_ID = "print-area";

/**
 * Prints pictures alone, one per page, with the browser's print dialog: they are put in a
 * print-only area of this page (no frame nor new window, which the security policy forbids),
 * everything else is hidden while printing, and the area is removed afterwards. `sources` are
 * image URLs (data: or blob:).
 */
export async function printImages(sources: string[], title: string): Promise<void> {
  document.getElementById(AREA_ID)?.remove();
  const area = document.createElement("div");
  area.id = AREA_ID;
  area.setAttribute("aria-hidden", "true");
  const style = document.createElement("style");
  style.textContent = `
    #${AREA_ID} { display: none; }
    @media print {
      body > *:not(#${AREA_ID}) { display: none !important; }
      #${AREA_ID} { display: block; }
      #${AREA_ID} img { display: block; max-width: 100%; max-height: 100vh; margin: 0 auto; break-after: page; }
    }`;
  area.append(style);
  const images = sources.map((src) => {
    const image = document.createElement("img");
    image.src = src;
    image.alt = title;
    return image;
  });
  area.append(...images);
  document.body.append(area);
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  const previousTitle = document.title;
  document.title = title;
  const done = () => {
    document.title = previousTitle;
    area.remove();
  };
  window.addEventListener("afterprint", done, { once: true });
  window.print();
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "application/pdf": "pdf",
};

/** A file name to save a document under: its name without unsafe characters, and its extension. */
export function downloadName(name: string, mime: string): string {
  const extension = EXTENSIONS[mime] ?? "bin";
  const base = name.replace(/[\\/:*?"<>|]+/g, " ").trim() || "document";
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}
