import { TEXTS, type FeedItem, type GroupDto, type MessageDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { createRealtimeHandlers } from "../realtime/realtimeHandlers";
import { GroupFeedPage } from "./GroupFeedPage";
import { GroupsPage } from "./GroupsPage";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.groups;
const lea = makeUser("patient", { id: "lea", firstName: "Léa", lastName: "Martin" });
const lilas = makeUser("pharmacy", { id: "ph1", name: "Pharmacie des Lilas" });
const group = (fields: Partial<GroupDto> = {}): GroupDto => ({
  id: "g1",
  name: "Famille Martin",
  idcreator: "lea",
  members: [
    { id: "lea", type: "patient", name: "Léa Martin" },
    { id: "ph1", type: "pharmacy", name: "Pharmacie des Lilas" },
  ],
  date: "2026-03-02T09:00:00.000Z",
  ...fields,
});
const message = (fields: Partial<MessageDto> = {}): MessageDto => ({
  id: "m1",
  type: "MESSAGE",
  content: "Votre commande est prête",
  sender: "ph1",
  senderInfo: { id: "ph1", type: "pharmacy", name: "Pharmacie des Lilas" },
  recipients: [],
  iddocument: null,
  idparent: null,
  notify: false,
  meta: {},
  date: "2026-03-02T10:00:00.000Z",
  lastUpdate: "2026-03-02T10:00:00.000Z",
  idgroup: "g1",
  ...fields,
});

/** A fake server: `routes` by "METHOD path"; the XSRF token for the first unsafe call. */
function server(routes: Record<string, (call: SeenCall) => { status: number; body?: unknown }>) {
  return mockFetch((call) => {
    const path = new URL(call.url, "http://localhost").pathname;
    const route = routes[`${call.method} ${path}`];
    if (route) return route(call);
    if (path === "/ws/xsrf") return { status: 204, setCookie: "XSRF-TOKEN=x" };
    if (path === "/ws/contacts") return { status: 200, body: [lilas] };
    if (path === "/ws/manager/list") return { status: 200, body: { accounts: [] } };
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

describe("/groupes: a patient's sharing groups (issue 21 §2)", () => {
  it("lists her groups, and says so when she has none", async () => {
    server({ "GET /api/groups": () => ({ status: 200, body: [group()] }) });
    renderWithProviders(<GroupsPage />, { user: lea });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(TEXTS.shell.pages.groupes);
    const row = await screen.findByTestId("group");
    expect(within(row).getByRole("link", { name: "Famille Martin" }).getAttribute("href")).toBe(
      "/feed-groupe?id=g1",
    );
    expect(within(row).getByText(/2 membre\(s\) · Créé par Léa Martin/)).toBeTruthy();
  });

  it("creates a group with a name and a contact; a missing name is said before any call", async () => {
    const calls = server({
      "GET /api/groups": () => ({ status: 200, body: [] }),
      "POST /api/group": () => ({ status: 200, body: { id: "g2" } }),
    });
    renderWithProviders(<GroupsPage />, { user: lea });
    await screen.findByText(T.none);
    const create = () => fireEvent.click(screen.getByRole("button", { name: T.create }));
    create();
    await screen.findByText(T.nameRequired);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText(new RegExp(T.name)), {
      target: { value: " Famille " },
    });
    fireEvent.click(await screen.findByLabelText("Pharmacie des Lilas"));
    create();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { name: "Famille", members: ["ph1"] },
      ]),
    );
  });

  it("shows the server's French refusal", async () => {
    server({
      "GET /api/groups": () => ({ status: 200, body: [] }),
      "POST /api/group": () => ({
        status: 400,
        body: { error: "validation", message: T.membersUnreachable },
      }),
    });
    renderWithProviders(<GroupsPage />, { user: lea });
    fireEvent.change(screen.getByLabelText(new RegExp(T.name)), { target: { value: "Voisins" } });
    fireEvent.click(screen.getByRole("button", { name: T.create }));
    expect((await screen.findByRole("alert")).textContent).toBe(T.membersUnreachable);
  });
});

