import { DOCUMENT_STATUS_LABELS, TEXTS, type DocumentDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DashboardPage } from "./DashboardPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const COUNTS = [
  { id: "NEW", nb: 3 },
  { id: "PROCESSING", nb: 1 },
  { id: "READY", nb: 2 },
  { id: "DELIVERED", nb: 4 },
  { id: "UNREADABLE", nb: 7 },
];

/** The patient's answer about d9, a document older than the listed ones. */
const answer = makeMessage("m1", {
  type: "MESSAGE",
  sender: "patient-1",
  senderInfo: { id: "patient-1", type: "patient", name: "Marie Durand" },
  recipients: ["pharmacy-1"],
  iddocument: "d9",
  content: "Oui, j'ai encore la boîte.",
});
/** The pharmacy's own question: not listed under Messages. */
const question = makeMessage("m0", { iddocument: "d9", content: "Avez-vous encore la boîte ?" });

/** A fake server with one NEW prescription that accepts status changes. */
function fakeServer() {
  let doc: DocumentDto = makeDocument("d1");
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user") return { status: 200, body: makeUser("pharmacy") };
    if (call.url === "/ws/user/patient-1") {
      const patient = makeUser("patient", { phones: ["06 12 34 56 78"], birth: "1985-07-14" });
      return { status: 200, body: patient };
    }
    if (call.url === "/ws/count/docs?filter=on") {
      return { status: 200, body: { count: COUNTS, unreadMessages: 2 } };
    }
    if (call.url === "/ws/count/docs?filter=on&type=PRESC_DRUG%2CPRESC_MTL") {
      return { status: 200, body: { count: [{ id: "NEW", nb: 2 }] } };
    }
    if (call.url.startsWith("/api/feed?messages_only=true")) {
      return { status: 200, body: [answer, question] };
    }
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [doc] };
    if (call.url.endsWith("/linked_messages")) return { status: 200, body: [] };
    if (call.url === "/feed/messages") {
      return { status: 201, body: makeMessage("m2", { iddocument: "d1" }) };
    }
    if (call.url === "/api/documents/d9") {
      const old = makeDocument("d9", { name: "Ordonnance ancienne", meta: { status: "READY" } });
      return { status: 200, body: { ...old, data: "AAAA" } };
    }
    if (call.url === "/api/documents/d1") return { status: 200, body: { ...doc, data: "AAAA" } };
    if (call.url === "/api/documents/d1/status") {
      const body = call.body as { status: DocumentDto["meta"]["status"] };
      doc = { ...doc, meta: { status: body.status } };
      return { status: 200, body: { document: doc, message: null } };
    }
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

async function openStatusMenuOfFirstRow() {
  const row = await screen.findByTestId("doc-row-d1");
  expect(within(row).getByText("Marie Durand")).toBeTruthy();
  fireEvent.click(row);
  fireEvent.click(await screen.findByTestId("status-menu"));
}

