import { format, TEXTS, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DocumentDetailsModal, statusHistory } from "./DocumentDetails";
import { DocumentViewerModal } from "./DocumentViewerModal";
import { ImageView } from "./ImageView";
import { PdfView } from "./PdfView";
import { PrescribeButton } from "./PrescribeButton";

// the test DOM draws no PDF: three blank pages stand in for what pdf.js renders
const renderPdfPages = vi.fn(async (..._args: unknown[]) =>
  [1, 2, 3].map(() => document.createElement("canvas")),
);
vi.mock("./pdf", () => ({ renderPdfPages: (...args: unknown[]) => renderPdfPages(...args) }));

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  URL.createObjectURL ??= () => "blob:pdf";
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => vi.unstubAllGlobals());

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const pageText = (page: number, pages: number) => format(TEXTS.viewer.pageOf, { page, pages });

describe("the PDF viewer (000 §2, issue 9 §3)", () => {
  it("shows every page and walks them with « Page suivante » / « Page précédente »", async () => {
    renderWithProviders(<PdfView bytes={pdf} name="Ordonnance" />);
    expect(await screen.findByText(pageText(1, 3))).toBeTruthy();
    expect(screen.getByTestId("pdf-pages").querySelectorAll("canvas")).toHaveLength(3);
    // the whole PDF is asked for, not its first pages only
    expect(renderPdfPages).toHaveBeenLastCalledWith(pdf, expect.any(Number));
    const previous = screen.getByRole("button", { name: TEXTS.viewer.previousPage });
    expect(previous.hasAttribute("disabled")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: TEXTS.viewer.nextPage }));
    fireEvent.click(screen.getByRole("button", { name: TEXTS.viewer.nextPage }));
    expect(screen.getByText(pageText(3, 3))).toBeTruthy();
    expect(
      screen.getByRole("button", { name: TEXTS.viewer.nextPage }).hasAttribute("disabled"),
    ).toBe(true);
    fireEvent.click(previous);
    expect(screen.getByText(pageText(2, 3))).toBeTruthy();
    expect(screen.getByRole("link", { name: TEXTS.viewer.download })).toBeTruthy();
  });

  it("says « Impossible de traiter ce fichier » when pdf.js cannot read it, and still downloads", async () => {
    renderPdfPages.mockRejectedValueOnce(new Error("bad pdf"));
    renderWithProviders(<PdfView bytes={pdf} name="Ordonnance" />);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      TEXTS.documents.fileError,
    );
    expect(screen.queryByTestId("pdf-navigation")).toBeNull();
    expect(screen.getByRole("link", { name: TEXTS.viewer.download })).toBeTruthy();
  });
});

describe("the picture viewer (000 §2, §3 orientation)", () => {
  it("starts upright from the EXIF orientation, and « Pivoter » turns it by quarters", () => {
    renderWithProviders(
      <ImageView src="data:image/jpeg;base64,AA==" alt="Photo" mime="image/jpeg" orientation={6} />,
    );
    const picture = screen.getByTestId("image-view");
    expect(picture.dataset.rotation).toBe("90");
    expect(picture.style.transform).toBe("rotate(90deg)");
    fireEvent.click(screen.getByRole("button", { name: TEXTS.viewer.rotate }));
    expect(picture.dataset.rotation).toBe("180");
  });

  it("says « Impossible d'agrandir l'image » when the picture cannot be drawn", () => {
    renderWithProviders(
      <ImageView src="data:image/jpeg;base64,AA==" alt="Photo" mime="image/jpeg" />,
    );
    fireEvent.error(screen.getByTestId("image-view"));
    expect(screen.getByRole("alert").textContent).toBe(TEXTS.documents.enlargeError);
  });
});

const doctorsPrescription = makeDocument("doc-1", {
  idcreator: "professional-1",
  creator: { id: "professional-1", type: "professional", name: "Dr Paul Durand" },
  sharers: ["patient-1", "pharmacy-1"],
  meta: { status: "READY" },
  data: "AA==",
});
const statusMessages: MessageDto[] = [
  makeMessage("m-1", {
    iddocument: "doc-1",
    content: "Marie s'occupe de votre ordonnance.",
    meta: { status: "PROCESSING", iddocument: "doc-1" },
    date: "2026-03-02T09:00:00.000Z",
  }),
  makeMessage("m-2", {
    iddocument: "doc-1",
    content: "Votre commande est prête.",
    meta: { status: "READY", iddocument: "doc-1" },
    date: "2026-03-02T10:00:00.000Z",
  }),
  makeMessage("m-3", { iddocument: "doc-1", content: "Merci !", meta: {} }),
];

function fakeServer() {
  return mockFetch(({ url }) => {
    if (url.endsWith("/api/documents/doc-1")) return { status: 200, body: doctorsPrescription };
    if (url.endsWith("/linked_messages")) return { status: 200, body: statusMessages };
    if (url.endsWith("/ws/user/patient-1"))
      return { status: 200, body: makeUser("patient", { firstName: "Léa", lastName: "Martin" }) };
    if (url.endsWith("/ws/user/pharmacy-1"))
      return { status: 200, body: makeUser("pharmacy", { name: "Pharmacie du Centre" }) };
    if (url.includes("/ws/contacts")) return { status: 200, body: [] };
    return { status: 404, body: { error: "notFound", message: TEXTS.documents.notFound } };
  });
}

