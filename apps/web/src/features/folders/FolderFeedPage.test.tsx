import { fixedFolderDtos, format, HPRIM_MIME, TEXTS, type DirectoryDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { FolderFeedPage } from "./FolderFeedPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const patient = makeUser("patient");
const own: DirectoryDto = {
  id: "dir-1",
  name: "Bilan annuel",
  type: "NORMAL",
  idowner: patient.id,
  fixed: false,
  date: "2026-03-01T08:00:00.000Z",
};
const THUMBNAIL = "/9j/4AAQSkZJRgABAQ";
const photo = makeDocument("d1", {
  name: "Ordonnance de mars",
  idcreator: patient.id,
  thumbnail: THUMBNAIL,
});
const labResult = makeDocument("d3", {
  name: "resultat.hpr",
  type: "ANALYS_RES",
  mime: HPRIM_MIME,
  idcreator: "lab-1",
  iddirectory: "D_ANALYS",
  thumbnail: null,
});
const pdf = makeDocument("d2", {
  name: "Compte rendu",
  mime: "application/pdf",
  isPDF: true,
  idcreator: "doctor-1",
  thumbnail: null,
});

/** A fake server: the folders, the feed of « Tous » and of a folder, the filing call. */
function server(folderFeed: Record<string, unknown[]> = {}) {
  return mockFetch((call) => {
    if (call.url === "/ws/user") return { status: 200, body: patient };
    if (call.url === "/ws/manager/list") return { status: 200, body: { accounts: [] } };
    if (call.url === "/api/directories/all")
      return { status: 200, body: [...fixedFolderDtos(), own] };
    const folder = /^\/api\/feed\/directory\/([\w-]+)/.exec(call.url);
    if (folder) return { status: 200, body: folderFeed[folder[1] ?? ""] ?? [] };
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [photo, pdf] };
    if (call.url === "/api/documents/d1/directory" && call.method === "PUT") {
      const { iddirectory } = call.body as { iddirectory: string | null };
      return { status: 200, body: { ...photo, iddirectory } };
    }
    return { status: 404, body: { error: "notFound", message: "?" } };
  });
}

describe("« Mes dossiers » (/feed-dossier, issue 9 §1)", () => {
  it("lists the folders and every document with its thumbnail, and files one in « Ordonnances »", async () => {
    const calls = server();
    renderWithProviders(<FolderFeedPage />, { route: "/feed-dossier", user: patient });

    const nav = await screen.findByRole("navigation", { name: TEXTS.folders.menu });
    const names = [
      "Tous",
      "Ordonnances",
      "Optique",
      "Résultats d'analyse",
      "Radiologie",
      "Vaccins",
      "Bilan annuel",
    ];
    for (const name of names) await within(nav).findByRole("link", { name });
    expect(within(nav).getByRole("link", { name: "Tous" }).getAttribute("aria-current")).toBe(
      "page",
    );

    const card = await screen.findByTestId("folder-doc-d1");
    const image = card.querySelector("img");
    expect(image?.getAttribute("src")).toBe(`data:image/jpeg;base64,${THUMBNAIL}`);
    expect(within(screen.getByTestId("folder-doc-d2")).getByText("PDF")).toBeTruthy();
    // a document received from someone else is not the patient's to file
    expect(
      within(screen.getByTestId("folder-doc-d2")).queryByLabelText(TEXTS.folders.moveLabel),
    ).toBeNull();
    // lists never read the full files
    expect(calls.some((call) => /^\/api\/documents\/d\d$/.test(call.url))).toBe(false);
    // « Tous » asks the feed for documents only
    expect(calls.find((call) => call.url.startsWith("/api/feed"))?.url).toContain("type=");

    fireEvent.change(within(card).getByLabelText(TEXTS.folders.moveLabel), {
      target: { value: "D_DRUG" },
    });
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    const put = calls.find((call) => call.method === "PUT");
    // the toasts' code loads with the first toast
    // the toast as read: its no-break spaces count as spaces
    const moved = format(TEXTS.folders.moved, { name: "Ordonnances" }).replace(/\s+/g, " ");
    await screen.findByText(moved, {}, { timeout: 5_000 });
    expect(put).toMatchObject({
      url: "/api/documents/d1/directory",
      body: { iddirectory: "D_DRUG" },
    });
    // a loaded machine renders slowly: room beyond the default 5 s
  }, 30_000);

  it("shows a folder's own documents, and says when it is empty", async () => {
    const calls = server({ D_DRUG: [{ ...photo, iddirectory: "D_DRUG" }] });
    renderWithProviders(<FolderFeedPage />, {
      route: "/feed-dossier?dossier=D_DRUG",
      user: patient,
    });
    await screen.findByRole("heading", { level: 2, name: "Ordonnances" });
    const card = await screen.findByTestId("folder-doc-d1");
    expect((within(card).getByLabelText(TEXTS.folders.moveLabel) as HTMLSelectElement).value).toBe(
      "D_DRUG",
    );
    expect(calls.some((call) => call.url.startsWith("/api/feed/directory/D_DRUG"))).toBe(true);
    // a fixed folder cannot be deleted
    expect(screen.queryByRole("button", { name: TEXTS.folders.remove })).toBeNull();
  });

  it("offers to delete one of the patient's own folders", async () => {
    server();
    renderWithProviders(<FolderFeedPage />, {
      route: "/feed-dossier?dossier=dir-1",
      user: patient,
    });
    await screen.findByRole("heading", { level: 2, name: "Bilan annuel" });
    await screen.findByText(TEXTS.folders.empty);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: TEXTS.folders.remove })).toBeTruthy(),
    );
  });

  it.each([
    ["« Tous »", "/feed-dossier", "/api/feed"],
    ["« Résultats d'analyse »", "/feed-dossier?dossier=D_ANALYS", "/api/feed/directory/D_ANALYS"],
  ])(
    "opens a lab result from %s on its results page, not in the picture viewer (issue 18 §4)",
    async (_name, route, feed) => {
      const calls = mockFetch((call) => {
        if (call.url === "/ws/user") return { status: 200, body: patient };
        if (call.url === "/ws/manager/list") return { status: 200, body: { accounts: [] } };
        if (call.url === "/api/directories/all") return { status: 200, body: fixedFolderDtos() };
        if (call.url.startsWith(feed)) return { status: 200, body: [labResult] };
        return { status: 404, body: { error: "notFound", message: "?" } };
      });
      function Where() {
        return <p data-testid="where">{useLocation().pathname}</p>;
      }
      renderWithProviders(
        <Routes>
          <Route path="/feed-dossier" element={<FolderFeedPage />} />
          <Route path="/resultats/:id" element={<Where />} />
        </Routes>,
        { route, user: patient },
      );
      const card = await screen.findByTestId("folder-doc-d3");
      fireEvent.click(within(card).getByRole("button", { name: TEXTS.labs.seeResults }));
      expect((await screen.findByTestId("where")).textContent).toBe("/resultats/d3");
      // the viewer never fetched the file to draw it
      expect(calls.some((call) => call.url === "/api/documents/d3")).toBe(false);
      expect(screen.queryByText(TEXTS.documents.enlargeError)).toBeNull();
    },
  );
});
