import { TEXTS, type StockImportDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { useMarketSocket } from "../orders/useMarketSocket";
import { ImportStockPage } from "./ImportStockPage";

/** The fake `/market` socket: its handlers, what it emitted, where it connected. */
const socket = vi.hoisted(() => ({
  handlers: new Map<string, (payload?: unknown) => void>(),
  emitted: [] as string[],
  url: "",
}));
vi.mock("socket.io-client", () => ({
  io: (url: string) => {
    socket.url = url;
    return {
      on: (event: string, handler: (payload?: unknown) => void) =>
        socket.handlers.set(event, handler),
      emit: (event: string) => socket.emitted.push(event),
      io: { on: () => {} },
      disconnect: () => {},
    };
  },
}));

const T = TEXTS.stockImport;

/** The page as the app shows it: under the market socket AppLayout keeps open. */
function PageUnderAppSocket() {
  useMarketSocket("pharmacy-1");
  return <ImportStockPage />;
}

function makeImport(fields: Partial<StockImportDto> = {}): StockImportDto {
  return {
    id: "i1",
    pharmaId: "pharmacy-1",
    fileName: "csv-1",
    name: "export.csv",
    grp: null,
    status: "PENDING",
    read: 0,
    updated: 0,
    created: 0,
    unchanged: 0,
    refused: 0,
    productsCreated: 0,
    refusals: [],
    error: null,
    createdAt: "2030-03-20T09:00:00.000Z",
    finishedAt: null,
    ...fields,
  };
}

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  socket.handlers.clear();
  socket.emitted.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe("ImportStockPage (issue 11 §4)", () => {
  it("uploads the file, starts the import, and shows the result the socket brings", async () => {
    const calls = mockFetch((call) => {
      if (call.url === "/pro-api/upload")
        return { status: 201, body: { fileName: "csv-1", size: 40 } };
      if (call.url === "/pro-api/import-csv") return { status: 201, body: makeImport() };
      return { status: 200, body: null };
    });
    renderWithProviders(<PageUnderAppSocket />, { user: makeUser("pharmacy") });
    await screen.findByText(T.noImport);
    await waitFor(() => expect(socket.handlers.has("import-stock")).toBe(true));
    expect(socket.url).toBe("/market");
    const reads = () => calls.filter((c) => c.url === "/pro-api/import-csv-result").length;
    const readsBefore = reads();
    socket.handlers.get("connect")?.();
    expect(socket.emitted).toEqual(["user"]);
    // a (re)connection reads the latest import again: an event sent meanwhile is lost
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));

    const input = screen.getByTestId("stock-import-file");
    const file = new File(["code;nom;quantite;prix\n"], "export.csv", { type: "text/csv" });
    fireEvent.change(input, { target: { files: [file] } });
    await screen.findByText(T.running);
    const upload = calls.find((c) => c.url === "/pro-api/upload");
    // a multipart form (the browser sets its type and boundary), the file in the field `file`
    expect(upload?.headers["content-type"]).toBeUndefined();
    expect((upload?.body as FormData).get("file")).toBeInstanceOf(File);
    expect(upload?.headers["x-xsrf-token"]).toBe("t");
    expect(calls.find((c) => c.url === "/pro-api/import-csv")?.body).toEqual({
      fileName: "csv-1",
      pharmaId: "pharmacy-1",
      name: "export.csv",
    });

    socket.handlers.get("import-stock")?.(
      makeImport({
        status: "DONE",
        read: 3,
        created: 1,
        unchanged: 1,
        refused: 1,
        refusals: [
          { line: 3, reason: "Code « 12 » invalide : 13 chiffres attendus (EAN13 ou CIP13)." },
        ],
      }),
    );
    await screen.findByText(T.done);
    const counts = screen.getByTestId("stock-import-counts");
    expect(within(counts).getByRole("row", { name: `${T.read} 3` })).toBeTruthy();
    expect(within(counts).getByRole("row", { name: `${T.refused} 1` })).toBeTruthy();
    const refusals = screen.getByTestId("stock-import-refusals");
    expect(
      within(refusals).getByRole("row", {
        name: "3 Code « 12 » invalide : 13 chiffres attendus (EAN13 ou CIP13).",
      }),
    ).toBeTruthy();
    expect(screen.queryByText(T.running)).toBeNull();
  });

  it("shows why a failed import stored nothing", async () => {
    mockFetch(() => ({
      status: 200,
      body: makeImport({ status: "FAILED", error: "Colonnes introuvables dans l’en-tête : prix." }),
    }));
    renderWithProviders(<PageUnderAppSocket />, { user: makeUser("pharmacy") });
    await screen.findByText(T.failed);
    expect(screen.getByText("Colonnes introuvables dans l’en-tête : prix.")).toBeTruthy();
  });

  it("shows what a failed import stored before it stopped, and how to finish it", async () => {
    mockFetch(() => ({
      status: 200,
      body: makeImport({
        status: "FAILED",
        updated: 12,
        created: 988,
        error: T.stoppedPartly,
      }),
    }));
    renderWithProviders(<PageUnderAppSocket />, { user: makeUser("pharmacy") });
    await screen.findByText(T.failed);
    expect(screen.getByText(T.stoppedPartly)).toBeTruthy();
    const stored = screen.getByRole("table", { name: T.partCounts });
    expect(within(stored).getByRole("row", { name: `${T.updated} 12` })).toBeTruthy();
    expect(within(stored).getByRole("row", { name: `${T.created} 988` })).toBeTruthy();
  });

  it("shows no counts for a failed import that stored nothing", async () => {
    mockFetch(() => ({
      status: 200,
      body: makeImport({ status: "FAILED", error: T.notStored }),
    }));
    renderWithProviders(<PageUnderAppSocket />, { user: makeUser("pharmacy") });
    await screen.findByText(T.failed);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
