import { PATIENT_STATUS_LABELS, STATUS_MESSAGES, TEXTS, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { Route, Routes, useLocation } from "react-router";
import { FeedPage } from "./FeedPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (n: number) => new Date(Date.UTC(2026, 2, 2, 12, 0) - n * 60_000).toISOString();
const patient = makeUser("patient", { idpharma: "pharmacy-1" });
/** Her pharmacy's card, open 9 h – 19 h every day, so « today » needs no frozen clock. */
const pharmacy = makeUser("pharmacy", {
  name: "Pharmacie du Centre",
  fullAddress: "12 rue de la République, 69002 Lyon",
  city: "Lyon",
  zipCode: "69002",
  phones: ["04 78 37 12 45"],
  openingHours: JSON.stringify(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: "09:00", close: "19:00" })),
  ),
});

/** A fake server: the feed's items, each document's conversation, the pharmacy's card. */
function server(
  feed: () => unknown[],
  linked: Record<string, MessageDto[]> = {},
  extra?: (call: SeenCall) => { status: number; body?: unknown } | undefined,
) {
  return mockFetch((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === "/ws/user") return { status: 200, body: patient };
    if (call.url === "/ws/establishment/pharmacy-1") return { status: 200, body: pharmacy };
    const conversation = /^\/api\/documents\/(\w+)\/linked_messages$/.exec(call.url);
    if (conversation) return { status: 200, body: linked[conversation[1] ?? ""] ?? [] };
    const one = /^\/api\/documents\/(\w+)$/.exec(call.url);
    if (one) {
      const doc = feed().find((item) => (item as { id: string }).id === one[1]);
      return doc ? { status: 200, body: { ...doc, data: "AAAA" } } : { status: 404 };
    }
    return { status: 200, body: feed() };
  });
}

