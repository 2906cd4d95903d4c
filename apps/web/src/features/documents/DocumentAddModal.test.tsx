import { MAX_FILE_BYTES, TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { fakeMatchMedia, renderWithProviders } from "../../test/render";
import { DocumentAddModal, defaultName } from "./DocumentAddModal";
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
/** A text as Testing Library reads the page: its non-breaking spaces as plain ones. */
const seen = (text: string) => text.replace(/\s+/g, " ");
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

    expect(await screen.findByText(seen(TEXTS.documents.pdfQuestion))).toBeTruthy();
    expect(screen.queryByText(/convertir en image/i)).toBeNull();
    expect(screen.getByRole("button", { name: TEXTS.documents.pdfAsPhoto })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.documents.pdfAsIs }));
    expect(await screen.findByText(TEXTS.documents.pdfTooLargeTitle)).toBeTruthy();
    expect(screen.getByText(TEXTS.documents.pdfTooLarge)).toBeTruthy();
  });

  it("keeps a small PDF as is and shows its size before sending", async () => {
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    choose(new File([pdfBytes(2048)], "scan.pdf", { type: "application/pdf" }));
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.documents.pdfAsIs }));

    expect(await screen.findByText("Taille finale : 2 Ko")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("document-send").hasAttribute("disabled")).toBe(false),
    );
  });
});

describe("where the ordonnance goes (issue 7 §2)", () => {
  const pharmacy = makeUser("pharmacy", {
    name: "Pharmacie du Centre",
    city: "Lyon",
    zipCode: "69002",
  });
  const withPharmacy = makeUser("patient", { idpharma: "pharmacy-1" });

  it("names the pharmacy and its place, and « changer » opens the pharmacy picker in place", async () => {
    mockFetch((call) =>
      call.url === "/ws/establishment/pharmacy-1"
        ? { status: 200, body: pharmacy }
        : { status: 200, body: [pharmacy] },
    );
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, { user: withPharmacy });

    expect(await screen.findByText("Envoyer à Pharmacie du Centre (Lyon 2e)")).toBeTruthy();
    expect(screen.queryByTestId("pharmacy-select")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.documents.changePharmacy }));
    expect(await screen.findByTestId("pharmacy-select")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(/Pharmacie actuelle/).textContent).toMatch(/Pharmacie du Centre/),
    );
  });

  it("without a pharmacy, says the ordonnance will be kept in her history and offers to choose one", async () => {
    mockFetch(() => ({ status: 200, body: [pharmacy] }));
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });

    expect(screen.getByText(seen(TEXTS.documents.noPharmacy))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.documents.choosePharmacy }));
    expect(await screen.findByTestId("pharmacy-select")).toBeTruthy();
  });

  it("titles it « Ordonnance du 23 nov. », short enough for a phone", () => {
    expect(defaultName(new Date("2026-11-23T10:00:00Z"))).toBe("Ordonnance du 23 nov.");
    // the Paris day, not the device's: 23:30 UTC on 30 November is already 1 December in Paris
    expect(defaultName(new Date("2026-11-30T23:30:00Z"))).toBe("Ordonnance du 1 déc.");
  });

  it("offers « Prendre une photo » only on a touch device", () => {
    const { unmount } = renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    expect(screen.queryByText(TEXTS.documents.takePhoto)).toBeNull();
    unmount();

    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((query) => query.includes("coarse")),
    );
    renderWithProviders(<DocumentAddModal opened onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    expect(screen.getByText(TEXTS.documents.takePhoto)).toBeTruthy();
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
