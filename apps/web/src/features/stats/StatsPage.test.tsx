import { addDays, defaultStatsPeriod, TEXTS, type Stats } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { StatsPage } from "./StatsPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.stats;
const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

/** The server's answer for `from`…`to`: activity on the last day only. */
function statsOf(from: string, to: string, pharmacies = ["pharmacy-1"]): Stats {
  const days = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const last = day === to;
    days.push({
      date: day,
      received: last ? 12 : 0,
      processed: last ? 10 : 0,
      renewals: last ? 1 : 0,
      orders: last ? 2 : 0,
      revenue: last ? 4550 : 0,
    });
  }
  return {
    from,
    to,
    pharmacies,
    days,
    processing: { count: 10, medianMinutes: 25, p90Minutes: 65 },
    surveysAnswered: 1,
    totals: { received: 12, processed: 10, renewals: 1, orders: 2, revenue: 4550 },
  };
}

/** A fake server answering the statistics of the period asked, and a manager's two members. */
function server() {
  return mockFetch((call) => {
    const url = new URL(call.url, "http://app");
    if (url.pathname === "/api/stats") {
      const { from, to } = Object.fromEntries(url.searchParams) as { from: string; to: string };
      return { status: 200, body: statsOf(from, to) };
    }
    if (url.pathname === "/api/manager/members") {
      return {
        status: 200,
        body: [
          { id: "ph-a", type: "pharmacy", name: "Pharmacie des Abbesses", city: "Paris" },
          { id: "ph-b", type: "pharmacy", name: "Pharmacie Saint-Michel", city: "Paris" },
        ],
      };
    }
    return { status: 404, body: { error: "notFound", message: TEXTS.http.notFound } };
  });
}

describe("the statistics page (issue 21 §4)", () => {
  it("shows a pharmacy the last 30 days: totals, processing times, every day", async () => {
    const calls = server();
    renderWithProviders(<StatsPage />, { user: makeUser("pharmacy") });
    const { from, to } = defaultStatsPeriod(new Date());
    expect((await screen.findByTestId("stats-received")).textContent).toBe("12");
    expect(screen.getByTestId("stats-processed").textContent).toBe("10");
    expect(screen.getByTestId("stats-median").textContent).toBe("25 min");
    expect(screen.getByTestId("stats-p90").textContent).toBe("1 h 05");
    expect(euros(screen.getByTestId("stats-revenue").textContent)).toBe("45,50 €");
    expect(screen.getAllByTestId(/^stats-day-/)).toHaveLength(30);
    expect(calls.map((call) => call.url)).toContain(`/api/stats?from=${from}&to=${to}`);
    expect(screen.queryByLabelText(T.pharmacy)).toBeNull();
  });

  it("refuses an end before the start with the shared French message, and asks nothing", async () => {
    const calls = server();
    renderWithProviders(<StatsPage />, { user: makeUser("pharmacy") });
    await screen.findByTestId("stats-received");
    const asked = calls.length;
    fireEvent.change(screen.getByLabelText(T.from), { target: { value: "2030-01-10" } });
    fireEvent.change(screen.getByLabelText(T.to), { target: { value: "2030-01-05" } });
    expect(await screen.findByText(T.toBeforeFrom)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.to), { target: { value: "2030-01-12" } });
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain("/api/stats?from=2030-01-10&to=2030-01-12"),
    );
    expect(calls.slice(asked).some((call) => call.url.includes("to=2030-01-05"))).toBe(false);
    await waitFor(() => expect(screen.getAllByTestId(/^stats-day-/)).toHaveLength(3));
  });

  it("lets a group manager choose one of its pharmacies", async () => {
    const calls = server();
    renderWithProviders(<StatsPage />, { user: makeUser("grp_pharm") });
    const select = await screen.findByLabelText(T.pharmacy);
    await screen.findByRole("option", { name: "Pharmacie Saint-Michel" });
    fireEvent.change(select, { target: { value: "ph-b" } });
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith("&pharmacy=ph-b"))).toBe(true),
    );
  });

  it("exports the period as CSV, one row per date", async () => {
    server();
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:stats";
    });
    URL.revokeObjectURL = vi.fn();
    renderWithProviders(<StatsPage />, { user: makeUser("pharmacy") });
    await screen.findByTestId("stats-received");
    fireEvent.click(screen.getByRole("button", { name: T.export }));
    expect(saved).toHaveLength(1);
    const lines = (await saved[0]!.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "Date;Ordonnances reçues;Ordonnances traitées;Renouvellements;Commandes;Chiffre d’affaires (€)",
    );
    expect(lines).toHaveLength(32);
    expect(lines[30]).toBe(`${defaultStatsPeriod(new Date()).to};12;10;1;2;45,50`);
  });
});