describe("« Mon fil »: one card per prescription (issue 7 §2)", () => {
  it("shows the card's timeline and messages inside it, and where to collect it once ready", async () => {
    const doc = makeDocument("d1", { name: "Ordonnance du 2 mars", meta: { status: "READY" } });
    const processing = makeMessage("m1", {
      iddocument: "d1",
      content: "Marie s'occupe de votre ordonnance.",
      meta: { iddocument: "d1", status: "PROCESSING" },
      date: "2026-03-02T09:00:00.000Z",
    });
    const ready = makeMessage("m2", {
      iddocument: "d1",
      content: STATUS_MESSAGES.READY,
      meta: { iddocument: "d1", status: "READY" },
      date: "2026-03-02T10:00:00.000Z",
    });
    const hello = makeMessage("m3", { content: "Bienvenue dans votre pharmacie." });
    server(() => [ready, hello, processing, doc], { d1: [processing, ready] });
    renderWithProviders(<FeedPage />);

    const card = await screen.findByTestId("feed-doc-d1");
    await within(card).findByText(STATUS_MESSAGES.READY);
    expect(within(card).getByText("Marie s'occupe de votre ordonnance.")).toBeTruthy();
    const timeline = within(card).getByTestId("document-timeline");
    for (const label of ["NEW", "PROCESSING", "READY"] as const) {
      expect(within(timeline).getByText(PATIENT_STATUS_LABELS[label])).toBeTruthy();
    }
    expect(within(timeline).queryByText(TEXTS.feed.toCome)).toBeNull();

    const pickup = await within(card).findByTestId("pickup-info");
    expect(pickup.textContent).toContain("Pharmacie du Centre");
    expect(pickup.textContent).toContain("12 rue de la République, 69002 Lyon");
    expect(pickup.textContent).toContain("Ouvert aujourd’hui de 9\u00a0h à 19\u00a0h");
    expect(within(pickup).getByTestId("pickup-title").textContent).toBe(
      TEXTS.feed.readyTitle.prescription,
    );
    // open 9 h – 19 h every day: whatever the hour, one of these (Paris clock)
    expect(within(pickup).getByTestId("pickup-open-now").textContent).toMatch(
      /^(Ouverte jusqu’à 19\u00a0h|Fermée — ouvre (à|demain à) 9\u00a0h)$/,
    );

    // the messages about d1 are in its card only; a message about no document has its own card,
    // without the old upper-case badge
    expect(screen.queryByTestId("feed-msg-m1")).toBeNull();
    expect(screen.queryByTestId("feed-msg-m2")).toBeNull();
    const alone = screen.getByTestId("feed-msg-m3");
    expect(within(alone).getByText("Bienvenue dans votre pharmacie.")).toBeTruthy();
    expect(within(alone).queryByText(/^message$/i)).toBeNull();
    expect(screen.getAllByTestId(/^feed-(doc|msg)-/)).toHaveLength(2);
  });

  it("shows the steps still to come while the pharmacy has not started, and no pickup yet", async () => {
    server(() => [makeDocument("d1")]);
    renderWithProviders(<FeedPage />);

    const timeline = await screen.findByTestId("document-timeline");
    expect(within(timeline).getByText("Envoyée")).toBeTruthy();
    expect(within(timeline).getAllByText(TEXTS.feed.toCome)).toHaveLength(2);
    expect(screen.queryByTestId("pickup-info")).toBeNull();
  });

  it("loads the next page from the last item's date and stops on a short page", async () => {
    const firstPage = Array.from({ length: 10 }, (_, i) =>
      makeDocument(`a${i}`, { lastUpdate: minutesAgo(i) }),
    );
    const secondPage = [makeDocument("b0", { lastUpdate: minutesAgo(30) })];
    const calls = mockFetch((call) => {
      if (call.url === "/ws/user") return { status: 200, body: patient };
      if (call.url.includes("linked_messages")) return { status: 200, body: [] };
      return { status: 200, body: call.url.includes("fromDate") ? secondPage : firstPage };
    });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: "Charger plus" }));

    expect(await screen.findByTestId("feed-doc-b0")).toBeTruthy();
    const next = new URL(
      calls.filter((c) => c.url.startsWith("/api/feed")).at(-1)?.url ?? "",
      "http://x",
    );
    expect(next.searchParams.get("fromDate")).toBe(minutesAgo(9));
    expect(next.searchParams.get("limit")).toBe("10");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Charger plus" })).toBeNull());
  });

  it("opens the document in the viewer, and asks to share a document shared with no one", async () => {
    const doc = makeDocument("d1", { sharers: [] });
    const message = makeMessage("m1", { iddocument: "d1", content: "Bienvenue." });
    server(() => [doc], { d1: [message] });
    renderWithProviders(<FeedPage />);

    fireEvent.click(await screen.findByRole("button", { name: /^Ordonnance d1/ }));

    const viewer = await screen.findByRole("dialog");
    const conversation = await within(viewer).findByTestId("conversation");
    expect(within(conversation).getByText("Bienvenue.")).toBeTruthy();
    expect(within(viewer).getByText(TEXTS.messages.shareFirst)).toBeTruthy();
    expect(within(viewer).queryByTestId("message-input")).toBeNull();
  });

  it("lets the patient delete her prescription no one prepares yet, after confirming", async () => {
    let deleted = false;
    const calls = server(
      () => (deleted ? [] : [makeDocument("d1")]),
      {},
      (call) => {
        if (call.url !== "/feed/documents/d1" || call.method !== "DELETE") return undefined;
        deleted = true;
        return { status: 204 };
      },
    );
    renderWithProviders(<FeedPage />);

    const card = await screen.findByTestId("feed-doc-d1");
    expect(within(card).queryByTestId("cancel-request")).toBeNull();
    fireEvent.click(within(card).getByTestId("document-delete"));
    expect(await screen.findByText(TEXTS.documents.deleteConfirm)).toBeTruthy();
    fireEvent.click(screen.getByTestId("delete-confirm"));

    expect(await screen.findByText(TEXTS.documents.deleted)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.url === "/feed/documents/d1")).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("feed-doc-d1")).toBeNull());
  });

  it("offers « Demander l’annulation » instead once the pharmacy prepares it; the request goes to the pharmacy", async () => {
    const doc = makeDocument("d1", { meta: { status: "PROCESSING" } });
    const stored: MessageDto[] = [];
    const calls = server(
      () => [doc],
      { d1: stored },
      (call) => {
        if (call.url !== "/feed/messages") return undefined;
        const sent = makeMessage("m9", {
          ...(call.body as object),
          sender: "patient-1",
          senderInfo: { id: "patient-1", type: "patient", name: "Marie Durand" },
        });
        stored.push(sent);
        return { status: 201, body: sent };
      },
    );
    renderWithProviders(<FeedPage />);

    const card = await screen.findByTestId("feed-doc-d1");
    expect(within(card).queryByTestId("document-delete")).toBeNull();
    fireEvent.click(await within(card).findByTestId("cancel-request"));
    expect(await screen.findByText(TEXTS.feed.cancelExplain)).toBeTruthy();
    fireEvent.click(screen.getByTestId("cancel-request-confirm"));

    await within(card).findByTestId("cancel-requested");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      content: TEXTS.feed.cancelRequest,
      recipients: ["pharmacy-1"],
      iddocument: "d1",
      notify: true,
    });
    expect(within(card).getByTestId("conversation").textContent).toContain(
      TEXTS.feed.cancelRequest,
    );
  });

  it("offers no deletion of a document someone else created", async () => {
    server(() => [makeDocument("d1", { idcreator: "pharmacy-1" })]);
    renderWithProviders(<FeedPage />);

    const card = await screen.findByTestId("feed-doc-d1");
    expect(within(card).queryByTestId("document-delete")).toBeNull();
    expect(within(card).queryByTestId("cancel-request")).toBeNull();
  });

  it("offers « Renouveler » on her shared prescription, which opens the renewal process with it (issue 18 §4)", async () => {
    server(() => [
      makeDocument("d1", { meta: { status: "READY" } }),
      makeDocument("d2", { meta: { status: "RENEWING_STANDBY" } }),
      makeDocument("d3", { idcreator: "doctor-1", meta: { status: "READY" } }),
      makeDocument("d4", { sharers: [] }),
    ]);
    function RenewalPage() {
      return <p data-testid="renew-page">{useLocation().search}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/" element={<FeedPage />} />
        <Route path="/renouveler" element={<RenewalPage />} />
      </Routes>,
    );

    await screen.findByTestId("feed-doc-d4");
    // a renewal already runs; someone else's; shared with no one: no « Renouveler »
    for (const id of ["d2", "d3", "d4"]) {
      const card = screen.getByTestId(`feed-doc-${id}`);
      expect(within(card).queryByRole("button", { name: TEXTS.renewals.renewButton })).toBeNull();
    }
    const card = screen.getByTestId("feed-doc-d1");
    fireEvent.click(within(card).getByRole("button", { name: TEXTS.renewals.renewButton }));
    expect((await screen.findByTestId("renew-page")).textContent).toBe("?ordonnance=d1");
  });
});
