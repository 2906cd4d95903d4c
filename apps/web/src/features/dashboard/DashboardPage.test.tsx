import { DOCUMENT_STATUS_LABELS, TEXTS, type DocumentDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DashboardPage } from "./DashboardPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** A fake server with one NEW prescription that accepts status changes. */
function fakeServer() {
  let doc: DocumentDto = makeDocument("d1");
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user") return { status: 200, body: makeUser("pharmacy") };
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [doc] };
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
    fireEvent.click(screen.getByText("Traités"));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/feed?status=READY%2CCANCELED%2CDELIVERY%2CDELIVERED&limit=50",
      ),
    );
  });
});
