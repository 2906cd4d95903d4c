import { TEXTS, type LibraryDocumentDto } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LibraryPage } from "./LibraryPage";

const T = TEXTS.library;

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
});
