import { TEXTS, type MembershipParty } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PublishPage } from "./PublishPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.publications;
const members: MembershipParty[] = [
  { id: "p1", type: "pharmacy", name: "Pharmacie des Lilas", city: "Lyon" },
  { id: "p2", type: "pharmacy", name: "Pharmacie du Port", city: null },
];

/** A small PDF: its first bytes say so. */
const pdf = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([...new TextEncoder().encode("%PDF-1.4\n")]);
  return new File([bytes], "affiche.pdf", { type: "application/pdf" });
};

describe("the groupement's publication page (issue 21 §1)", () => {
  it("publishes a kept PDF to the members left ticked, and says to how many", async () => {
    const calls = mockFetch((call) => {
      if (call.url === "/api/manager/members") return { status: 200, body: members };
      if (call.url === "/api/manager/publish") {
        const body = call.body as { pharmacies: string[]; name: string };
        return {
          status: 201,
          body: makeDocument("d1", {
            name: body.name,
            type: "AFFICHE",
            mime: "application/pdf",
            sharers: body.pharmacies,
          }),
        };
      }
      return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
    });
    renderWithProviders(<PublishPage />, { user: makeUser("grp_pharm") });
    const port = await screen.findByRole("checkbox", { name: "Pharmacie du Port" });
    expect(screen.getByRole("checkbox", { name: "Pharmacie des Lilas (Lyon)" })).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.click(port);
    // nothing to send before a file and a name
    expect(screen.getByRole("button", { name: T.publish })).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByTestId("publish-file-input"), { target: { files: [pdf()] } });
    fireEvent.click(await screen.findByRole("button", { name: TEXTS.documents.pdfAsIs }));
    await screen.findByText("affiche.pdf");
    fireEvent.click(screen.getByRole("button", { name: T.publish }));
    expect((await screen.findByRole("alert")).textContent).toBe(T.nameRequired);
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(screen.getByRole("textbox", { name: T.documentName }), {
      target: { value: "Campagne grippe" },
    });
    fireEvent.click(screen.getByRole("button", { name: T.publish }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      name: "Campagne grippe",
      type: "AFFICHE",
      mime: "application/pdf",
      pharmacies: ["p1"],
    });
    expect((post?.body as { data: string }).data.startsWith("JVBERi0xLjQK")).toBe(true);
    expect(await screen.findByText("Document publié auprès de 1 établissement(s).")).toBeTruthy();
  });

  it("tells anyone but a groupement that only a groupement publishes, and asks nothing", async () => {
    const calls = mockFetch(() => ({ status: 404, body: {} }));
    renderWithProviders(<PublishPage />, { user: makeUser("pharmacy") });
    expect(await screen.findByText(T.managersOnly)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
