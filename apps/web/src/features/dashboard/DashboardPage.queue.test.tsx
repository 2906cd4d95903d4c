import { TEXTS, type DocumentDto, type PublicUser, type UserType } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DashboardPage } from "./DashboardPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-03-02T09:00:00.000Z") });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (minutesAgo: number) =>
  new Date(Date.parse("2026-03-02T09:00:00.000Z") - minutesAgo * 60_000).toISOString();

/** The queue as the server sends it (least recently updated first), three patients waiting. */
function queue(): DocumentDto[] {
  return [
    makeDocument("old", {
      name: "Renouvellement tension",
      date: at(95),
      lastUpdate: at(95),
      creator: { id: "p1", type: "patient", name: "Bérénice Delacroix-Montfort de Saint-Exupéry" },
    }),
    makeDocument("mid", {
      name: "Vaccin grippe",
      date: at(40),
      lastUpdate: at(40),
      unreadMessages: 2,
      creator: { id: "p2", type: "patient", name: "Jean Petit" },
      receivedBy: { id: "ph2", type: "pharmacy", name: "Pharmacie de la Gare" },
    }),
    makeDocument("new", {
      name: "Ordonnance pédiatre",
      date: at(12),
      lastUpdate: at(12),
      creator: { id: "p3", type: "patient", name: "Karim Benali" },
    }),
  ];
}

/**
 * A fake server holding the queue; status changes move documents out of it. `members_only` (a
 * manager's « Groupe ») answers what the members received and the manager did not create, as the
 * server does: the page never filters.
 */
function fakeServer(user: PublicUser, first: DocumentDto[] = queue()) {
  let docs = first;
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user") return { status: 200, body: user };
    if (call.url.startsWith("/ws/user/")) return { status: 404, body: { error: "notFound" } };
    if (call.url.startsWith("/ws/count/docs")) return { status: 200, body: { count: [] } };
    if (call.url.startsWith("/api/feed")) {
      const query = new URL(call.url, "http://x").searchParams;
      const statuses = query.get("status")?.split(",");
      const name = query.get("res_patient_name")?.toLowerCase();
      const membersOnly = query.get("members_only") === "true";
      return {
        status: 200,
        body: docs.filter(
          (doc) =>
            (!statuses || statuses.includes(doc.meta.status)) &&
            (!name || (doc.creator?.name.toLowerCase() ?? "").includes(name)) &&
            (!membersOnly || (doc.receivedBy != null && doc.idcreator !== user.id)),
        ),
      };
    }
    if (call.url.endsWith("/linked_messages")) return { status: 200, body: [] };
    if (call.url.endsWith("/messages/read")) return { status: 200, body: { read: 2 } };
    const statusChange = /^\/api\/documents\/(\w+)\/status$/.exec(call.url);
    if (statusChange) {
      const body = call.body as { status: DocumentDto["meta"]["status"] };
      docs = docs.map((doc) =>
        doc.id === statusChange[1] ? { ...doc, meta: { status: body.status } } : doc,
      );
      const document = docs.find((doc) => doc.id === statusChange[1]);
      return { status: 200, body: { document, message: null } };
    }
    const get = /^\/api\/documents\/(\w+)$/.exec(call.url);
    if (get) {
      const document = docs.find((doc) => doc.id === get[1]);
      return { status: 200, body: { ...document, data: "AAAA" } };
    }
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

const statusCalls = (calls: SeenCall[]) =>
  calls.filter((c) => c.url.endsWith("/status")).map((c) => [c.url, c.body]);
const rowIds = () =>
  screen.getAllByTestId(/^doc-row-/).map((row) => row.dataset.testid?.replace("doc-row-", ""));
const key = (letter: string, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key: letter });

