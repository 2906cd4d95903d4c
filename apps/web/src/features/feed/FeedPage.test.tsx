import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { FeedPage } from "./FeedPage";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (n: number) => new Date(Date.UTC(2026, 2, 2, 12, 0) - n * 60_000).toISOString();

describe("patient feed", () => {
  it("shows documents with their status and messages naming their document", async () => {
    const doc = makeDocument("d1", { name: "Ordonnance du 02/03/2026", meta: { status: "READY" } });
    const message = makeMessage("m1", { iddocument: "d1", content: "Votre commande est prête." });
    mockFetch((call) =>
      call.url === "/ws/user"
        ? { status: 200, body: makeUser("patient") }
        : { status: 200, body: [message, doc] },
    );
    renderWithProviders(<FeedPage />);

    const docCard = await screen.findByTestId("feed-doc-d1");
    expect(within(docCard).getByText("Prêt")).toBeTruthy();
    const messageCard = screen.getByTestId("feed-msg-m1");
    expect(within(messageCard).getByText("Votre commande est prête.")).toBeTruthy();
    expect(within(messageCard).getByText("À propos de : Ordonnance du 02/03/2026")).toBeTruthy();
    expect(within(messageCard).getByText("Pharmacie du Centre")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Charger plus" })).toBeNull();
  });

  it("loads the next page from the last item's date and stops on a short page", async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) =>
      makeDocument(`a${i}`, { lastUpdate: minutesAgo(i) }),
    );
    const secondPage = [makeDocument("b0", { lastUpdate: minutesAgo(30) })];
    const calls = mockFetch((call) => {
      if (call.url === "/ws/user") return { status: 200, body: makeUser("patient") };
      return { status: 200, body: call.url.includes("fromDate") ? secondPage : firstPage };
    });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: "Charger plus" }));

    expect(await screen.findByTestId("feed-doc-b0")).toBeTruthy();
    const next = new URL(calls.at(-1)?.url ?? "", "http://x");
    expect(next.searchParams.get("fromDate")).toBe(minutesAgo(9));
    expect(next.searchParams.get("limit")).toBe("10");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Charger plus" })).toBeNull());
  });

  it("shows the conversation in the viewer, and asks to share a document shared with no one", async () => {
    const doc = makeDocument("d1", { sharers: [] });
    const message = makeMessage("m1", { iddocument: "d1", content: "Bienvenue." });
    mockFetch((call) => {
      if (call.url === "/ws/user") return { status: 200, body: makeUser("patient") };
      if (call.url === "/api/documents/d1") return { status: 200, body: { ...doc, data: "AAAA" } };
      if (call.url === "/api/documents/d1/linked_messages") return { status: 200, body: [message] };
      return { status: 200, body: [doc] };
    });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: /^Ordonnance d1/ }));

    const conversation = await screen.findByTestId("conversation");
    expect(within(conversation).getByText("Bienvenue.")).toBeTruthy();
    expect(screen.getByText(TEXTS.messages.shareFirst)).toBeTruthy();
    expect(screen.queryByTestId("message-input")).toBeNull();
  });

  it("lets the patient delete her document after confirming; it leaves the feed", async () => {
    const doc = makeDocument("d1", { idcreator: "patient-1" });
    let deleted = false;
    const calls = mockFetch((call) => {
      if (call.url === "/ws/user") return { status: 200, body: makeUser("patient") };
      if (call.url === "/api/documents/d1") return { status: 200, body: { ...doc, data: "AAAA" } };
      if (call.url === "/api/documents/d1/linked_messages") return { status: 200, body: [] };
      if (call.url === "/feed/documents/d1" && call.method === "DELETE") {
        deleted = true;
        return { status: 204 };
      }
      return { status: 200, body: deleted ? [] : [doc] };
    });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: /^Ordonnance d1/ }));
    fireEvent.click(await screen.findByTestId("document-delete"));
    expect(await screen.findByText(TEXTS.documents.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByTestId("delete-confirm"));

    expect(await screen.findByText(TEXTS.documents.deleted)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/feed/documents/d1")).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Ordonnance d1/ })).toBeNull(),
    );
  });

  it("offers no deletion of a document someone else created", async () => {
    const doc = makeDocument("d1", { idcreator: "pharmacy-1" });
    mockFetch((call) => {
      if (call.url === "/ws/user") return { status: 200, body: makeUser("patient") };
      if (call.url === "/api/documents/d1") return { status: 200, body: { ...doc, data: "AAAA" } };
      if (call.url === "/api/documents/d1/linked_messages") return { status: 200, body: [] };
      return { status: 200, body: [doc] };
    });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: /^Ordonnance d1/ }));
    await screen.findByTestId("conversation");
    expect(screen.queryByTestId("document-delete")).toBeNull();
  });
});
