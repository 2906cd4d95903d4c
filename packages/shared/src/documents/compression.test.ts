import { describe, expect, it } from "vitest";
import { compressUnderLimit, fitWithin, stampText } from "./compression.js";
import { sniffMime, normalizeDocumentType } from "./types.js";

describe("compression loop (000 §4, §9)", () => {
  it("starts at quality 100 and lowers 10 points a pass until under the limit", async () => {
    const tried: number[] = [];
    // a fake encoder whose size falls with quality, as JPEG does
    const out = await compressUnderLimit(async (quality) => {
      tried.push(quality);
      return { size: quality * 3000 };
    }, 153_600);
    expect(tried).toEqual([100, 90, 80, 70, 60, 50]);
    expect(out.result.size).toBeLessThanOrEqual(153_600);
    expect(out.quality).toBe(50);
  });

  it("scales the picture down when even quality 10 is too large", async () => {
    const out = await compressUnderLimit(
      async (quality, scale) => ({ size: quality * 50_000 * scale * scale }),
      153_600,
    );
    expect(out.scale).toBeLessThan(1);
    expect(out.result.size).toBeLessThanOrEqual(153_600);
  });

  it("fits a phone photo into the capture size, keeping its orientation", () => {
    expect(fitWithin(3000, 4000)).toEqual({ width: 1240, height: 1653 });
    const portrait = fitWithin(3000, 4000);
    expect(portrait.width).toBeLessThanOrEqual(1240);
    expect(portrait.height).toBeLessThanOrEqual(1754);
    const landscape = fitWithin(4000, 3000);
    expect(landscape.width).toBeLessThanOrEqual(1754);
    expect(landscape.height).toBeLessThanOrEqual(1240);
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe("file format from bytes", () => {
  it("recognises JPEG, PNG, GIF, PDF and nothing else", () => {
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffMime(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      "image/png",
    );
    expect(sniffMime(ascii("GIF89a..."))).toBe("image/gif");
    expect(sniffMime(ascii("%PDF-1.7"))).toBe("application/pdf");
    expect(sniffMime(ascii("<svg xmlns="))).toBeNull();
  });

  it("accepts the second reading of document types", () => {
    expect(normalizeDocumentType("ORDO")).toBe("PRESC_DRUG");
    expect(normalizeDocumentType("ANALYSE")).toBe("ANALYS_RES");
    expect(normalizeDocumentType("delivery order")).toBe("DELIVERY_ORDER");
    expect(normalizeDocumentType("nope")).toBeNull();
  });
});

describe("stamp (000 §9)", () => {
  it("says the title, the Paris time and the encoding settings", () => {
    const text = stampText({
      title: "Ordonnance",
      date: new Date("2026-11-22T08:12:00Z"),
      width: 1240,
      height: 1653,
      quality: 60,
    });
    expect(text).toBe("Ordonnance · 22/11/2026 09:12 · 1240×1653, qualité 60 %");
  });
});
