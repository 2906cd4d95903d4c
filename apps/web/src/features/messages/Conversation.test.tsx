import { TEXTS, type DocumentDto, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { Conversation } from "./Conversation";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const pharmacy = makeUser("pharmacy");
const patient = makeUser("patient");
const question = makeMessage("m1", {
  iddocument: "d1",
  content: "Avez-vous encore la boîte de Doliprane ?",
  date: "2026-03-02T09:00:00.000Z",
});
const answer = makeMessage("m2", {
  iddocument: "d1",
  content: "Oui, une boîte entamée.",
  sender: "patient-1",
  senderInfo: { id: "patient-1", type: "patient", name: "Marie Durand" },
  recipients: ["pharmacy-1"],
  date: "2026-03-02T09:05:00.000Z",
});

/** A server holding the conversation about d1, which stores what is posted. */
function fakeServer(sendStatus = 201) {
  const stored: MessageDto[] = [question, answer];
  const calls = mockFetch((call: SeenCall) => {
    if (call.url === "/api/documents/d1/linked_messages") return { status: 200, body: stored };
    if (call.url === "/feed/messages" && sendStatus !== 201) return { status: sendStatus };
    if (call.url === "/feed/messages") {
      const body = call.body as { content: string; recipients: string[] };
      const sent = makeMessage("m3", { ...body, iddocument: "d1", notify: false });
      stored.push(sent);
      return { status: 201, body: sent };
    }
    return { status: 200, body: [] };
  });
  return calls;
}

const renderConversation = (document: DocumentDto, user = pharmacy, onError = vi.fn()) =>
  renderWithProviders(<Conversation document={document} />, { user, onError });

const bubbles = () =>
  within(screen.getByTestId("conversation")).getAllByTestId(/^conversation-msg-/);

describe("conversation about a document", () => {
  it("shows the messages oldest first, the user's own on the right", async () => {
    fakeServer();
    renderConversation(makeDocument("d1"));

    await screen.findByText("Oui, une boîte entamée.");
    expect(bubbles().map((b) => b.dataset.testid)).toEqual([
      "conversation-msg-m1",
      "conversation-msg-m2",
    ]);
    const [mine, theirs] = bubbles();
    expect(mine?.querySelector("[data-own='true']")).toBeTruthy();
    expect(theirs?.querySelector("[data-own='false']")).toBeTruthy();
    expect(
      within(theirs as HTMLElement).getByText(/Marie Durand · 02\/03\/2026 10:05/),
    ).toBeTruthy();
  });

  it("sends the pharmacist's question to the patient who sent the document", async () => {
    const calls = fakeServer();
    renderConversation(makeDocument("d1"));
    const input = await screen.findByTestId("message-input");

    fireEvent.change(input, { target: { value: "  Préférez-vous le générique ?  " } });
    fireEvent.click(screen.getByTestId("message-send"));

    await screen.findByText("Préférez-vous le générique ?");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      content: "Préférez-vous le générique ?",
      recipients: ["patient-1"],
      iddocument: "d1",
      notify: true,
    });
    expect(bubbles()).toHaveLength(3);
    expect((input as HTMLTextAreaElement).value).toBe("");
    expect(await screen.findByText(TEXTS.messages.sent)).toBeTruthy();
  });

  it("sends the patient's answer to the pharmacies the document is shared with, on Ctrl+Entrée", async () => {
    const calls = fakeServer();
    renderConversation(makeDocument("d1", { sharers: ["pharmacy-1", "pharmacy-2"] }), patient);
    const input = await screen.findByTestId("message-input");

    fireEvent.change(input, { target: { value: "Oui, merci." } });
    fireEvent.keyDown(input, { key: "Enter", ctrlKey: true });

    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        content: "Oui, merci.",
        recipients: ["pharmacy-1", "pharmacy-2"],
        iddocument: "d1",
        notify: true,
      }),
    );
  });

  it("speaks of Ctrl+Entrée only on a device with a mouse, never on a phone", async () => {
    fakeServer();
    const { unmount } = renderConversation(makeDocument("d1"));
    const onPhone = await screen.findByTestId("message-input");
    expect(onPhone.getAttribute("placeholder")).toBe(TEXTS.feed.messageHint);
    unmount();

    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("pointer: fine"),
      media: query,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fakeServer();
    renderConversation(makeDocument("d1"));
    const withMouse = await screen.findByTestId("message-input");
    expect(withMouse.getAttribute("placeholder")).toBe(TEXTS.feed.messageHintKeyboard);
  });

  it("cannot send an empty or blank message", async () => {
    const calls = fakeServer();
    renderConversation(makeDocument("d1"));
    const send = await screen.findByTestId("message-send");
    expect(send.hasAttribute("disabled")).toBe(true);

    const input = screen.getByTestId("message-input");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.keyDown(input, { key: "Enter", metaKey: true });
    expect(send.hasAttribute("disabled")).toBe(true);

    fireEvent.change(input, { target: { value: "Bonjour" } });
    expect(send.hasAttribute("disabled")).toBe(false);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("tells a patient to share the document first when no pharmacy has it", async () => {
    fakeServer();
    renderConversation(makeDocument("d1", { sharers: [] }), patient);

    expect(await screen.findByText(TEXTS.messages.shareFirst)).toBeTruthy();
    expect(screen.queryByTestId("message-input")).toBeNull();
  });

  it("keeps the text and reports 'Erreur dans l'envoie du message' when sending fails", async () => {
    fakeServer(500);
    const onError = vi.fn();
    renderConversation(makeDocument("d1"), pharmacy, onError);
    const input = await screen.findByTestId("message-input");

    fireEvent.change(input, { target: { value: "Bonjour" } });
    fireEvent.click(screen.getByTestId("message-send"));

    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 500 }),
        expect.objectContaining({ errorText: TEXTS.messages.sendError }),
      ),
    );
    expect((input as HTMLTextAreaElement).value).toBe("Bonjour");
    expect(screen.queryByText(TEXTS.messages.sent)).toBeNull();
  });
});
