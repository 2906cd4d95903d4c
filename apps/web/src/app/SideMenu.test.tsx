import { appConfigOf } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { makeUser } from "../test/factories";
import { mockFetch, type SeenCall } from "../test/fetchMock";
import { renderWithProviders } from "../test/render";
import { SideMenu } from "./SideMenu";

const patient = makeUser("patient", {
  firstName: "Marie-Hélène",
  lastName: "de La Rochefoucauld",
});
let calls: SeenCall[];

beforeEach(() => {
  calls = mockFetch(({ url }) =>
    url.endsWith("/ws/config")
      ? { status: 200, body: appConfigOf("galien", { groupMode: false, networkMode: false }) }
      : { status: 200, body: {} },
  );
});

async function openMenu() {
  renderWithProviders(<SideMenu user={patient} pathname="/feed" />, { user: patient });
  fireEvent.click(screen.getByRole("button", { name: "Menu" }));
  const drawer = await screen.findByRole("dialog");
  await within(drawer).findByRole("link", { name: "Pharmacie en ligne" });
  return drawer;
}

describe("the side menu (001 §2)", () => {
  it("opens from « Menu » with the brand, the profile header and the entries", async () => {
    const drawer = await openMenu();
    expect(within(drawer).getByText("Galien Santé")).toBeTruthy();
    // the profile header: the name cut at 20 characters, a tap opens the profile
    const profile = within(drawer).getByTestId("side-menu-profile");
    expect(profile.getAttribute("href")).toBe("/profil");
    expect(profile.textContent).toContain("Marie-Hélène de La R…");
    expect(
      within(drawer).getByRole("link", { name: "Guide des médicaments" }).getAttribute("href"),
    ).toBe("/notices");
  });

  it("expands « Mes dossiers » to its folders", async () => {
    const drawer = await openMenu();
    expect(within(drawer).queryByRole("link", { name: "Vaccins" })).toBeNull();
    const folders = within(drawer).getByRole("button", { name: "Mes dossiers" });
    expect(folders.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(folders);
    expect(folders.getAttribute("aria-expanded")).toBe("true");
    const vaccines = await within(drawer).findByRole("link", { name: "Vaccins" });
    expect(vaccines.getAttribute("href")).toBe("/feed-dossier?dossier=D_VACCIN");
  });

  it("opens Doctolib in a new window and the two other booking sites in the webview", async () => {
    const drawer = await openMenu();
    fireEvent.click(within(drawer).getByRole("button", { name: "Rendez-vous médicaux" }));
    const doctolib = await within(drawer).findByRole("link", { name: /Doctolib/ });
    expect(doctolib.getAttribute("target")).toBe("_blank");
    expect(doctolib.getAttribute("rel")).toContain("noopener");
    expect(within(drawer).getByRole("link", { name: "Maiia" }).getAttribute("href")).toBe(
      "/iframe/maiia/redirection/open",
    );
  });

  it("closes on a swipe to the left", async () => {
    const drawer = await openMenu();
    const body = within(drawer).getByTestId("side-menu-profile").parentElement!;
    const at = (clientX: number) => [{ clientX, clientY: 300 }];
    fireEvent.touchStart(body, { touches: at(250), changedTouches: at(250) });
    fireEvent.touchEnd(body, { touches: at(100), changedTouches: at(100) });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("ends the session from « Déconnexion »", async () => {
    const drawer = await openMenu();
    fireEvent.click(within(drawer).getByRole("button", { name: "Déconnexion" }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "POST" && call.url.includes("logout"))).toBe(
        true,
      ),
    );
  });
});