describe("pharmacy dashboard", () => {
  it("shows the patient's phone, to call, and birth date beside the enlarged document", async () => {
    fakeServer();
    renderWithProviders(<DashboardPage />);
    const contact = await screen.findByTestId("patient-contact", {}, { timeout: 5000 });
    expect(within(contact).getByRole("link", { name: "06 12 34 56 78" }).getAttribute("href")).toBe(
      "tel:0612345678",
    );
    expect(within(contact).getByText("Né(e) le 14/07/1985")).toBeTruthy();
  });

  it("asks the pharmacist's first name for 'En cours', sends it, and updates the badge", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await openStatusMenuOfFirstRow();
    fireEvent.click(
      await screen.findByRole("menuitem", { name: DOCUMENT_STATUS_LABELS.PROCESSING }),
    );

    fireEvent.click(await screen.findByRole("button", { name: "Valider" }));
    expect(await screen.findByText(TEXTS.documents.firstNameRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Votre prénom"), { target: { value: "Julie" } });
    fireEvent.click(screen.getByRole("button", { name: "Valider" }));

    const row = screen.getByTestId("doc-row-d1");
    await waitFor(() => expect(within(row).getByText("En cours")).toBeTruthy());
    const sent = calls.find((c) => c.url === "/api/documents/d1/status");
    expect(sent?.body).toEqual({ status: "PROCESSING", firstName: "Julie" });
  });

  it("accepts a French amount for 'Attente paiement'", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await openStatusMenuOfFirstRow();
    fireEvent.click(
      await screen.findByRole("menuitem", { name: DOCUMENT_STATUS_LABELS.AWAITING_PAYMENT }),
    );

    const amount = await screen.findByLabelText("Montant restant à payer (€)");
    fireEvent.change(amount, { target: { value: "douze" } });
    fireEvent.click(screen.getByRole("button", { name: "Valider" }));
    expect(await screen.findByText(TEXTS.documents.amountRequired)).toBeTruthy();

    fireEvent.change(amount, { target: { value: "12,50" } });
    fireEvent.click(screen.getByRole("button", { name: "Valider" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/documents/d1/status")?.body).toEqual({
        status: "AWAITING_PAYMENT",
        amount: "12,50",
      }),
    );
  });

  it("asks the processed statuses for 'Traités'", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-d1");
    fireEvent.click(screen.getByText(/^Traités/));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/feed?status=READY%2CCANCELED%2CDELIVERY%2CDELIVERED&limit=50",
      ),
    );
  });

  it("shows on the tabs how many documents each state holds", async () => {
    fakeServer();
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText("Nouveaux (3)")).toBeTruthy();
    expect(screen.getByText("En cours (1)")).toBeTruthy();
    // READY + DELIVERED; UNREADABLE is not a processed status
    expect(screen.getByText("Traités (6)")).toBeTruthy();
    // À traiter: NEW + PROCESSING; Tous: every status
    expect(screen.getByText("À traiter (4)")).toBeTruthy();
    expect(screen.getByText("Tous (17)")).toBeTruthy();
    expect(screen.getByText("Renouvellements (0)")).toBeTruthy();
    // the prescriptions' tab has its own count, by type
    expect(await screen.findByText("Ordonnances (2)")).toBeTruthy();
    // the messages received and not read yet (issue 18 §3)
    expect(within(screen.getByTestId("dashboard-filter")).getByText("Messages (2)")).toBeTruthy();
  });

  it("lists each state's documents with the feed's explicit lists, and keeps it in the address", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-d1");
    fireEvent.click(within(screen.getByTestId("dashboard-filter")).getByText(/^Ordonnances/));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain("/api/feed?type=PRESC_DRUG%2CPRESC_MTL&limit=50"),
    );
    fireEvent.click(within(screen.getByTestId("dashboard-filter")).getByText(/^Renouvellements/));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/feed?status=RENEWING_ACTIVE%2CRENEWING_STANDBY&limit=50",
      ),
    );
    // the directory and the pro profile are links of the dashboard
    const links = screen.getByTestId("dashboard-links");
    expect(within(links).getByRole("link", { name: "Annuaire" }).getAttribute("href")).toBe(
      "/annuaire",
    );
    expect(within(links).getByRole("link", { name: "Profil pro" }).getAttribute("href")).toBe(
      "/profil-pro",
    );
  });

  it("opens on a patient's documents when the address names one (DOCS_PATIENT_FILTER)", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />, { route: "/dashboard?patient=Durand" });
    await screen.findByTestId("doc-row-d1");
    expect(calls.map((c) => c.url)).toContain("/api/feed?res_patient_name=Durand&limit=50");
    const tab = within(screen.getByTestId("dashboard-filter")).getByLabelText("Patient : Durand");
    expect((tab as HTMLInputElement).checked).toBe(true);
  });

  it("counts again after a status change", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await screen.findByText("Nouveaux (3)");
    await openStatusMenuOfFirstRow();
    fireEvent.click(await screen.findByRole("menuitem", { name: DOCUMENT_STATUS_LABELS.READY }));

    await waitFor(() =>
      expect(calls.filter((c) => c.url === "/ws/count/docs?filter=on")).toHaveLength(2),
    );
  });

  it("writes to the patient from the enlarged document", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    const detail = await screen.findByTestId("document-detail");
    const input = await within(detail).findByTestId("message-input");

    fireEvent.change(input, { target: { value: "Avez-vous encore la boîte de Doliprane ?" } });
    fireEvent.click(within(detail).getByTestId("message-send"));

    await waitFor(() =>
      expect(calls.find((c) => c.url === "/feed/messages")?.body).toEqual({
        content: "Avez-vous encore la boîte de Doliprane ?",
        recipients: ["patient-1"],
        iddocument: "d1",
        notify: true,
      }),
    );
  });

  it("lists the messages received under 'Messages' and opens the document one is about", async () => {
    const calls = fakeServer();
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-d1");
    fireEvent.click(within(screen.getByTestId("dashboard-filter")).getByText(/^Messages/));

    const row = await screen.findByTestId("msg-row-m1");
    expect(within(row).getByText("Marie Durand")).toBeTruthy();
    expect(within(row).getByText("Oui, j'ai encore la boîte.")).toBeTruthy();
    expect(screen.queryByTestId("msg-row-m0")).toBeNull();

    fireEvent.click(row);
    const detail = await screen.findByTestId("document-detail");
    await waitFor(() => expect(within(detail).getByText(/Ordonnance ancienne/)).toBeTruthy());
    expect(calls.map((c) => c.url)).toContain("/api/documents/d9");
    // the pharmacist can act on it from there: the status menu is in the pane
    expect(within(detail).getByTestId("status-menu")).toBeTruthy();
    expect(screen.getAllByTestId("status-menu")).toHaveLength(1);
  });
});