describe("/feed-groupe: a group's feed (issue 21 §2)", () => {
  const feedRoutes = (feed: FeedItem[]) => ({
    "GET /api/group/g1": () => ({ status: 200, body: group() }),
    "GET /api/group/g1/feed": () => ({ status: 200, body: feed }),
  });

  it("shows the messages and sends one to the group", async () => {
    const feed: FeedItem[] = [message()];
    const calls = server({
      ...feedRoutes(feed),
      "POST /feed/messages": (call) => {
        const sent = message({
          id: "m2",
          content: (call.body as { content: string }).content,
          sender: "lea",
          lastUpdate: "2026-03-02T11:00:00.000Z",
        });
        feed.unshift(sent);
        return { status: 201, body: sent };
      },
    });
    renderWithProviders(<GroupFeedPage />, { user: lea, route: "/feed-groupe?id=g1" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Famille Martin");
    const log = await screen.findByTestId("group-feed");
    await within(log).findByText("Votre commande est prête");
    fireEvent.change(screen.getByLabelText(T.writeLabel), { target: { value: "Merci !" } });
    fireEvent.click(screen.getByTestId("message-send"));
    await within(log).findByText("Merci !");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { content: "Merci !", idgroup: "g1" },
    ]);
  });

  it("posts a PDF to the group, and opens a document of the feed", async () => {
    const feed: FeedItem[] = [];
    const calls = server({
      ...feedRoutes(feed),
      "POST /feed/documents": (call) => {
        const body = call.body as { name: string };
        const doc = {
          id: "d1",
          type: "other",
          name: body.name,
          mime: "application/pdf",
          size: 12,
          isPDF: true,
          meta: { status: "NEW" },
          notify: false,
          date: "2026-03-02T11:00:00.000Z",
          lastUpdate: "2026-03-02T11:00:00.000Z",
          idcreator: "lea",
          idsharer: null,
          iddirectory: null,
          sharers: [],
          creator: { id: "lea", type: "patient", name: "Léa Martin" },
          idgroup: "g1",
        };
        feed.unshift(doc as FeedItem);
        return { status: 201, body: doc };
      },
    });
    renderWithProviders(<GroupFeedPage />, { user: lea, route: "/feed-groupe?id=g1" });
    await screen.findByText(T.emptyFeed);
    const pdf = new File(["%PDF-1.4\n%%EOF"], "compte-rendu.pdf", { type: "application/pdf" });
    fireEvent.change(screen.getByTestId("group-attach"), { target: { files: [pdf] } });
    const open = await screen.findByRole("link", { name: "Ouvrir « compte-rendu.pdf »" });
    expect(open.getAttribute("href")).toBe("/modal-doc-details?id=d1");
    const posted = calls.find((c) => c.method === "POST" && c.url.endsWith("/feed/documents"));
    expect(posted?.body).toMatchObject({
      name: "compte-rendu.pdf",
      type: "other",
      mime: "application/pdf",
      idgroup: "g1",
    });
  });

  it("lets its creator remove a member and delete the group after confirming", async () => {
    const calls = server({
      ...feedRoutes([]),
      "POST /api/group": () => ({ status: 200, body: { success: true } }),
      "DELETE /api/group/g1": () => ({ status: 200, body: { success: true } }),
    });
    renderWithProviders(<GroupFeedPage />, { user: lea, route: "/feed-groupe?id=g1" });
    await screen.findByText(T.emptyFeed);
    fireEvent.click(screen.getByRole("button", { name: "Retirer Pharmacie des Lilas du groupe" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { id: "g1", delusers: ["ph1"] },
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: T.deleteGroup }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(T.deleteConfirm)).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: T.deleteGroup }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
  });

  it("offers a member to leave, not to change the members", async () => {
    server(feedRoutes([]));
    renderWithProviders(<GroupFeedPage />, {
      user: makeUser("pharmacy", { id: "ph1" }),
      route: "/feed-groupe?id=g1",
    });
    await screen.findByRole("button", { name: T.leave });
    expect(screen.queryByRole("button", { name: T.deleteGroup })).toBeNull();
    expect(screen.queryByRole("button", { name: /Retirer/ })).toBeNull();
  });

  it("says « Groupe introuvable. » once removed while on the page (groupChanged), once", async () => {
    let removed = false;
    const gone = { status: 404, body: { error: "notFound", message: T.notFound } };
    server({
      "GET /api/group/g1": () => (removed ? gone : { status: 200, body: group() }),
      "GET /api/group/g1/feed": () => (removed ? gone : { status: 200, body: [message()] }),
    });
    const onError = vi.fn();
    const { queryClient } = renderWithProviders(<GroupFeedPage />, {
      user: makeUser("pharmacy", { id: "ph1" }),
      route: "/feed-groupe?id=g1",
      onError,
    });
    await screen.findByText("Votre commande est prête");
    removed = true;
    createRealtimeHandlers(queryClient, "ph1", vi.fn()).groupChanged({ id: "g1" });
    expect((await screen.findByRole("alert")).textContent).toBe(T.notFound);
    expect(screen.queryByText("Votre commande est prête")).toBeNull();
    // told on the page, not by the central handler's toast
    const shown = onError.mock.calls.filter(([, info]) => (info as { display: boolean }).display);
    expect(shown).toEqual([]);
  });

  it("says « Groupe introuvable. » for a group one is not a member of", async () => {
    server({
      "GET /api/group/g1": () => ({
        status: 404,
        body: { error: "notFound", message: T.notFound },
      }),
    });
    renderWithProviders(<GroupFeedPage />, { user: lea, route: "/feed-groupe?id=g1" });
    expect((await screen.findByRole("alert")).textContent).toBe(T.notFound);
  });
});
