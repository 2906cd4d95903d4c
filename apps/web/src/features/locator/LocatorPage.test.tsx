import {
  appConfigOf,
  format,
  TEXTS,
  type MapEstablishment,
  type VariantCode,
} from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LocatorPage } from "./LocatorPage";

const T = TEXTS.locator;

const place = (name: string, latitude: number, longitude: number): MapEstablishment => ({
  type: "pharmacy",
  id: `id-${name}`,
  name,
  address: "1 rue de Paris",
  country: "France",
  city: "Paris",
  zipCode: "75001",
  latitude,
  longitude,
});
const bastille = place("Pharmacie de la Bastille", 48.8548, 2.3706);
const saintMichel = place("Pharmacie Saint-Michel", 48.8527, 2.3437);

/** The browser's geolocation, answering `position` or refusing (error code 1); its options kept. */
function fakeGeolocation(position: { latitude: number; longitude: number } | null) {
  const asked: PositionOptions[] = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (
        done: (p: { coords: { latitude: number; longitude: number } }) => void,
        fail: (e: { code: number; message: string }) => void,
        options: PositionOptions,
      ) => {
        asked.push(options);
        if (position) done({ coords: position });
        else fail({ code: 1, message: "denied" });
      },
    },
  });
  return asked;
}

/** A server running `variant`: its config, the group's map, and `PUT /ws/user`. */
function server(variant: VariantCode | null): SeenCall[] {
  return mockFetch((call) => {
    if (call.url === "/ws/config")
      return { status: 200, body: appConfigOf(variant, { groupMode: false, networkMode: false }) };
    if (call.url === "/ws/map") return { status: 200, body: [bastille, saintMichel] };
    if (call.url === "/ws/user" && call.method === "PUT")
      return { status: 200, body: makeUser("patient", { idpharma: saintMichel.id }) };
    return { status: 404, body: { error: "notFound", message: "?" } };
  });
}

beforeEach(() => clearCookies());
afterEach(() => vi.unstubAllGlobals());

describe("the pharmacy locator (issue 19 §3)", () => {
  it("outside a group, says the locator is for groups only and asks for no map", async () => {
    fakeGeolocation(null);
    const calls = server(null);
    renderWithProviders(<LocatorPage />, { route: "/modal-select-pharm" });
    expect(await screen.findByText(T.groupsOnly)).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/ws/map"))).toBe(false);
  });

  it("located: asks with 000 §9's options, lists the nearest first in km with 2 decimals; a patient chooses", async () => {
    const asked = fakeGeolocation({ latitude: 48.853, longitude: 2.3499 });
    const calls = server("galien");
    renderWithProviders(<LocatorPage />, {
      route: "/modal-select-pharm",
      user: makeUser("patient", { idpharma: null }),
    });
    const list = await screen.findByRole("list", { name: T.listLabel });
    await waitFor(() => expect(screen.getAllByTestId("locator-distance")).toHaveLength(2));
    expect(asked[0]).toEqual({ enableHighAccuracy: true, timeout: 1000, maximumAge: 3_600_000 });
    expect(list.textContent?.indexOf(saintMichel.name)).toBeLessThan(
      list.textContent?.indexOf(bastille.name) ?? 0,
    );
    expect(screen.getAllByTestId("locator-distance")[0]?.textContent).toMatch(/^0,\d{2}\u00a0km$/);
    expect(screen.getByRole("region", { name: T.mapLabel })).toBeTruthy();

    fireEvent.click(
      screen.getByRole("button", { name: format(T.chooseNamed, { name: saintMichel.name }) }),
    );
    expect(await screen.findByText(format(T.chosen, { name: saintMichel.name }))).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      idpharma: saintMichel.id,
    });
  });

  it("refused: says so in 000 §8's words; a visitor's « Choisir » asks her to log in", async () => {
    fakeGeolocation(null);
    server("galien");
    renderWithProviders(<LocatorPage />, { route: "/modal-select-pharm" });
    expect(await screen.findByText(T.locateFailed)).toBeTruthy();
    fireEvent.click(
      await screen.findByRole("button", { name: format(T.chooseNamed, { name: bastille.name }) }),
    );
    expect(await screen.findByText(T.loginToChoose)).toBeTruthy();
    expect(screen.getByRole("link", { name: TEXTS.login.submit }).getAttribute("href")).toBe(
      "/login?retour=%2Fmodal-select-pharm",
    );
    expect(screen.queryAllByTestId("locator-distance")).toHaveLength(0);
  });
});
