import { TEXTS, type LabReportDto, type LabResultItem } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/errors";
import { makeDocument, makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { AnalysisResultsPage } from "./AnalysisResultsPage";
import { normsText, resultText } from "./format";
import { notifyErrorText } from "./queries";
import { ResultPage } from "./ResultPage";

const T = TEXTS.labs;

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

const report: LabReportDto = {
  iddocument: "d1",
  format: "medecins",
  status: "NEW",
  patient: { id: "p1", name: "Léa Martin", status: "ACTIVE" },
  lab: { id: "lab1", name: "Laboratoire Bioforme" },
  prescriberUser: { id: "doc1", name: "Paul Durand" },
  lastName: "MARTIN",
  firstName: "Léa",
  birth: "1985-04-12",
  examDate: "2026-03-01",
  prescriber: "Dr DURAND",
  text: "Compte rendu : glycémie à jeun.",
  results: [
    {
      index: 0,
      label: "Glycémie",
      code: "GLY",
      result: 0.91,
      unit: "g/l",
      normInf: 0.74,
      normSup: 1.06,
      flag: "N",
      bar: 11,
    },
    {
      index: 1,
      label: "Potassium",
      code: "K",
      result: 5,
      unit: "mEq/l",
      normInf: 3.5,
      normSup: 4.8,
      flag: "H",
      bar: 21,
    },
    {
      index: 2,
      label: "CRP",
      code: "CRP",
      result: "< 0.12",
      unit: "mg/l",
      normInf: null,
      normSup: null,
      flag: "",
      bar: null,
    },
  ],
  files: ["CR20260301.pdf"],
};

function renderResult(
  type: "labo" | "patient",
  answer: (call: SeenCall) => { status: number; body?: unknown },
) {
  const calls = mockFetch(answer);
  renderWithProviders(
    <Routes>
      <Route path="/resultats/:id" element={<ResultPage />} />
    </Routes>,
    { route: "/resultats/d1", user: makeUser(type) },
  );
  return calls;
}

describe("a result document (issue 10 §2)", () => {
  it("shows every value with unit, norms and its bar, then the text and the files", async () => {
    renderResult("patient", () => ({ status: 200, body: report }));
    expect(await screen.findByRole("heading", { level: 1, name: T.resultTitle })).toBeTruthy();
    // each bar is named by its value and range (issue 18 §4), never by its cells
    expect(
      screen.getByRole("img", { name: "Glycémie : 0,91 g/l, valeurs normales de 0,74 à 1,06 g/l" }),
    ).toBeTruthy();
    expect(
      screen.getByRole("img", {
        name: "Potassium : 5 mEq/l, valeurs normales de 3,5 à 4,8 mEq/l — Au-dessus des normes",
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("img", { name: /Position/ })).toBeNull();
    expect(screen.getAllByRole("img")).toHaveLength(2);
    expect(screen.getByText("0,91 g/l")).toBeTruthy();
    expect(screen.getByText("< 0.12 mg/l")).toBeTruthy();
    expect(screen.getByText(T.noBar)).toBeTruthy();
    expect(screen.getByText("Compte rendu : glycémie à jeun.")).toBeTruthy();
    expect(screen.getByText("CR20260301.pdf")).toBeTruthy();
    // the patient has no notify button
    expect(screen.queryByRole("button", { name: T.shareAndNotify })).toBeNull();
  });

  const notifiedAnswer = (notified: boolean, notReached: "noAccount" | "noEmail" | null) => ({
    ...makeDocument("d1", { meta: { status: "RESULTS_READY" } }),
    notified,
    notReached,
  });

  it("lets the lab share and notify, then says so", async () => {
    const calls = renderResult("labo", (call) => {
      if (call.url.includes("/share")) return { status: 200, body: makeDocument("d1") };
      if (call.url.includes("/notify")) return { status: 200, body: notifiedAnswer(true, null) };
      return { status: 200, body: report };
    });
    fireEvent.click(await screen.findByRole("button", { name: T.shareAndNotify }));
    await waitFor(() => expect(screen.getByTestId("notify-outcome").textContent).toBe(T.notified));
    const posted = calls.filter((c) => c.method !== "GET");
    expect(posted.map((c) => [c.method, new URL(c.url, "http://x").pathname, c.body])).toEqual([
      ["PUT", "/feed/documents/d1/share", { sharers: ["p1", "doc1"] }],
      ["POST", "/api/documents/d1/notify", { userid: "p1" }],
    ]);
  });

  it.each([
    [
      "noAccount",
      "Résultat partagé. Le patient n'a pas encore de compte : personne n'a été notifié.",
    ],
    [
      "noEmail",
      "Résultat partagé. Le patient n'a pas d'adresse e-mail : personne n'a été notifié.",
    ],
  ] as const)(
    "says nobody was notified when the patient has %s (issue 18 §4)",
    async (why, text) => {
      renderResult("labo", (call) => {
        if (call.url.includes("/share")) return { status: 200, body: makeDocument("d1") };
        if (call.url.includes("/notify")) return { status: 200, body: notifiedAnswer(false, why) };
        return { status: 200, body: report };
      });
      fireEvent.click(await screen.findByRole("button", { name: T.shareAndNotify }));
      await waitFor(() => expect(screen.getByTestId("notify-outcome").textContent).toBe(text));
      expect(screen.queryByText(T.notified)).toBeNull();
    },
  );

  it("says the catalogue's text when the notification fails", async () => {
    renderResult("labo", (call) => {
      if (call.url.includes("/share")) return { status: 200, body: makeDocument("d1") };
      if (call.url.includes("/notify"))
        return { status: 500, body: { error: "server", message: "Erreur serveur" } };
      return { status: 200, body: report };
    });
    fireEvent.click(await screen.findByRole("button", { name: T.shareAndNotify }));
    expect(await screen.findByText(T.notifyError)).toBeTruthy();
  });
});

describe("/analyses", () => {
  const item = (id: string, fields: Partial<LabResultItem> = {}): LabResultItem => ({
    id,
    name: "Résultats HPRIM",
    date: "2026-03-01T08:00:00Z",
    lastUpdate: "2026-03-01T08:00:00Z",
    status: "NEW",
    patient: { id: "p1", name: "Léa Martin", status: "ACTIVE" },
    sharedWithPatient: false,
    lastName: "MARTIN",
    firstName: "Léa",
    examDate: "2026-03-01",
    resultCount: 3,
    outOfRange: 1,
    ...fields,
  });

  it("lists the results, filters by status and name", async () => {
    const calls = mockFetch((call) => {
      const status = new URL(call.url, "http://x").searchParams.get("status");
      return {
        status: 200,
        body:
          status === "RESULTS_OPENED"
            ? [item("d2", { status: "RESULTS_OPENED", examDate: null })]
            : [item("d1")],
      };
    });
    renderWithProviders(<AnalysisResultsPage />, { route: "/analyses", user: makeUser("labo") });
    const list = await screen.findByRole("list", { name: T.title });
    // titled by the patient and the exam's day, not by the file's name (issue 18 §4)
    expect(
      within(list).getByRole("link", { name: "MARTIN Léa — 01/03/2026" }).getAttribute("href"),
    ).toBe("/resultats/d1");
    expect(within(list).getByText(/3 valeurs, 1 hors normes/)).toBeTruthy();
    fireEvent.click(screen.getByRole("combobox", { name: T.statusFilter }));
    fireEvent.click(await screen.findByRole("option", { name: "Résultats ouverts" }));
    await waitFor(() =>
      // no exam date in the file: the import's day in Paris
      expect(
        screen.getByRole("link", { name: "MARTIN Léa — 01/03/2026" }).getAttribute("href"),
      ).toBe("/resultats/d2"),
    );
    fireEvent.change(screen.getByRole("searchbox", { name: T.patientFilter }), {
      target: { value: "mart" },
    });
    await waitFor(() =>
      expect(
        calls.some((c) => new URL(c.url, "http://x").searchParams.get("name") === "mart"),
      ).toBe(true),
    );
  });
});

describe("texts", () => {
  it("names the notify failures of 000 §8", () => {
    expect(notifyErrorText(new ApiError(404, "notFound", "x"))).toBe("Le document n'existe pas.");
    expect(notifyErrorText(new ApiError(400, "validation", "x"))).toBe(
      "Le partage de document n'existe pas.",
    );
    expect(notifyErrorText(new ApiError(0, "network", ""))).toBe(
      "Erreur lors de la notification au patient.",
    );
  });

  it("writes values and norms the French way", () => {
    expect(resultText({ result: 4450000, unit: "/mm3" })).toBe("4\u202f450\u202f000 /mm3");
    expect(normsText({ normInf: 27, normSup: null })).toBe("≥ 27");
    expect(normsText({ normInf: null, normSup: 2 })).toBe("≤ 2");
  });
});