describe("the document details (001 modal-doc-details, issue 9 §3)", () => {
  it("shows type, status, creator, who it is shared with and the status history", async () => {
    fakeServer();
    renderWithProviders(<DocumentDetailsModal id="doc-1" onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    const details = await screen.findByTestId("document-details");
    expect(within(details).getByText("Dr Paul Durand")).toBeTruthy();
    expect(await within(details).findByText("Pharmacie du Centre")).toBeTruthy();
    expect(within(details).getByText("Prêt")).toBeTruthy();
    const history = await screen.findByTestId("status-history");
    await waitFor(() => expect(history.querySelectorAll("li")).toHaveLength(3));
    const steps = [...history.querySelectorAll("li")].map((li) => li.firstChild?.textContent);
    expect(steps).toEqual([
      "Nouveau — Dr Paul Durand",
      "En cours — Pharmacie du Centre",
      "Prêt — Pharmacie du Centre",
    ]);
  });

  it("statusHistory keeps only the messages that set a status, oldest first", () => {
    expect(statusHistory(doctorsPrescription, statusMessages).map((s) => s.status)).toEqual([
      "NEW",
      "PROCESSING",
      "READY",
    ]);
  });

  it("opens from the viewer's « Détails » button", async () => {
    fakeServer();
    renderWithProviders(<DocumentViewerModal id="doc-1" title="Ordonnance" onClose={vi.fn()} />, {
      user: makeUser("patient"),
    });
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.details.open }));
    expect(await screen.findByRole("dialog", { name: TEXTS.details.title })).toBeTruthy();
  });
});

describe("« Transmettre à ma pharmacie » (issue 9 §3)", () => {
  it("shares the doctor's prescription with her pharmacy in one click", async () => {
    const received = { ...doctorsPrescription, sharers: ["patient-1"], meta: { status: "NEW" } };
    const calls = mockFetch(({ url, method }) => {
      if (method === "PUT" && url.endsWith("/feed/documents/doc-1/share"))
        return { status: 200, body: { ...received, sharers: ["patient-1", "pharmacy-1"] } };
      if (url.endsWith("/api/documents/doc-1")) return { status: 200, body: received };
      if (url.endsWith("/linked_messages")) return { status: 200, body: [] };
      if (url.includes("/ws/contacts")) return { status: 200, body: [] };
      return { status: 404, body: { error: "notFound", message: TEXTS.documents.notFound } };
    });
    renderWithProviders(<DocumentViewerModal id="doc-1" title="Ordonnance" onClose={vi.fn()} />, {
      user: makeUser("patient", { idpharma: "pharmacy-1" }),
    });
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.forward.toPharmacy }));
    expect(await screen.findByText(TEXTS.share.sentToPharmacy)).toBeTruthy();
    const share = calls.find((c) => c.method === "PUT");
    expect(share?.body).toEqual({ sharers: ["pharmacy-1"] });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: TEXTS.forward.toPharmacy })).toBeNull(),
    );
  });

  it("is not offered to a professional, nor once the pharmacy has it", async () => {
    fakeServer();
    renderWithProviders(<DocumentViewerModal id="doc-1" title="Ordonnance" onClose={vi.fn()} />, {
      user: makeUser("patient", { idpharma: "pharmacy-1" }),
    });
    await screen.findByRole("button", { name: TEXTS.details.open });
    expect(screen.queryByRole("button", { name: TEXTS.forward.toPharmacy })).toBeNull();
  });
});

describe("the doctor's « Envoyer une ordonnance » on its dashboard (issue 9 §3)", () => {
  it("picks one patient among its contacts, then sends to her", async () => {
    const lea = makeUser("patient", { id: "lea", firstName: "Léa", lastName: "Martin" });
    const pharmacy = makeUser("pharmacy", { id: "ph", name: "Pharmacie du Centre" });
    mockFetch(({ url }) =>
      url.includes("/ws/contacts")
        ? { status: 200, body: [lea, pharmacy] }
        : { status: 404, body: { error: "notFound", message: TEXTS.documents.notFound } },
    );
    renderWithProviders(<PrescribeButton />, { user: makeUser("professional") });
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.documents.sendTitle }));
    const picker = await screen.findByRole("dialog", { name: "Patients" });
    // only patients are offered
    expect(within(picker).queryByText(/Pharmacie du Centre/)).toBeNull();
    fireEvent.click(within(picker).getByLabelText(/Léa Martin/));
    fireEvent.click(within(picker).getByTestId("picker-confirm"));
    const destination = await screen.findByTestId("document-destination");
    expect(destination.textContent).toBe(
      format(TEXTS.documents.sendTo, { pharmacy: "Léa Martin" }),
    );
  });

  it("is not there for a pharmacy", () => {
    renderWithProviders(<PrescribeButton />, { user: makeUser("pharmacy") });
    expect(screen.queryByRole("button", { name: TEXTS.documents.sendTitle })).toBeNull();
  });
});
