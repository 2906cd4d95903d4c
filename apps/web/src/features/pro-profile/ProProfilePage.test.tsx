import { TEXTS, type PublicUser } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { weekOf, type WeekDraft } from "./openingHours";
import { OpeningHoursEditor } from "./OpeningHoursEditor";
import { ProProfilePage } from "./ProProfilePage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.proProfile;

/** The editor in a parent holding its week, the last week shown in `seen`. */
function Harness({ initial, seen }: { initial: WeekDraft; seen: (week: WeekDraft) => void }) {
  const [week, setWeek] = useState(initial);
  return (
    <OpeningHoursEditor
      value={week}
      onChange={(next) => {
        setWeek(next);
        seen(next);
      }}
    />
  );
}

describe("the opening-hours editor", () => {
  it("shows each day Monday to Sunday, closed days as « Fermé », and edits slots", () => {
    const seen = vi.fn();
    renderWithProviders(
      <Harness initial={weekOf([{ day: 0, open: "09:00", close: "12:00" }])} seen={seen} />,
    );
    const days = screen.getAllByTestId(/^opening-day-/).map((day) => day.textContent ?? "");
    expect(days.map((text) => text.split(/(Fermé|Ouverture|Ajouter)/)[0])).toEqual([
      "Lundi",
      "Mardi",
      "Mercredi",
      "Jeudi",
      "Vendredi",
      "Samedi",
      "Dimanche",
    ]);
    expect(within(screen.getByTestId("opening-day-0")).queryByText(T.closed)).toBeNull();
    expect(within(screen.getByTestId("opening-day-1")).getByText(T.closed)).toBeTruthy();

    // an afternoon on Monday after the morning, then a morning on Tuesday
    fireEvent.click(screen.getByRole("button", { name: `${T.addSlot} : Lundi` }));
    expect(seen).toHaveBeenLastCalledWith(
      expect.arrayContaining([
        [
          { open: "09:00", close: "12:00" },
          { open: "14:00", close: "19:00" },
        ],
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: `${T.addSlot} : Mardi` }));
    const tuesdayClose = screen.getByLabelText("Mardi, plage 1 : fermeture");
    fireEvent.change(tuesdayClose, { target: { value: "08:00" } });
    // closing before opening is flagged at once
    expect(within(screen.getByTestId("opening-day-1")).getByText(T.slotOrder)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: `${T.removeSlot} : Lundi, plage 1` }));
    const last = seen.mock.lastCall?.[0] as WeekDraft;
    expect(last[0]).toEqual([{ open: "14:00", close: "19:00" }]);
    expect(last[1]).toEqual([{ open: "09:00", close: "08:00" }]);
  });
});

/** A fake server saving the profile; `PUT /ws/user` answers the user with the body merged. */
function fakeServer(user: PublicUser, status = 200) {
  return mockFetch((call: SeenCall) => {
    if (call.url === "/ws/user" && call.method === "PUT") {
      if (status !== 200) {
        return { status, body: { error: "badRequest", message: TEXTS.profile.urlInvalid } };
      }
      return { status: 200, body: { ...user, ...(call.body as object) } };
    }
    if (call.url === "/ws/user") return { status: 200, body: user };
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

const doctor = makeUser("professional", {
  profession: "DOCTOR",
  phones: ["04 78 00 00 01"],
  url: null,
  openingHours: JSON.stringify([{ day: 2, open: "08:30", close: "12:00" }]),
});

describe("/profil-pro", () => {
  it("says « Aucun site pro pour le moment » without a url, and saves every pro field", async () => {
    const calls = fakeServer(doctor);
    renderWithProviders(<ProProfilePage />, { user: doctor, route: "/profil-pro" });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(T.title);
    expect(within(screen.getByTestId("pro-site")).getByText(T.noSite)).toBeTruthy();
    expect((screen.getByLabelText("Mercredi, plage 1 : ouverture") as HTMLInputElement).value).toBe(
      "08:30",
    );

    fireEvent.change(screen.getByLabelText(T.phones), {
      target: { value: "04 78 00 00 01\n06 11 22 33 44" },
    });
    fireEvent.change(screen.getByLabelText(T.fax), { target: { value: "04 78 00 00 02" } });
    fireEvent.change(screen.getByLabelText(T.secureEmail), {
      target: { value: "dr.durand@medecin.mssante.fr" },
    });
    fireEvent.change(screen.getByLabelText(T.emergency), { target: { value: "15" } });
    fireEvent.change(screen.getByLabelText(T.url, { selector: "input" }), {
      target: { value: "https://cabinet-durand.fr" },
    });
    fireEvent.click(screen.getByRole("button", { name: `${T.addSlot} : Samedi` }));
    fireEvent.click(screen.getByRole("button", { name: T.save }));

    await screen.findByText(T.saved);
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.body).toEqual({
      phones: ["04 78 00 00 01", "06 11 22 33 44"],
      fax: "04 78 00 00 02",
      secureEmail: "dr.durand@medecin.mssante.fr",
      emergency: "15",
      url: "https://cabinet-durand.fr",
      description: null,
      specialties: [],
      openingHours: JSON.stringify([
        { day: 2, open: "08:30", close: "12:00" },
        { day: 5, open: "09:00", close: "12:00" },
      ]),
    });
    // the saved site replaces the empty text
    await waitFor(() =>
      expect(
        within(screen.getByTestId("pro-site")).getByRole("link", {
          name: "https://cabinet-durand.fr",
        }),
      ).toBeTruthy(),
    );
  });

  it("refuses a site that is not http or https, and a secure e-mail that is not one, before sending", async () => {
    const calls = fakeServer(doctor);
    renderWithProviders(<ProProfilePage />, { user: doctor });
    fireEvent.change(screen.getByLabelText(T.url, { selector: "input" }), {
      target: { value: "ftp://cabinet.fr" },
    });
    fireEvent.change(screen.getByLabelText(T.secureEmail), { target: { value: "pas-un-mail" } });
    fireEvent.click(screen.getByRole("button", { name: T.save }));

    expect(await screen.findByText(TEXTS.profile.urlInvalid)).toBeTruthy();
    expect(screen.getByText(T.secureEmailInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT")).toEqual([]);
  });

  it("shows the server's French refusal", async () => {
    fakeServer(doctor, 400);
    renderWithProviders(<ProProfilePage />, { user: doctor });
    fireEvent.click(screen.getByRole("button", { name: T.save }));
    expect((await screen.findByRole("alert")).textContent).toBe(TEXTS.profile.urlInvalid);
  });
});
