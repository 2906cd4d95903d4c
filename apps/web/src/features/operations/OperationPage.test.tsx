import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import {
  GROUP,
  operationDocumentOf,
  operationOf,
  operationsServer,
  submissionOf,
} from "./fakeServer";
import { OperationPage } from "./OperationPage";

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const T = TEXTS.operations;
const spaced = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");
const manager = makeUser("grp_pharm", { id: GROUP.id });
const pharmacy = makeUser("pharmacy", { id: "ph-a" });

describe("/op?id= for its group manager (issue 21 §4)", () => {
  it("proposes it to a member pharmacy, the euros typed sent in cents", async () => {
    const calls = operationsServer([operationOf([])]);
    renderWithProviders(<OperationPage />, { user: manager, route: "/op?id=op-1" });
    expect(await screen.findByRole("heading", { level: 1, name: "Vitrines d’été" })).toBeTruthy();
    expect(screen.getByText("Mettre en avant les solaires.")).toBeTruthy();
    expect(screen.getByText(T.noSubmissions)).toBeTruthy();

    const receiver = await screen.findByRole("combobox", { name: T.receiverLabel });
    // its member pharmacies only: a laboratory member is no receiver
    await waitFor(() => expect(within(receiver).getAllByRole("option")).toHaveLength(2));
    expect(within(receiver).queryByRole("option", { name: "Laboratoire Bellecour" })).toBeNull();
    fireEvent.change(receiver, { target: { value: "ph-b" } });
    const amount = screen.getByRole("textbox", {
      name: new RegExp(T.amountLabel.replace(/[()]/g, "\\$&")),
    });
    fireEvent.change(amount, { target: { value: "douze" } });
    fireEvent.click(screen.getByRole("button", { name: T.propose }));
    expect(await screen.findByText(T.amountEuros)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(amount, { target: { value: "150,5" } });
    fireEvent.click(screen.getByRole("button", { name: T.propose }));
    const row = await screen.findByTestId("submission");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toBe("/api/market-operation/op-1/submission");
    expect(post?.body).toEqual({
      idreceiver: "ph-b",
      remuneration: { amount: 15050, currency: "EUR" },
    });
    expect(within(row).getByText("Pharmacie Saint-Michel")).toBeTruthy();
    expect(spaced(row.textContent)).toContain("150,50 €");
    expect(within(row).getByText("Proposée")).toBeTruthy();
    expect(within(row).queryByRole("button")).toBeNull();
    expect(screen.getByText("Proposition envoyée à Pharmacie Saint-Michel.")).toBeTruthy();
  });

  it("marks an accepted submission « Terminée », and only that one", async () => {
    const calls = operationsServer([
      operationOf([
        submissionOf("s1", "ph-a", 15000, "ACCEPTED"),
        submissionOf("s2", "ph-b", 5000, "REFUSED"),
      ]),
    ]);
    renderWithProviders(<OperationPage />, { user: manager, route: "/op?id=op-1" });
    const [accepted, refused] = await screen.findAllByTestId("submission");
    expect(within(refused!).queryByRole("button")).toBeNull();
    expect(within(accepted!).queryByRole("button", { name: T.accept })).toBeNull();
    fireEvent.click(within(accepted!).getByRole("button", { name: T.finish }));
    await within(accepted!).findByText("Terminée");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "FINISHED" });
    expect(within(accepted!).queryByRole("button", { name: T.finish })).toBeNull();
  });

  it("reads the server's refusal of an unknown operation", async () => {
    operationsServer([]);
    renderWithProviders(<OperationPage />, { user: manager, route: "/op?id=nope" });
    expect((await screen.findByRole("alert")).textContent).toBe(T.noOperation);
    expect(screen.getByRole("heading", { level: 1, name: TEXTS.shell.pages.op })).toBeTruthy();
  });
});

describe("/op?id= for the pharmacy it was proposed to (issue 21 §4)", () => {
  it("refuses its submission; no proposal form", async () => {
    const calls = operationsServer([operationOf([submissionOf("s1", "ph-a", 15000, "PROPOSED")])]);
    renderWithProviders(<OperationPage />, { user: pharmacy, route: "/op?id=op-1" });
    expect(await screen.findByRole("heading", { level: 1, name: "Vitrines d’été" })).toBeTruthy();
    const card = screen.getByTestId("received-submission");
    await within(card).findByText("Proposée par Groupement Galien");
    expect(screen.queryByRole("button", { name: T.propose })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: T.refuse }));
    await within(card).findByText("Refusée");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ status: "REFUSED" });
    expect(within(card).queryByRole("button")).toBeNull();
  });
});

describe("/op?id=: the operation's documents, in its OPMARKET directory (issue 21 §4)", () => {
  const pdf = () => new File(["%PDF-1.4\n%%EOF"], "affiche.pdf", { type: "application/pdf" });

  it("its manager reads them and adds one, posted to the operation's directory", async () => {
    const calls = operationsServer([operationOf([])], () => null, [
      operationDocumentOf("d0", "Photo de vitrine"),
    ]);
    renderWithProviders(<OperationPage />, { user: manager, route: "/op?id=op-1" });
    const section = await screen.findByRole("region", { name: T.documentsTitle });
    expect(await within(section).findByText("Photo de vitrine")).toBeTruthy();
    const list = calls.find((c) => c.url.startsWith("/api/market-operation/op-1/documents"));
    expect(list?.url).toContain("limit=20");
    fireEvent.change(within(section).getByTestId("op-attach"), { target: { files: [pdf()] } });
    expect(await within(section).findByText("affiche.pdf")).toBeTruthy();
    const posted = calls.find((c) => c.method === "POST" && c.url === "/feed/documents");
    expect(posted?.body).toMatchObject({
      name: "affiche.pdf",
      type: "DOC_OPMARKET",
      mime: "application/pdf",
      iddirectory: "dir-1",
    });
    expect(await screen.findByText(T.documentAdded)).toBeTruthy();
  });

  it("a pharmacy that accepted it adds documents; one it is only proposed to reads them", async () => {
    operationsServer([operationOf([submissionOf("s1", "ph-a", 15000, "ACCEPTED")])]);
    const { unmount } = renderWithProviders(<OperationPage />, {
      user: pharmacy,
      route: "/op?id=op-1",
    });
    const section = await screen.findByRole("region", { name: T.documentsTitle });
    expect(await within(section).findByText(T.noDocuments)).toBeTruthy();
    expect(within(section).getByTestId("op-attach")).toBeTruthy();
    unmount();

    operationsServer([operationOf([submissionOf("s1", "ph-a", 15000, "PROPOSED")])], () => null, [
      operationDocumentOf("d0", "Affiche de l’opération"),
    ]);
    renderWithProviders(<OperationPage />, { user: pharmacy, route: "/op?id=op-1" });
    const proposed = await screen.findByRole("region", { name: T.documentsTitle });
    expect(await within(proposed).findByText("Affiche de l’opération")).toBeTruthy();
    expect(within(proposed).queryByTestId("op-attach")).toBeNull();
  });
});
