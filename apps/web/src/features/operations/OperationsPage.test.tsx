import { TEXTS, type MarketOperationDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { GROUP, operationOf, operationsServer, submissionOf } from "./fakeServer";
import { OperationsPage } from "./OperationsPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.operations;
/** Intl's French number format spaces the euros with a narrow no-break space. */
const spaced = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");
const manager = makeUser("grp_pharm", { id: GROUP.id });
const pharmacy = makeUser("pharmacy", { id: "ph-a" });

describe("/liste-ops for a group manager (issue 21 §4)", () => {
  it("lists its operations with each submission's pharmacy, amount in euros and status", async () => {
    operationsServer([
      operationOf([
        submissionOf("s1", "ph-a", 15000, "ACCEPTED"),
        submissionOf("s2", "ph-b", 9950, "PROPOSED"),
      ]),
    ]);
    renderWithProviders(<OperationsPage />, { user: manager });
    expect(screen.getByRole("heading", { level: 1, name: "Opérations marketing" })).toBeTruthy();
    const op = await screen.findByTestId("operation");
    expect(within(op).getByRole("heading", { level: 3, name: "Vitrines d’été" })).toBeTruthy();
    expect(within(op).getByText("Du 01/06/2026 au 30/06/2026")).toBeTruthy();
    const rows = await within(op).findAllByTestId("submission");
    await waitFor(() => expect(within(rows[0]!).getByText("Pharmacie des Abbesses")).toBeTruthy());
    expect(spaced(rows[0]!.textContent)).toContain("150,00 €");
    expect(within(rows[0]!).getByText("Acceptée")).toBeTruthy();
    expect(within(rows[1]!).getByText("Pharmacie Saint-Michel")).toBeTruthy();
    expect(spaced(rows[1]!.textContent)).toContain("99,50 €");
    expect(within(rows[1]!).getByText("Proposée")).toBeTruthy();
    const link = within(op).getByRole("link", { name: "Voir l’opération « Vitrines d’été »" });
    expect(link.getAttribute("href")).toBe("/op?id=op-1");
  });

  it("creates an operation through the shared rules, empty fields left out", async () => {
    const ops: MarketOperationDto[] = [];
    const calls = operationsServer(ops);
    renderWithProviders(<OperationsPage />, { user: manager });
    expect(await screen.findByText(T.noneCreated)).toBeTruthy();
    const create = screen.getByRole("button", { name: T.create });

    fireEvent.click(create);
    expect(await screen.findByText(T.nameRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: new RegExp(T.nameLabel) }), {
      target: { value: "Semaine du sommeil" },
    });
    fireEvent.change(screen.getByLabelText(T.startLabel), { target: { value: "2026-03-20" } });
    fireEvent.change(screen.getByLabelText(T.endLabel), { target: { value: "2026-03-10" } });
    fireEvent.click(create);
    expect(await screen.findByText(T.endBeforeStart)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(screen.getByLabelText(T.endLabel), { target: { value: "2026-03-27" } });
    fireEvent.click(create);
    await screen.findByRole("heading", { level: 3, name: "Semaine du sommeil" });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "Semaine du sommeil",
      start: "2026-03-20",
      end: "2026-03-27",
    });
    expect(screen.getByText("Opération « Semaine du sommeil » créée.")).toBeTruthy();
  });
});

describe("/liste-ops for a pharmacy (issue 21 §4)", () => {
  it("accepts a proposed submission, the buttons disabled while it is sent", async () => {
    const ops = [operationOf([submissionOf("s1", "ph-a", 15000, "PROPOSED")])];
    let release = () => {};
    const calls = operationsServer(ops, (call) =>
      call.method === "PUT"
        ? new Promise((resolve) => {
            release = () => {
              ops[0]!.submissions[0]!.status = "ACCEPTED";
              resolve({ status: 200, body: ops[0]!.submissions[0] });
            };
          })
        : null,
    );
    renderWithProviders(<OperationsPage />, { user: pharmacy });
    const card = await screen.findByTestId("received-submission");
    expect(within(card).getByRole("heading", { level: 3, name: "Vitrines d’été" })).toBeTruthy();
    await within(card).findByText("Proposée par Groupement Galien");
    expect(spaced(card.textContent)).toContain("Rémunération : 150,00 €");
    expect(within(card).getByText("Proposée")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: T.finish })).toBeNull();

    fireEvent.click(within(card).getByRole("button", { name: T.accept }));
    await waitFor(() =>
      expect(
        (within(card).getByRole("button", { name: T.refuse }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe("/api/market-operation/submission/s1");
    expect(put?.body).toEqual({ status: "ACCEPTED" });
    release();
    await within(card).findByText("Acceptée");
    expect(within(card).queryByRole("button", { name: T.accept })).toBeNull();
  });

  it("shows the server's refusal in French", async () => {
    operationsServer([operationOf([submissionOf("s1", "ph-a", 15000, "PROPOSED")])], (call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              error: "badRequest",
              message: "Une proposition « Refusée » ne peut pas passer à « Refusée ».",
            },
          }
        : null,
    );
    renderWithProviders(<OperationsPage />, { user: pharmacy });
    fireEvent.click(await screen.findByRole("button", { name: T.refuse }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Une proposition « Refusée » ne peut pas passer à « Refusée ».",
    );
  });

  it("says when nothing was proposed, and whose page it is to anyone else", async () => {
    operationsServer([]);
    renderWithProviders(<OperationsPage />, { user: pharmacy });
    expect(await screen.findByText(T.noneReceived)).toBeTruthy();
    expect(screen.queryByRole("button", { name: T.create })).toBeNull();
  });

  it("tells a laboratory the page is a group's and its pharmacies'", () => {
    operationsServer([]);
    renderWithProviders(<OperationsPage />, { user: makeUser("labo") });
    expect(screen.getByText(T.onlyPros)).toBeTruthy();
  });
});
