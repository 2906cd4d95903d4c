import { format, TEXTS, type DrugDetailDto, type DrugSummaryDto } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { DrugGuidePage } from "./DrugGuidePage";
import { DrugPage } from "./DrugPage";

const T = TEXTS.drugs;

const doliprane: DrugSummaryDto = {
  id: "60000709",
  name: "DOLIPRANE 1000 mg, comprimé",
  form: "comprimé",
  routes: ["orale"],
};
const detail: DrugDetailDto = {
  ...doliprane,
  status: "Commercialisée",
  holder: "OPELLA HEALTHCARE FRANCE",
  presentations: [
    { cip13: "3400930016350", label: "plaquette(s) de 8 comprimé(s)", priceCents: 218 },
  ],
  substances: [{ name: "PARACÉTAMOL", dosage: "1000 mg", reference: "un comprimé" }],
  group: { id: "1001", label: "PARACETAMOL 1000 mg - DOLIPRANE 1000 mg, comprimé", type: 0 },
};

beforeEach(() => clearCookies());
afterEach(() => vi.unstubAllGlobals());

describe("the drug guide (issue 19 §4)", () => {
  it("searches as one types, without an account, and links each drug to its page", async () => {
    const calls = mockFetch((call) => {
      if (call.url.startsWith("/api/drugs/search")) return { status: 200, body: [doliprane] };
      if (call.url === "/api/drugs/60000709") return { status: 200, body: detail };
      return { status: 404, body: { error: "not_found", message: "?" } };
    });
    renderWithProviders(
      <Routes>
        <Route path="/notices" element={<DrugGuidePage />} />
        <Route path="/medicament/:id" element={<DrugPage />} />
      </Routes>,
      { route: "/notices" },
    );
    expect(screen.getByRole("heading", { level: 1, name: T.title })).toBeTruthy();
    // nothing is asked before a name is typed: never the whole base
    expect(screen.getByText(T.typeToSearch)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.searchLabel), { target: { value: "doli" } });
    const link = await screen.findByRole("link", { name: doliprane.name });
    expect(screen.getByText(format(T.results, { count: 1 }))).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith("/api/drugs/search")).map((c) => c.url)).toEqual([
      "/api/drugs/search?name=doli",
    ]);

    fireEvent.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: doliprane.name })).toBeTruthy();
    expect(screen.getByText(/3400930016350/)).toBeTruthy();
    expect(screen.getByText(/paracétamol : 1000 mg pour un comprimé/)).toBeTruthy();
    expect(screen.getByText(detail.group?.label ?? "")).toBeTruthy();
  });

  it("says when nothing matches, and shows the server's message for an unknown drug", async () => {
    mockFetch((call) =>
      call.url.startsWith("/api/drugs/search")
        ? { status: 200, body: [] }
        : { status: 404, body: { error: "not_found", message: T.notFound } },
    );
    const view = renderWithProviders(<DrugGuidePage />, { route: "/notices?nom=zzz" });
    await screen.findByText(T.noResult);
    view.unmount();
    renderWithProviders(
      <Routes>
        <Route path="/medicament/:id" element={<DrugPage />} />
      </Routes>,
      { route: "/medicament/00000000" },
    );
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(T.notFound));
  });
});