describe("the pharmacist's queue « À traiter »", () => {
  it("opens on NEW and PROCESSING, oldest first, with the waiting time, the name and the unread count", async () => {
    const calls = fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-old");
    expect(calls.map((c) => c.url)).toContain(
      "/api/feed?status=NEW%2CPROCESSING&order=asc&limit=50",
    );
    expect(rowIds()).toEqual(["old", "mid", "new"]);
    const old = screen.getByTestId("doc-row-old");
    expect(within(old).getByText("il y a 1 h 35")).toBeTruthy();
    // the whole name in the tooltip of a name cut to one line
    expect(within(old).getByTestId("patient-name").getAttribute("title")).toBe(
      "Bérénice Delacroix-Montfort de Saint-Exupéry",
    );
    expect(within(old).getByText("Renouvellement tension")).toBeTruthy();
    const mid = screen.getByTestId("doc-row-mid");
    expect(within(mid).getByLabelText("2 messages non lus")).toBeTruthy();
    expect(within(screen.getByTestId("doc-row-new")).getByText("il y a 12 min")).toBeTruthy();
    // a pharmacy sees no « Pharmacie » column: that is a group's
    expect(screen.queryByRole("columnheader", { name: "Pharmacie" })).toBeNull();
    expect(screen.getByTestId("shortcuts-hint").textContent).toMatch(/prendre en charge/);
  });

  it("shows « Payé » on a prescription whose payment request was paid, in its row and its detail (issue 20 §2)", async () => {
    const docs = queue().map((doc) =>
      doc.id === "mid"
        ? {
            ...doc,
            meta: {
              status: "PROCESSING" as const,
              order: { totalFinal: 1240, status: "PAYED" as const },
            },
          }
        : doc,
    );
    fakeServer(makeUser("pharmacy"), docs);
    renderWithProviders(<DashboardPage />);
    const mid = await screen.findByTestId("doc-row-mid");
    expect(within(mid).getByTestId("queue-paid").textContent).toBe(TEXTS.marketAccount.paid);
    expect(within(screen.getByTestId("doc-row-old")).queryByTestId("queue-paid")).toBeNull();
    fireEvent.click(mid);
    const detail = await screen.findByTestId("document-detail");
    expect(within(detail).getByTestId("detail-paid").textContent).toBe(TEXTS.marketAccount.paid);
  });

  it("asks the first name on the first « Prendre en charge » only, then takes at once; « Prête » sets READY", async () => {
    const calls = fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    const old = await screen.findByTestId("doc-row-old");
    fireEvent.click(within(old).getByRole("button", { name: /Prendre en charge/ }));
    const field = await screen.findByLabelText("Votre prénom");
    // it says why: the patient is told who takes care of her prescription (000 §4)
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    const why = () =>
      document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")
        ?.textContent;
    expect(why()).toMatch(/Le patient est prévenu : « Prénom s'occupe de votre ordonnance. »/);
    fireEvent.change(field, { target: { value: "Julie" } });
    expect(why()).toMatch(/« Julie s'occupe de votre ordonnance. »/);
    fireEvent.click(screen.getByRole("button", { name: "Valider" }));
    await waitFor(() => expect(within(old).getByText("En cours")).toBeTruthy());

    const mid = screen.getByTestId("doc-row-mid");
    fireEvent.click(within(mid).getByRole("button", { name: /Prendre en charge/ }));
    await waitFor(() => expect(within(mid).getByText("En cours")).toBeTruthy());
    expect(screen.queryByLabelText("Votre prénom")).toBeNull();

    fireEvent.click(within(old).getByRole("button", { name: /Prête/ }));
    await waitFor(() => expect(screen.queryByTestId("doc-row-old")).toBeNull());
    expect(statusCalls(calls)).toEqual([
      ["/api/documents/old/status", { status: "PROCESSING", firstName: "Julie" }],
      ["/api/documents/mid/status", { status: "PROCESSING", firstName: "Julie" }],
      ["/api/documents/old/status", { status: "READY" }],
    ]);
    // the first name is this pharmacist's, remembered for the next mornings
    expect(localStorage.getItem("reseau.pharmacistFirstName.pharmacy-1")).toBe("Julie");
  });

  it("works from the keyboard: ↓ and ↑ move, P takes, R makes ready and the next one is selected", async () => {
    localStorage.setItem("reseau.pharmacistFirstName.pharmacy-1", "Marc");
    const calls = fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-old");
    key("ArrowDown", document.body);
    expect(document.activeElement).toBe(screen.getByTestId("doc-row-old"));
    key("ArrowDown", document.activeElement ?? window);
    expect(document.activeElement).toBe(screen.getByTestId("doc-row-mid"));
    key("ArrowUp", document.activeElement ?? window);
    expect(document.activeElement).toBe(screen.getByTestId("doc-row-old"));
    key("ArrowDown", document.activeElement ?? window);
    expect(document.activeElement).toBe(screen.getByTestId("doc-row-mid"));
    key("p", document.activeElement ?? window);
    await waitFor(() =>
      expect(within(screen.getByTestId("doc-row-mid")).getByText("En cours")).toBeTruthy(),
    );
    key("r", document.activeElement ?? window);
    await waitFor(() => expect(screen.queryByTestId("doc-row-mid")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("doc-row-new")));
    expect(statusCalls(calls)).toEqual([
      ["/api/documents/mid/status", { status: "PROCESSING", firstName: "Marc" }],
      ["/api/documents/mid/status", { status: "READY" }],
    ]);
    // the detail pane shows the keys beside its buttons
    const detail = screen.getByTestId("document-detail");
    expect(within(detail).getByRole("button", { name: /Prendre en charge/ })).toBeTruthy();
    expect(
      within(detail)
        .getByRole("button", { name: /Prendre en charge/ })
        .getAttribute("aria-keyshortcuts"),
    ).toBe("P");
  });

  it("opens the focused document full screen with Entrée, zoomable, printable and downloadable", async () => {
    fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-old");
    key("ArrowDown", document.body);
    key("Enter", document.activeElement ?? window);
    const viewer = await screen.findByRole("dialog", { name: "Renouvellement tension" });
    expect(await within(viewer).findByRole("button", { name: "Agrandir" })).toBeTruthy();
    expect(within(viewer).getByRole("button", { name: "Imprimer" })).toBeTruthy();
    const download = within(viewer).getByRole("link", { name: "Télécharger" });
    expect(download.getAttribute("download")).toBe("Renouvellement tension.jpg");
    expect(within(viewer).getByTestId("image-lightbox")).toBeTruthy();
  });

  it("never fires a shortcut while the pharmacist types in the search", async () => {
    const calls = fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-old");
    const search = screen.getByRole("searchbox", { name: "Rechercher un patient" });
    key("/", document.body);
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: "pr" } });
    key("p", search);
    key("r", search);
    await vi.advanceTimersByTimeAsync(400);
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        "/api/feed?status=NEW%2CPROCESSING&order=asc&res_patient_name=pr&limit=50",
      ),
    );
    expect(statusCalls(calls)).toEqual([]);
  });

  it("reads the messages of the document it shows", async () => {
    const calls = fakeServer(makeUser("pharmacy"));
    renderWithProviders(<DashboardPage />);
    fireEvent.click(await screen.findByTestId("doc-row-mid"));
    await waitFor(() =>
      expect(calls.find((c) => c.url === "/api/documents/mid/messages/read")?.method).toBe("POST"),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId("doc-row-mid")).queryByTestId("unread-badge")).toBeNull(),
    );
  });

  it("names the receiving pharmacy in a group manager's view", async () => {
    fakeServer(makeUser("grp_pharm"));
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-mid");
    expect(screen.getByRole("columnheader", { name: "Pharmacie" })).toBeTruthy();
    expect(
      within(screen.getByTestId("doc-row-mid")).getByText("Pharmacie de la Gare"),
    ).toBeTruthy();
  });

  it("opens a group manager on « Groupe »: its members' documents, not its own publications (000 §2 MANAGER_GROUP)", async () => {
    const published = makeDocument("pub", {
      name: "Affiche campagne",
      idcreator: "grp_pharm-1",
      receivedBy: { id: "ph2", type: "pharmacy", name: "Pharmacie de la Gare" },
    });
    const calls = fakeServer(makeUser("grp_pharm"), [...queue(), published]);
    renderWithProviders(<DashboardPage />);
    await screen.findByTestId("doc-row-mid");
    expect(rowIds()).toEqual(["mid"]);
    // the server filters (full pages): the page asks for the members' documents only
    const feedCalls = calls.filter((c) => c.url.startsWith("/api/feed"));
    expect(feedCalls.length).toBeGreaterThan(0);
    for (const c of feedCalls) expect(c.url).toContain("members_only=true");
    expect(
      screen.getByRole("radio", { name: TEXTS.dashboard.states.MANAGER_GROUP }),
    ).toHaveProperty("checked", true);
    expect(screen.getByRole("columnheader", { name: "Pharmacie" })).toBeTruthy();
  });

  it("links a pharmacy and a group manager to their marketing operations (000 §2 OP_MARKETING)", async () => {
    fakeServer(makeUser("grp_pharm"));
    const { unmount } = renderWithProviders(<DashboardPage />);
    const links = await screen.findByTestId("dashboard-links");
    expect(
      within(links).getByRole("link", { name: TEXTS.dashboard.states.OP_MARKETING }),
    ).toHaveProperty("pathname", "/liste-ops");
    unmount();
    fakeServer(makeUser("professional", { profession: "Médecin généraliste" }));
    renderWithProviders(<DashboardPage />);
    const doctorLinks = await screen.findByTestId("dashboard-links");
    expect(
      within(doctorLinks).queryByRole("link", { name: TEXTS.dashboard.states.OP_MARKETING }),
    ).toBeNull();
  });

  it("offers a group manager no status action: it reads, its pharmacy acts (issue 21 §1)", async () => {
    fakeServer(makeUser("grp_pharm"));
    renderWithProviders(<DashboardPage />);
    const detail = await screen.findByTestId("document-detail");
    expect(within(detail).queryByTestId("status-menu")).toBeNull();
    expect(screen.queryByRole("button", { name: /Prendre en charge/ })).toBeNull();
  });
});

