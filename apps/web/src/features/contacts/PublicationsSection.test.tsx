import { TEXTS, type DocumentDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PublicationsSection } from "./PublicationsSection";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const pharmacy = makeUser("pharmacy", { id: "pharmacy-1", name: "Pharmacie du Centre" });
const published = makeDocument("p1", {
  type: "AFFICHE",
  name: "Vaccination contre la grippe",
  mime: "application/pdf",
  isPDF: true,
  meta: { status: "PUBLISHED" },
});
const draft = makeDocument("p2", {
  type: "PUBLICATION",
  name: "Horaires d'août",
  meta: { status: "NEW" },
});

function fakeServer() {
  let drafts: DocumentDto[] = [draft];
  return mockFetch((call: SeenCall) => {
    if (call.url.startsWith("/api/pharmacy-1/public"))
      return {
        status: 200,
        body: [published, ...drafts.filter((d) => d.meta.status === "PUBLISHED")],
      };
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [published, ...drafts] };
    if (call.url === "/feed/documents/p2/meta") {
      drafts = [{ ...draft, meta: { status: "PUBLISHED" } }];
      return { status: 200, body: drafts[0] };
    }
    return { status: 200, body: [] };
  });
}

describe("an establishment's publications (issue 9 §4)", () => {
  it("shows a patient what the pharmacy published, with nothing to publish", async () => {
    const calls = fakeServer();
    renderWithProviders(<PublicationsSection establishment={pharmacy} mayPublish={false} />, {
      user: makeUser("patient"),
    });
    await screen.findByText("Vaccination contre la grippe");
    expect(screen.getByRole("heading", { name: TEXTS.publications.title })).toBeTruthy();
    expect(screen.queryByTestId("own-publications")).toBeNull();
    expect(calls.some((c) => c.url.startsWith("/api/feed"))).toBe(false);
  });

  it("lets the pharmacy publish a draft, which then shows among its publications", async () => {
    const calls = fakeServer();
    renderWithProviders(<PublicationsSection establishment={pharmacy} mayPublish />, {
      user: pharmacy,
    });
    const own = await screen.findByTestId("own-publications");
    const row = (await within(own).findByText("Horaires d'août")).parentElement as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: TEXTS.publications.publish }));

    expect(await screen.findByText(TEXTS.publications.published)).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      meta: { status: "PUBLISHED" },
    });
    await waitFor(() =>
      expect(within(row).getByRole("button", { name: TEXTS.publications.unpublish })).toBeTruthy(),
    );
    expect(screen.getAllByTestId(/^publication-/).map((e) => e.dataset.testid)).toEqual([
      "publication-p1",
      "publication-p2",
    ]);
  });

  it("is not shown for a doctor or a patient", () => {
    fakeServer();
    const { container } = renderWithProviders(
      <PublicationsSection establishment={makeUser("professional")} mayPublish={false} />,
    );
    expect(container.querySelector("[data-testid='publications']")).toBeNull();
  });
});
