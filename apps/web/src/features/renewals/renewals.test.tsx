import { addDays, parisDay, TEXTS, type RenewalOrderDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import type { QueryClient } from "@tanstack/react-query";
import { createRealtimeHandlers } from "../realtime/realtimeHandlers";
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
    // 28 days is no month: « un autre nombre de jours », in its labelled field
    fireEvent.click(screen.getByRole("radio", { name: "un autre nombre de jours" }));
    fireEvent.change(screen.getByLabelText(/Nombre de jours entre deux renouvellements/), {
      target: { value: "28" },
    });
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

describe("ordering a renewal (issue 18 §4)", () => {
  it("orders « tous les mois » of the card's prescription and confirms it, while the server's live updateDoc arrives", async () => {
    const renewable = makeDocument("d1", {
      name: "Ordonnance du Dr Durand",
      idcreator: "patient-1",
      meta: { status: "READY" },
    });
    const other = makeDocument("d2", { name: "Ordonnance de janvier", meta: { status: "READY" } });
    const app: { queryClient?: QueryClient } = {};
    let ordered = false;
    const calls = mockFetch((call) => {
      if (call.method === "POST") {
        // as the server does: the document becomes RENEWING_STANDBY, told live before the answer
        ordered = true;
        createRealtimeHandlers(app.queryClient as QueryClient, "patient-1", () => {}).updateDoc({
          id: "d1",
          document: { ...renewable, meta: { status: "RENEWING_STANDBY" } },
        });
        return { status: 201, body: makeOrder("o1", { iddocument: "d1", step: 30 }) };
      }
      if (call.url.startsWith("/api/feed")) {
        const status = ordered ? "RENEWING_STANDBY" : "READY";
        return { status: 200, body: [{ ...renewable, meta: { status } }, other] };
      }
      return { status: 200, body: [makeOrder("o0", { step: 90 })] };
    });
    const onError = vi.fn();
    app.queryClient = renderWithProviders(<PatientRenewProcess />, {
      user: makeUser("patient"),
      route: "/renouveler?ordonnance=d1",
      onError,
    }).queryClient;
    const select = await screen.findByLabelText<HTMLSelectElement>(/^Ordonnance/);
    await waitFor(() => expect(select.value).toBe("d1"));
    // the interval in words, a month by default; no raw number field until asked
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "tous les mois" }).checked).toBe(
      true,
    );
    expect(screen.getByRole("radio", { name: "tous les 3 mois" })).toBeTruthy();
    expect(screen.queryByLabelText(/Nombre de jours entre deux renouvellements/)).toBeNull();
    // an order already placed: its interval in words, its status as written
    const placed = await screen.findByTestId("patient-order");
    expect(within(placed).getByText(/3 renouvellements, tous les 3 mois/)).toBeTruthy();
    const status = within(placed).getByText("Soumis");
    expect(getComputedStyle(status).textTransform).toBe("none");

    fireEvent.click(screen.getByTestId("renew-submit"));
    expect(await screen.findByText(TEXTS.renewals.ordered)).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/documents/d1/order",
      body: { renewal: 3, step: 30 },
    });
    // its renewal runs: the prescription leaves the list
    await waitFor(() =>
      expect([...select.options].map((option) => option.value)).toEqual(["", "d2"]),
    );
    expect(onError).not.toHaveBeenCalled();
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
