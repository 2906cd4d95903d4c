import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PharmacyPicker } from "./PharmacyPicker";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const bellecour = makeUser("pharmacy", {
  id: "ph-1",
  name: "Pharmacie Bellecour",
  address: "1 place Bellecour",
  zipCode: "69002",
  city: "Lyon",
  latitude: 45.7581,
  longitude: 4.8325,
});

/** The browser's geolocation, answering `position` or refusing (error code 1). */
function fakeGeolocation(position: { latitude: number; longitude: number } | null) {
  vi.stubGlobal("navigator", {
    ...navigator,
    geolocation: {
      getCurrentPosition: (
        done: (p: { coords: { latitude: number; longitude: number } }) => void,
        fail: (e: { code: number; message: string }) => void,
      ) => (position ? done({ coords: position }) : fail({ code: 1, message: "denied" })),
    },
  });
}

describe("« Autour de moi » in the pharmacy picker (issue 18 §2)", () => {
  it("asks the server for the pharmacies nearest the device, and says how far each is", async () => {
    fakeGeolocation({ latitude: 45.7578, longitude: 4.832 });
    const calls = mockFetch((call) =>
      call.url.startsWith("/ws/search/pharmacy")
        ? { status: 200, body: call.url.includes("latitude") ? [bellecour] : [] }
        : { status: 404, body: { error: "Not Found", message: "" } },
    );
    renderWithProviders(<PharmacyPicker user={makeUser("patient", { idpharma: null })} />);
    // nothing is asked of the browser before she taps it
    expect(calls.some((call) => call.url.includes("latitude"))).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: TEXTS.profile.aroundMe }));
    await screen.findByText(TEXTS.profile.nearestFirst);
    await waitFor(() =>
      expect(
        calls.some((call) =>
          call.url.startsWith(
            "/ws/search/pharmacy?isEstablishment=true&latitude=45.7578&longitude=4.832",
          ),
        ),
      ).toBe(true),
    );
    const select = screen.getByTestId("pharmacy-select");
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(select);
    // Testing Library reads the non-breaking space as a plain one
    const option = await screen.findByText(
      "Pharmacie Bellecour — 1 place Bellecour, 69002 Lyon (à 50 m)",
    );
    expect(option.closest('[role="option"]')).toBeTruthy();
  });

  it("says what to do when the browser gives no position", async () => {
    fakeGeolocation(null);
    mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<PharmacyPicker user={makeUser("patient", { idpharma: null })} />);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.profile.aroundMe }));
    expect(await screen.findByText(TEXTS.profile.locationUnavailable)).toBeTruthy();
  });

  it("does not search the chosen pharmacy's label that the field shows", async () => {
    fakeGeolocation({ latitude: 45.7578, longitude: 4.832 });
    const calls = mockFetch((call) =>
      call.url.startsWith("/ws/establishment/")
        ? { status: 200, body: bellecour }
        : { status: 200, body: call.url.includes("latitude") ? [bellecour] : [] },
    );
    renderWithProviders(<PharmacyPicker user={makeUser("patient", { idpharma: "ph-1" })} />);
    fireEvent.click(screen.getByRole("button", { name: TEXTS.profile.aroundMe }));
    await screen.findByText(TEXTS.profile.nearestFirst);
    await waitFor(() =>
      expect(screen.getByTestId("pharmacy-select")).toHaveProperty("disabled", false),
    );
    // Mantine writes the chosen option's label in the field (« … (à 50 m) » once the distance
    // is known): that is no search, the nearest list stays
    await waitFor(() =>
      expect((screen.getByTestId("pharmacy-select") as HTMLInputElement).value).toMatch(
        /^Pharmacie Bellecour — .*\(à 50\sm\)$/,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => call.url.includes("name="))).toEqual([]);
  });
});
