import { TEXTS, type DocumentDto } from "@reseau/shared";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeMessage } from "../../test/factories";
import { DOC_COUNTS_KEY } from "../dashboard/queries";
import { documentKey } from "../documents/queries";
import { linkedMessagesKey } from "../messages/queries";
import {
  createRealtimeHandlers,
  NEW_DOC_TEXT,
  resyncAfterFirstConnect,
  resyncAfterReconnect,
} from "./realtimeHandlers";

let queryClient: QueryClient;
const notify = vi.fn();
const handlers = () => createRealtimeHandlers(queryClient, "pharmacy-1", notify);

beforeEach(() => {
  notify.mockClear();
  queryClient = new QueryClient();
  queryClient.setQueryData(["feed", "dashboard-DASHBOARD"], { pages: [], pageParams: [] });
  queryClient.setQueryData(DOC_COUNTS_KEY, []);
  queryClient.setQueryData(linkedMessagesKey("d1"), []);
});

const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe("socket events", () => {
  it("toasts a message someone else sent with notify, and refreshes its conversation", () => {
    handlers().newMsg(
      makeMessage("m1", {
        sender: "patient-1",
        senderInfo: { id: "patient-1", type: "patient", name: "Marie Dupont" },
        iddocument: "d1",
        notify: true,
      }),
    );

    // the document is not on this page: the alert names the sender only
    expect(notify).toHaveBeenCalledWith("Votre commande est prête.", "Message de Marie Dupont");
    expect(invalidated(linkedMessagesKey("d1"))).toBe(true);
    expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true);
    expect(invalidated(DOC_COUNTS_KEY)).toBe(true);
  });

  it("names the document the message is about when the page has it", () => {
    queryClient.setQueryData(documentKey("d1"), makeDocument("d1"));
    handlers().newMsg(
      makeMessage("m1", { sender: "patient-1", iddocument: "d1", senderInfo: null }),
    );

    expect(notify).toHaveBeenCalledWith(
      "Ordonnance du 2 mars — Votre commande est prête.",
      TEXTS.notification,
    );
  });

  it("does not toast the user's own message from another session, but refreshes the lists", () => {
    handlers().newMsg(makeMessage("m1", { sender: "pharmacy-1", iddocument: "d1", notify: true }));

    expect(notify).not.toHaveBeenCalled();
    expect(invalidated(linkedMessagesKey("d1"))).toBe(true);
    expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true);
  });

  it("does not toast a message without notify", () => {
    handlers().newMsg(makeMessage("m1", { sender: "patient-1", notify: false }));
    expect(notify).not.toHaveBeenCalled();
    expect(invalidated(linkedMessagesKey("d1"))).toBe(false);
  });

  it("toasts a groupement's invitation by its name and refreshes the invitations", () => {
    queryClient.setQueryData(["membership", "received"], []);
    const party = { type: "grp_pharm" as const, city: null };
    handlers().newInvitation({
      id: "i1",
      invitation: {
        id: "i1",
        group: { ...party, id: "g1", name: "Groupement Galien" },
        invitee: { id: "pharmacy-1", type: "pharmacy", name: "Pharmacie du Centre", city: "Lyon" },
        status: "PENDING",
        createdAt: "2026-03-02T09:00:00.000Z",
        answeredAt: null,
      },
    });

    expect(notify).toHaveBeenCalledWith(
      "Groupement Galien vous invite à rejoindre son groupement.",
    );
    expect(invalidated(["membership", "received"])).toBe(true);
  });

  it("refreshes the counts on a new and a deleted document", () => {
    handlers().newDoc({ id: "d2" });
    expect(notify).toHaveBeenCalledWith(NEW_DOC_TEXT);
    expect(invalidated(DOC_COUNTS_KEY)).toBe(true);

    queryClient.setQueryData(DOC_COUNTS_KEY, []);
    handlers().deleteDoc({ id: "d2" });
    expect(invalidated(DOC_COUNTS_KEY)).toBe(true);
  });
});

describe("a status changed without a message", () => {
  it("refreshes the lists and counts, without a toast", () => {
    handlers().updateDoc({ id: "d1", document: makeDocument("d1") });

    expect(notify).not.toHaveBeenCalled();
    expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true);
    expect(invalidated(DOC_COUNTS_KEY)).toBe(true);
  });

  it("puts the new status in the document's own cached entry at once (the viewer, a card)", () => {
    queryClient.setQueryData(documentKey("d1"), makeDocument("d1", { data: "AAAA" }));
    handlers().updateDoc({
      id: "d1",
      document: makeDocument("d1", { meta: { status: "PROCESSING" } }),
    });

    const cached = queryClient.getQueryData<DocumentDto>(documentKey("d1"));
    expect(cached?.meta.status).toBe("PROCESSING");
    expect(cached?.data).toBe("AAAA");
  });
});

describe("reconnection", () => {
  it("fetches every list, count and conversation again, since events may have been missed", () => {
    resyncAfterReconnect(queryClient);

    expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true);
    expect(invalidated(DOC_COUNTS_KEY)).toBe(true);
    expect(invalidated(linkedMessagesKey("d1"))).toBe(true);
  });
});

describe("first connection", () => {
  it("fetches again what was fetched before the socket was up, and only that", async () => {
    const connectedAt = Date.now() + 1;
    queryClient.setQueryData(linkedMessagesKey("d2"), [], { updatedAt: connectedAt + 10 });

    resyncAfterFirstConnect(queryClient, connectedAt);

    await vi.waitFor(() => expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true));
    expect(invalidated(linkedMessagesKey("d1"))).toBe(true);
    expect(invalidated(linkedMessagesKey("d2"))).toBe(false);
  });

  it("fetches again a conversation whose request was in flight: its answer may predate an event", async () => {
    const answers: Array<(messages: string[]) => void> = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: linkedMessagesKey("d3"),
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    resyncAfterFirstConnect(queryClient, Date.now());
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]?.([]);
    answers[1]?.(["the question sent before the socket was up"]);

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(linkedMessagesKey("d3"))).toEqual([
        "the question sent before the socket was up",
      ]),
    );
    unsubscribe();
  });
});

describe("updateMsg (a message's meta changed)", () => {
  it("refreshes the lists and that document's conversation, without a toast", () => {
    const message = makeMessage("m1", { iddocument: "d1", meta: { seen: true } });
    handlers().updateMsg({ id: "m1", message });

    expect(notify).not.toHaveBeenCalled();
    expect(invalidated(linkedMessagesKey("d1"))).toBe(true);
    expect(invalidated(["feed", "dashboard-DASHBOARD"])).toBe(true);
  });
});
