import { format, TEXTS, type PublicUser } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { ContactPage } from "./ContactPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const SAVE = TEXTS.lifecycle.pages.saveButton;
const manager = makeUser("grp_pharm", { id: "grp-1", name: "Groupement Galien" });
const member = makeUser("pharmacy", {
  id: "ph-1",
  name: "Pharmacie du Centre",
  description: null,
  managers: ["grp-1"],
  openingHours: JSON.stringify([{ day: 0, open: "09:00", close: "19:00" }]),
});

/** The member's card; `PUT /ws/user/ph-1` answers it with the update merged. */
function fakeServer(card: PublicUser) {
  let current = card;
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user/ph-1" && call.method === "PUT") {
      current = { ...current, ...(call.body as Partial<PublicUser>) };
      return { status: 200, body: current };
    }
    if (call.url === "/ws/user/ph-1") return { status: 200, body: current };
    if (call.url.startsWith("/api/contacts")) return { status: 200, body: [] };
    if (call.url.startsWith("/api/ph-1/public")) return { status: 200, body: [] };
    if (call.url.startsWith("/api/feed")) return { status: 200, body: [] };
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

const renderPage = (me: PublicUser) =>
  renderWithProviders(
    <Routes>
      <Route path="/fiche-contact/:id" element={<ContactPage />} />
    </Routes>,
    { route: "/fiche-contact/ph-1", user: me },
  );

describe("ContactPage EDIT_MODE (000 §2 « Contact page », issue 21 §1)", () => {
  it("a group manager edits its member pharmacy's public fields and opening hours on its behalf", async () => {
    const calls = fakeServer(member);
    renderPage(manager);
    expect(await screen.findByText(TEXTS.contactPage.editMode)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.contactPage.edit }));
    fireEvent.change(await screen.findByLabelText(TEXTS.proProfile.description), {
      target: { value: "Ouverte le dimanche" },
    });
    const closes = screen.getAllByLabelText(/fermeture/i, { selector: "input" })[0];
    if (!closes) throw new Error("no closing time");
    fireEvent.change(closes, { target: { value: "20:00" } });
    fireEvent.click(screen.getByRole("button", { name: SAVE }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT" && c.url === "/ws/user/ph-1")).toBeTruthy(),
    );
    const put = calls.find((c) => c.method === "PUT" && c.url === "/ws/user/ph-1");
    expect(put?.body).toMatchObject({
      description: "Ouverte le dimanche",
      openingHours: JSON.stringify([{ day: 0, open: "09:00", close: "20:00" }]),
    });
    expect(
      await screen.findByText(format(TEXTS.contactPage.editSaved, { name: "Pharmacie du Centre" })),
    ).toBeTruthy();
  });

  it("a group manager that does not manage the pharmacy gets no EDIT_MODE", async () => {
    fakeServer(member);
    renderPage(makeUser("grp_pharm", { id: "grp-2" }));
    expect(await screen.findByRole("heading", { name: "Pharmacie du Centre" })).toBeTruthy();
    expect(screen.queryByText(TEXTS.contactPage.editMode)).toBeNull();
    expect(screen.queryByRole("button", { name: TEXTS.contactPage.edit })).toBeNull();
  });
});
