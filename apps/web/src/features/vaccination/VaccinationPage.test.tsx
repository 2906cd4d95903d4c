import { TEXTS, VACCINATION_SCHEDULE } from "@reseau/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { VaccinationPage } from "./VaccinationPage";

afterEach(() => vi.unstubAllGlobals());

const patient = makeUser("patient");

describe("/vaccination (issue 19 §4)", () => {
  it("lists her VACCIN documents beside the French schedule and its source", async () => {
    const calls = mockFetch(() => ({
      status: 200,
      body: [makeDocument("v1", { type: "VACCIN", name: "Carnet de vaccination" })],
    }));
    renderWithProviders(<VaccinationPage />, { user: patient });
    expect(await screen.findByRole("button", { name: /Carnet de vaccination/ })).toBeTruthy();
    const feed = calls.find((call) => call.url.startsWith("/api/feed"));
    expect(feed?.url).toContain("type=VACCIN");
    expect(
      screen.getByRole("heading", { level: 1, name: TEXTS.info.vaccinationTitle }),
    ).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "16 à 18 mois" })).toBeTruthy();
    expect(screen.getByText(VACCINATION_SCHEDULE.source)).toBeTruthy();
  });

  it("says when she has no vaccination document yet", async () => {
    mockFetch(() => ({ status: 200, body: [] }));
    renderWithProviders(<VaccinationPage />, { user: patient });
    expect(await screen.findByText(TEXTS.info.noVaccine)).toBeTruthy();
  });
});
