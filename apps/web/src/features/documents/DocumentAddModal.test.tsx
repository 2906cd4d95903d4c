import { MAX_FILE_BYTES, TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DocumentAddModal } from "./DocumentAddModal";
import { sendDocument } from "./useSendDocument";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const pdfBytes = (size: number) => {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set([...new TextEncoder().encode("%PDF-1.4\n")]);
  return bytes;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId("document-file-input"), { target: { files: [file] } });

describe("document-add flow (000 §4)", () => {
  it("refuses a file that is neither a PDF nor a picture, whatever its name", async () => {
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    choose(new File(["bonjour"], "ordonnance.jpg", { type: "image/jpeg" }));

    expect(await screen.findByText(TEXTS.documents.badFormatTitle)).toBeTruthy();
    expect(screen.getByText(TEXTS.documents.badFormat)).toBeTruthy();
  });

  it("offers to convert a PDF, and refuses to keep one over 150 KB", async () => {
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    choose(new File([pdfBytes(MAX_FILE_BYTES + 1)], "scan.pdf", { type: "application/pdf" }));

    expect(await screen.findByRole("button", { name: "Convertir en image" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Garder le PDF" }));
    expect(await screen.findByText(TEXTS.documents.pdfTooLargeTitle)).toBeTruthy();
    expect(screen.getByText(TEXTS.documents.pdfTooLarge)).toBeTruthy();
  });

  it("keeps a small PDF as is and shows its size before sending", async () => {
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    choose(new File([pdfBytes(2048)], "scan.pdf", { type: "application/pdf" }));
    fireEvent.click(await screen.findByRole("button", { name: "Garder le PDF" }));

    expect(await screen.findByText("Taille finale : 2 Ko")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("document-send").hasAttribute("disabled")).toBe(false),
    );
  });
});

describe("sending a document", () => {
  it("uploads base64 without prefix as a prescription, then shares it with the pharmacy", async () => {
    const calls = mockFetch((call) =>
      call.url === "/feed/documents"
        ? { status: 201, body: makeDocument("d9") }
        : { status: 200, body: makeDocument("d9", { sharers: ["pharmacy-1"] }) },
    );
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: "image/jpeg" });

    const result = await sendDocument({
      prepared: { blob, mime: "image/jpeg" },
      name: "Ordonnance du 02/03/2026",
      idpharma: "pharmacy-1",
    });

    expect(result.sharedWithPharmacy).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /feed/documents",
      "PUT /feed/documents/d9/share",
    ]);
    expect(calls[0]?.body).toEqual({
      name: "Ordonnance du 02/03/2026",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      data: "/9j/4A==",
    });
    expect(calls[1]?.body).toEqual({ sharers: ["pharmacy-1"] });
  });

  it("keeps the document in the history when the patient has no pharmacy", async () => {
    const calls = mockFetch(() => ({ status: 201, body: makeDocument("d9") }));
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: "application/pdf" });

    const result = await sendDocument({
      prepared: { blob, mime: "application/pdf" },
      name: "Scan",
      idpharma: null,
    });

    expect(result.sharedWithPharmacy).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
