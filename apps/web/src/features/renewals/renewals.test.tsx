import { addDays, parisDay, TEXTS, type RenewalOrderDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PatientRenewProcess } from "./PatientRenewProcess";
import { PharmaRenewals, renewalSections } from "./PharmaRenewals";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

function makeOrder(id: string, fields: Partial<RenewalOrderDto> = {}): RenewalOrderDto {
  return {
    id,
    iddocument: `doc-${id}`,
    documentName: `Ordonnance ${id}`,
    documentStatus: "RENEWING_STANDBY",
    kind: "MEDIC",
    status: "SUBMITTED",
    dtstart: "2030-03-25",
    renewal: 3,
    step: 28,
    nextDates: ["2030-03-25", "2030-04-22", "2030-05-20"],
    firstAfter: "2030-03-25",
    fired: 0,
    lastFired: null,
    toPrepare: false,
    reason: null,
    readAt: null,
    patient: { id: "lea", type: "patient", name: "Léa Martin" },
    pharmacy: { id: "ph", type: "pharmacy", name: "Pharmacie du Centre" },
    createdAt: "2030-03-20T09:00:00.000Z",
    updatedAt: "2030-03-20T09:00:00.000Z",
    ...fields,
  };
}

describe("PatientRenewProcess (issue 10 §3)", () => {
  it("previews every date on the calendar, refuses a count out of bounds, then orders", async () => {
    const document = makeDocument("d1", {
      name: "Ordonnance du Dr Durand",
      type: "PRESC_DRUG",
      sharers: ["ph"],
    });
    const calls = mockFetch((call) => {
      if (call.method === "POST") return { status: 201, body: makeOrder("o1") };
      if (call.url.startsWith("/api/feed")) return { status: 200, body: [document] };
      return { status: 200, body: [] };
    });
    renderWithProviders(<PatientRenewProcess />, { user: makeUser("patient") });
    const select = await screen.findByLabelText(/^Ordonnance/);
    fireEvent.change(select, { target: { value: "d1" } });
    const start = addDays(parisDay(new Date()), 2);
    fireEvent.change(screen.getByLabelText(/Premier renouvellement/), { target: { value: start } });
    fireEvent.change(screen.getByLabelText(/Nombre de renouvellements/), {
      target: { value: "13" },
    });
    fireEvent.click(screen.getByTestId("renew-submit"));
    expect(await screen.findByText(TEXTS.renewals.renewalRange)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    // no calendar for values the server would refuse
    expect(screen.queryByTestId("renewal-calendar")).toBeNull();

    fireEvent.change(screen.getByLabelText(/Nombre de renouvellements/), {
      target: { value: "3" },
    });
    fireEvent.change(screen.getByLabelText(/Intervalle/), { target: { value: "28" } });
    const calendar = await screen.findByTestId("renewal-calendar");
    const marked = calendar.querySelectorAll("[data-renewal-day]");
    expect([...marked].map((cell) => cell.getAttribute("data-renewal-day"))).toEqual([
      start,
      addDays(start, 28),
      addDays(start, 56),
    ]);
    expect(within(calendar).getAllByText("(renouvellement)", { exact: false })).toHaveLength(3);

    fireEvent.click(screen.getByTestId("renew-submit"));
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/documents/d1/order",
      body: { dtstart: start, renewal: 3, step: 28 },
    });
  });
});

describe("PharmaRenewals, /renouvellements (issue 10 §3)", () => {
  it("shows the orders to confirm (unread marked), to prepare and running, with their colours, and confirms", async () => {
    const calls = mockFetch((call) =>
      call.method === "POST"
        ? { status: 200, body: makeOrder("new", { status: "CONFIRMED" }) }
        : {
            status: 200,
            body: [
              makeOrder("new"),
              makeOrder("due", {
                status: "CONFIRMED",
                documentStatus: "RENEWING_ACTIVE",
                fired: 1,
                lastFired: "2030-03-25",
                toPrepare: true,
                readAt: "2030-03-20T09:00:00.000Z",
              }),
            ],
          },
    );
    renderWithProviders(<PharmaRenewals />, { user: makeUser("pharmacy") });
    const toConfirm = await screen.findByTestId("renewals-to-confirm");
    const submitted = await within(toConfirm).findByText("Ordonnance new");
    expect(submitted).toBeTruthy();
    expect(within(toConfirm).getByText(TEXTS.renewals.unread)).toBeTruthy();
    expect(screen.getByTestId("renewals-unread").textContent).toBe("Non lus : 1");
    expect(toConfirm.querySelector('[data-renewal-status="SUBMITTED"]')?.textContent).toBe(
      "Soumis",
    );
    const toPrepare = screen.getByTestId("renewals-to-prepare");
    expect(within(toPrepare).getByText("À préparer pour le 25/03/2030")).toBeTruthy();
    expect(toPrepare.querySelector('[data-renewal-status="CONFIRMED"]')?.textContent).toBe(
      "En cours",
    );

    fireEvent.click(within(toConfirm).getByTestId("renewal-confirm"));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
        "/api/documents/doc-new/order/confirm",
      ]),
    );
  });

  it("cancels a running renewal only once the pharmacist confirms", async () => {
    const calls = mockFetch((call) =>
      call.method === "DELETE"
        ? { status: 204 }
        : { status: 200, body: [makeOrder("run", { status: "CONFIRMED", fired: 1 })] },
    );
    renderWithProviders(<PharmaRenewals />, { user: makeUser("pharmacy") });
    const active = await screen.findByTestId("renewals-active");
    fireEvent.click(await within(active).findByRole("button", { name: TEXTS.renewals.cancel }));
    const dialog = await screen.findByRole("dialog", { name: TEXTS.renewals.cancel });
    expect(within(dialog).getByText(TEXTS.renewals.cancelConfirm)).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toEqual([]);
    fireEvent.click(within(dialog).getByTestId("renew-cancel-confirm"));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([
        "/api/documents/doc-run/order",
      ]),
    );
  });

  it("puts in « Cette semaine » the running orders whose next date is within seven days", () => {
    const sections = renewalSections(
      [
        makeOrder("soon", { status: "CONFIRMED", firstAfter: "2030-03-26" }),
        makeOrder("later", { status: "CONFIRMED", firstAfter: "2030-04-02" }),
        makeOrder("asked", { status: "SUBMITTED", firstAfter: "2030-03-21" }),
      ],
      "2030-03-20",
    );
    expect(sections.dueThisWeek.map((o) => o.id)).toEqual(["soon"]);
    expect(sections.active.map((o) => o.id)).toEqual(["soon", "later"]);
    expect(sections.toConfirm.map((o) => o.id)).toEqual(["asked"]);
    expect(sections.unread).toBe(1);
  });
});