describe("each role's dashboard", () => {
  const menuOf = async (type: UserType, fields: Partial<PublicUser> = {}) => {
    fakeServer(makeUser(type, fields));
    renderWithProviders(<DashboardPage />);
    await screen.findAllByTestId(/^doc-row-/);
    const detail = await screen.findByTestId("document-detail");
    const menu = within(detail).queryByTestId("status-menu");
    if (!menu) return null;
    fireEvent.click(menu);
    const items = await screen.findAllByRole("menuitem");
    return items.map((item) => item.textContent);
  };

  it("a laboratory: its results wording and statuses", async () => {
    expect(await menuOf("labo")).toEqual(["En cours", "Résultat prêt", "Illisible", "Annulé"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Analyses reçues");
    expect(
      within(screen.getByTestId("document-detail")).getByRole("button", { name: /Résultat prêt/ }),
    ).toBeTruthy();
    expect(screen.getByText(/Résultats prêts/)).toBeTruthy();
  });

  it("an optician: only the statuses of an order of glasses", async () => {
    expect(await menuOf("professional", { profession: "OPTICIAN" })).toEqual([
      "En cours",
      "Prêt",
      "Attente paiement",
      "Annulé",
      "Délivrée",
    ]);
  });

  it("a doctor: the documents received, without pharmacy actions", async () => {
    expect(await menuOf("professional", { profession: "Médecin généraliste" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Prendre en charge/ })).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Documents reçus");
    expect(screen.queryByText(/À traiter/)).toBeNull();
  });
});
