import { format, TEXTS, type FeedItem, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { EVENT_REFRESHES } from "../realtime/eventQueries";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { ChatPanel } from "./ChatPanel";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const me = makeUser("pharmacy", { id: "pharmacy-1" });
const doctor = makeUser("professional", { id: "doc-1", firstName: "Paul", lastName: "Martin" });
const fromDoctor = (id: string, content: string, date: string) =>
  makeMessage(id, {
    content,
    sender: "doc-1",
    senderInfo: { id: "doc-1", type: "professional", name: "Paul Martin" },
    recipients: ["pharmacy-1"],
    iddocument: null,
    date,
    lastUpdate: date,
  });
const fromMe = (id: string, content: string, date: string) =>
  makeMessage(id, {
    content,
    sender: "pharmacy-1",
    recipients: ["doc-1"],
    iddocument: null,
    date,
    lastUpdate: date,
  });

/** A server holding the conversation, newest first as `GET /api/{id}/feed` answers. */
function fakeServer() {
  const stored: FeedItem[] = [
    fromDoctor("m3", "Merci, à demain.", "2026-03-02T10:00:00.000Z"),
    fromMe("m2", "C'est prêt.", "2026-03-02T09:30:00.000Z"),
    makeDocument("d1", {
      name: "Ordonnance Durand",
      idcreator: "doc-1",
      creator: { id: "doc-1", type: "professional", name: "Paul Martin" },
      date: "2026-03-02T09:10:00.000Z",
      lastUpdate: "2026-03-02T09:10:00.000Z",
    }),
    fromDoctor("m1", "Bonjour, voici l'ordonnance.", "2026-03-02T09:00:00.000Z"),
  ];
  const calls = mockFetch((call: SeenCall) => {
    if (call.url.startsWith("/api/doc-1/feed")) return { status: 200, body: stored };
    if (call.url === "/feed/messages") {
      const body = call.body as Partial<MessageDto>;
      const sent = fromMe("m4", body.content ?? "", "2026-03-02T10:05:00.000Z");
      stored.unshift({ ...sent, idparent: body.idparent ?? null });
      return { status: 201, body: sent };
    }
    return { status: 200, body: [] };
  });
  return calls;
}

const bubbles = () =>
  Array.from(
    within(screen.getByTestId("chat-log")).getAllByTestId(/^(conversation-msg|chat-doc)-/),
  ).map((element) => element.dataset.testid);

describe("the contact page's CHAT mode (000 §2)", () => {
  it("shows the exchange newest at the bottom, the reply box focused at once", async () => {
    fakeServer();
    renderWithProviders(<ChatPanel contact={doctor} />, { user: me });

    await screen.findByText("Merci, à demain.");
    expect(
      screen.getByRole("heading", {
        name: format(TEXTS.conversation.title, { name: "Paul Martin" }),
      }),
    ).toBeTruthy();
    expect(bubbles()).toEqual([
      "conversation-msg-m1",
      "chat-doc-d1",
      "conversation-msg-m2",
      "conversation-msg-m3",
    ]);
    expect(screen.getByTestId("chat-doc-d1").textContent).toContain(
      format(TEXTS.conversation.document, { name: "Ordonnance Durand" }),
    );
    expect(document.activeElement).toBe(screen.getByLabelText(TEXTS.conversation.replyLabel));
  });

  it("replies to the contact in the thread of its last message; the reply shows at the bottom", async () => {
    const calls = fakeServer();
    renderWithProviders(<ChatPanel contact={doctor} />, { user: me });
    const input = await screen.findByLabelText(TEXTS.conversation.replyLabel);
    await screen.findByText("Merci, à demain.");

    fireEvent.change(input, { target: { value: "Avec plaisir." } });
    fireEvent.click(screen.getByTestId("message-send"));

    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        content: "Avec plaisir.",
        recipients: ["doc-1"],
        notify: true,
        idparent: "m3",
      }),
    );
    await screen.findByText("Avec plaisir.");
    expect(bubbles().at(-1)).toBe("conversation-msg-m4");
    expect(await screen.findByText(TEXTS.messages.sent)).toBeTruthy();
  });

  it("is refreshed live by the message and document events", () => {
    for (const event of ["newMsg", "newDoc", "updateMsg", "updateDoc"] as const) {
      expect(EVENT_REFRESHES[event]).toContain(QUERY_ROOTS.conversation);
    }
  });
});
