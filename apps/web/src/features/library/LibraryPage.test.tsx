import { format, TEXTS, type LibraryDirectoryDto, type LibraryDocumentDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LibraryPage } from "./LibraryPage";

const T = TEXTS.library;
/** A text as the page reads it to a test: no-break spaces are spaces. */
const seen = (text: string) => text.replace(/\s+/g, " ");

const poster: LibraryDocumentDto = {
  id: "l1",
  name: "Affiche grippe",
  type: "application/pdf",
  url: "/pro-api/images/lib-1",
  size: 10,
  created: "2030-03-20T09:00:00.000Z",
  category: "Affiches",
  group: "comptoir",
  directory: null,
  pdfImagesUrls: [],
};

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("LibraryPage (001 §7 library)", () => {
  it("lists the library, adds a file under its name, and deletes a document", async () => {
    const calls = mockFetch((call) => {
      if (call.url === "/pro-api/documents/comptoir") return { status: 200, body: [poster] };
      if (call.method === "POST") return { status: 201, body: { ...poster, id: "l2" } };
      if (call.method === "DELETE") return { status: 204 };
      return { status: 200, body: [] };
    });
    renderWithProviders(<LibraryPage />, { user: makeUser("pharmacy") });
    await screen.findByText("Affiche grippe");
    expect(screen.getByText("Affiches")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(T.nameLabel), { target: { value: "Fiche soleil" } });
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "soleil.pdf", {
      type: "application/pdf",
    });
    fireEvent.change(screen.getByTestId("library-file"), { target: { files: [file] } });
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      name: "Fiche soleil",
      type: "application/pdf",
      data: "JVBERg==",
      group: "comptoir",
    });

    fireEvent.click(screen.getByRole("button", { name: `${T.remove} Affiche grippe` }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/pro-api/document/l1")).toBe(
        true,
      ),
    );
  });

  it("says when the library is empty", async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<LibraryPage />, { user: makeUser("pharmacy") });
    await screen.findByText(T.empty);
  });

  it("creates a folder, shows only its documents, files a document in it and deletes it", async () => {
    const image: LibraryDocumentDto = {
      ...poster,
      id: "l3",
      name: "Affiche soleil",
      type: "image/png",
      url: "/pro-api/images/lib-3",
      category: null,
    };
    // a small fake server: the library's folders and documents, as the routes keep them
    let folders: LibraryDirectoryDto[] = [];
    let documents = [poster, image];
    const calls = mockFetch((call) => {
      if (call.url === "/pro-api/documents/comptoir") return { status: 200, body: documents };
      if (call.url === "/pro-api/directories/comptoir") return { status: 200, body: folders };
      const body = call.body as Record<string, string | null>;
      if (call.method === "POST" && call.url === "/pro-api/directory") {
        const folder = {
          id: `d${folders.length + 1}`,
          name: String(body.name),
          group: "comptoir",
          created: "2030-03-21T09:00:00.000Z",
        };
        folders = [...folders, folder];
        return { status: 201, body: folder };
      }
      if (call.method === "PUT" && call.url === "/pro-api/document") {
        documents = documents.map((d) =>
          d.id === body.id ? { ...d, directory: body.directory ?? null } : d,
        );
        return { status: 200, body: documents.find((d) => d.id === body.id) };
      }
      if (call.method === "DELETE" && call.url.startsWith("/pro-api/directory/")) {
        const id = call.url.split("/").at(-1);
        folders = folders.filter((f) => f.id !== id);
        documents = documents.map((d) => (d.directory === id ? { ...d, directory: null } : d));
        return { status: 204 };
      }
      return { status: 200, body: [] };
    });
    renderWithProviders(<LibraryPage />, { user: makeUser("pharmacy") });
    await screen.findByText("Affiche soleil");
    // the poster's preview is the image itself; the PDF opens in a new tab
    expect(document.querySelector('img[src="/pro-api/images/lib-3"]')).toBeTruthy();
    const pdf = screen.getByRole("link", { name: format(T.open, { name: "Affiche grippe" }) });
    expect(pdf.getAttribute("href")).toBe("/pro-api/images/lib-1");
    expect(pdf.getAttribute("target")).toBe("_blank");

    // a folder needs a name
    fireEvent.click(screen.getByRole("button", { name: TEXTS.folders.create }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.folders.createTitle });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.folders.save }));
    await within(dialog).findByText(T.directoryNameRequired);
    fireEvent.change(within(dialog).getByLabelText(new RegExp(TEXTS.folders.nameLabel)), {
      target: { value: "Été" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.folders.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "Été",
        group: "comptoir",
      }),
    );
    await screen.findByText(TEXTS.folders.created);

    // the new folder is shown: empty yet
    const nav = screen.getByRole("group", { name: T.foldersLabel });
    await waitFor(() =>
      expect(within(nav).getByRole("button", { name: "Été" }).getAttribute("aria-pressed")).toBe(
        "true",
      ),
    );
    await screen.findByText(TEXTS.folders.empty);
    expect(screen.queryByText("Affiche soleil")).toBeNull();

    // « Tous », then the poster filed in « Été »
    fireEvent.click(within(nav).getByRole("button", { name: TEXTS.folders.all }));
    fireEvent.change(
      await screen.findByRole("combobox", {
        name: format(T.moveDocument, { name: "Affiche soleil" }),
      }),
      { target: { value: "d1" } },
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ id: "l3", directory: "d1" }),
    );
    await screen.findByText(seen(format(TEXTS.folders.moved, { name: "Été" })));

    // filtered by « Été »: only the poster
    fireEvent.click(within(nav).getByRole("button", { name: "Été" }));
    await waitFor(() => expect(screen.queryByText("Affiche grippe")).toBeNull());
    expect(screen.getByText("Affiche soleil")).toBeTruthy();

    // the folder deleted: its poster stays in the library
    fireEvent.click(screen.getByRole("button", { name: TEXTS.folders.remove }));
    const confirm = await screen.findByRole("dialog", { name: TEXTS.folders.remove });
    expect(within(confirm).getByText(seen(T.removeFolderConfirm))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: TEXTS.folders.remove }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url === "/pro-api/directory/d1")).toBe(
        true,
      ),
    );
    await screen.findByText("Affiche grippe");
    expect(screen.getByText("Affiche soleil")).toBeTruthy();
    expect(within(nav).queryByRole("button", { name: "Été" })).toBeNull();
  });

  it("files a new document in the folder shown, and renames that folder", async () => {
    const winter: LibraryDirectoryDto = {
      id: "d1",
      name: "Hiver",
      group: "comptoir",
      created: "2030-03-21T09:00:00.000Z",
    };
    const calls = mockFetch((call) => {
      if (call.url === "/pro-api/documents/comptoir")
        return { status: 200, body: [{ ...poster, directory: "d1" }] };
      if (call.url === "/pro-api/directories/comptoir") return { status: 200, body: [winter] };
      if (call.method === "POST") return { status: 201, body: { ...poster, id: "l2" } };
      if (call.method === "PUT") return { status: 200, body: { ...winter, name: "Hiver 2031" } };
      return { status: 200, body: [] };
    });
    renderWithProviders(<LibraryPage />, {
      user: makeUser("pharmacy"),
      route: "/modal-select-doc-library?dossier=d1",
    });
    await screen.findByText("Affiche grippe");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Hiver" }).getAttribute("aria-pressed")).toBe(
        "true",
      ),
    );
    expect((screen.getByLabelText(TEXTS.folders.moveLabel) as HTMLSelectElement).value).toBe("d1");

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "neige.png", {
      type: "image/png",
    });
    fireEvent.change(screen.getByTestId("library-file"), { target: { files: [file] } });
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toEqual({
        name: "neige.png",
        type: "image/png",
        data: "iVBORw==",
        group: "comptoir",
        directory: "d1",
      }),
    );

    fireEvent.click(screen.getByRole("button", { name: T.renameFolder }));
    const dialog = await screen.findByRole("dialog", { name: T.renameFolderTitle });
    const input = within(dialog).getByLabelText(new RegExp(TEXTS.folders.nameLabel));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe("Hiver"));
    fireEvent.change(input, { target: { value: "Hiver 2031" } });
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.folders.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
        id: "d1",
        name: "Hiver 2031",
      }),
    );
    await screen.findByText(T.folderRenamed);
  });
});
