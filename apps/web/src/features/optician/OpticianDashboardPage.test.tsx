import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { OpticianDashboardPage } from "./OpticianDashboardPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const optician = makeUser("professional", { profession: "OPTICIAN" });
const glasses = makeDocument("g1", { type: "PRESC_OPT", name: "Ordonnance lunettes" });

function fakeServer() {
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user") return { status: 200, body: optician };
    if (call.url.startsWith("/ws/user/")) return { status: 404, body: { error: "notFound" } };
    if (call.url === "/ws/count/docs?filter=on&type=PRESC_OPT") {
      return {
        status: 200,
        body: {
          count: [
            { id: "NEW", nb: 1 },
            { id: "READY", nb: 2 },
          ],
        },
      };
    }
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [glasses] };
    if (call.url.endsWith("/linked_messages")) return { status: 200, body: [] };
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

describe("/dashboard-optique", () => {
  it("lists the optical prescriptions only, counts them, and offers the optician's statuses", async () => {
    const calls = fakeServer();
    renderWithProviders(<OpticianDashboardPage />, { user: optician });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      TEXTS.dashboard.opticianTitle,
    );
    await screen.findByTestId("doc-row-g1");
    expect(calls.map((c) => c.url)).toContain(
      "/api/feed?status=NEW%2CPROCESSING&type=PRESC_OPT&order=asc&limit=50",
    );
    expect(await screen.findByText("À traiter (1)")).toBeTruthy();
    expect(screen.getByText("Traités (2)")).toBeTruthy();
    // every count of this page is of optical prescriptions
    expect(calls.filter((c) => c.url.startsWith("/ws/count/docs")).map((c) => c.url)).not.toContain(
      "/ws/count/docs?filter=on",
    );

    fireEvent.click(within(screen.getByTestId("dashboard-filter")).getByText(/^Traités/));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/feed?status=READY%2CCANCELED%2CDELIVERY%2CDELIVERED&type=PRESC_OPT&limit=50",
      ),
    );
    fireEvent.click(await screen.findByTestId("doc-row-g1"));
    fireEvent.click(await screen.findByTestId("status-menu"));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "En cours",
      "Prêt",
      "Attente paiement",
      "Annulé",
      "Délivrée",
    ]);
  });
});
