import { TEXTS, type SurveyAnswerDto, type SurveyDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { SurveyAdminPage } from "./SurveyAdminPage";

const T = TEXTS.surveys;
const manager = makeUser("grp_pharm", { grp: "galien" });

/** A stored survey of the group: a scored yes / no and a scored choice. */
function makeSurvey(fields: Partial<SurveyDto> = {}): SurveyDto {
  return {
    id: "s1",
    group: "galien",
    kind: "pharma",
    title: "Enquête officine",
    status: "NEW",
    questions: [
      {
        number: 1,
        type: "bool",
        label: "Ouvert le dimanche ?",
        mandatory: true,
        evaluation: [5, 0],
      },
      {
        number: 2,
        type: "radio",
        label: "Taille de l’équipe",
        mandatory: false,
        options: [
          { letter: "A", label: "Petite" },
          { letter: "B", label: "Grande" },
        ],
        evaluation: [1, 2.5],
      },
    ],
    ...fields,
  };
}

function makeAnswer(id: string, score: number, fields: Partial<SurveyAnswerDto> = {}) {
  return {
    id,
    idpharma: `pharmacy-${id}`,
    pharmaName: `Pharmacie ${id.toUpperCase()}` as string | null,
    questionnaire: "s1",
    answers: [
      { number: 1, value: true },
      { number: 2, value: "B" },
    ],
    score,
    date: "2026-11-20T09:00:00.000Z",
    group: "galien",
    state: "RESPONDED" as const,
    ...fields,
  };
}

/** A fake server with `surveys` and `answers` for the group; other calls answered by `other`. */
function server(
  surveys: SurveyDto[],
  answers: SurveyAnswerDto[],
  other: (call: SeenCall) => { status: number; body?: unknown } = () => ({ status: 404 }),
) {
  return mockFetch((call) => {
    if (call.method === "GET" && call.url === "/pro-api/questionnaires/galien")
      return { status: 200, body: surveys };
    if (call.method === "GET" && call.url === "/pro-api/answers/galien")
      return { status: 200, body: answers };
    return other(call);
  });
}

/** Types `value` in the field named `name` (a required field's asterisk is hidden from its name). */
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("SurveyAdminPage (issue 21 §3)", () => {
  it("builds a survey and sends it numbered, lettered and in the builder's order", async () => {
    const calls = server([], [], (call) =>
      call.method === "POST" ? { status: 201, body: { id: "new-1" } } : { status: 404 },
    );
    renderWithProviders(<SurveyAdminPage />, { user: manager });
    expect(
      screen.getByRole("heading", { level: 1, name: TEXTS.shell.pages["questionnaire-admin"] }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: T.newSurvey }));

    type(T.titleLabel, "Satisfaction comptoir");
    fireEvent.change(screen.getByLabelText(T.kindLabel), { target: { value: "satisfaction" } });
    // question 1: a scored single choice
    type("Intitulé de la question 1", "Accueil ?");
    const first = screen.getByRole("group", { name: "Question 1" });
    fireEvent.change(within(first).getByLabelText(T.questionType), { target: { value: "radio" } });
    type("Option A", "Bon");
    type("Option B", "Mauvais");
    fireEvent.click(within(first).getByRole("switch", { name: T.scored }));
    type("Points de l’option A", "3");
    // question 2: a mandatory free text, then moved first
    fireEvent.click(screen.getByRole("button", { name: T.addQuestion }));
    type("Intitulé de la question 2", "Une remarque ?");
    const second = screen.getByRole("group", { name: "Question 2" });
    fireEvent.change(within(second).getByLabelText(T.questionType), { target: { value: "text" } });
    fireEvent.click(within(second).getByRole("checkbox", { name: T.mandatory }));
    fireEvent.click(screen.getByRole("button", { name: "Monter la question 2" }));

    fireEvent.click(screen.getByRole("button", { name: T.saveSurvey }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/pro-api/questionnaire");
    expect(post?.body).toEqual({
      group: "galien",
      kind: "satisfaction",
      title: "Satisfaction comptoir",
      status: "NEW",
      questions: [
        { number: 1, type: "text", label: "Une remarque ?", mandatory: true },
        {
          number: 2,
          type: "radio",
          label: "Accueil ?",
          mandatory: false,
          options: [
            { letter: "A", label: "Bon" },
            { letter: "B", label: "Mauvais" },
          ],
          evaluation: [3, 0],
        },
      ],
    });
    // back to the list once saved
    expect(await screen.findByRole("button", { name: T.newSurvey })).toBeTruthy();
  });

  it("refuses to send a survey the shared schema refuses, in its French", async () => {
    const calls = server([], []);
    renderWithProviders(<SurveyAdminPage />, { user: manager });
    fireEvent.click(await screen.findByRole("button", { name: T.newSurvey }));
    fireEvent.click(screen.getByRole("button", { name: T.saveSurvey }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(T.titleRequired)).toBeTruthy();
    expect(within(alert).getByText(T.labelRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("previews the answer form as a respondent sees it", async () => {
    server([], []);
    renderWithProviders(<SurveyAdminPage />, { user: manager });
    fireEvent.click(await screen.findByRole("button", { name: T.newSurvey }));
    type("Intitulé de la question 1", "Ouvert le dimanche ?");
    fireEvent.click(screen.getByRole("tab", { name: T.preview }));
    expect(await screen.findByText(T.previewNote)).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "1. Ouvert le dimanche ?" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: T.yes })).toBeTruthy();
  });

  it("lists the surveys with their answers, and shows the results with their scores", async () => {
    const survey = makeSurvey({ status: "ACTIVE" });
    server(
      [survey],
      [
        makeAnswer("a1", 7.5),
        makeAnswer("a2", 1, {
          pharmaName: null,
          answers: [
            { number: 1, value: false },
            { number: 2, value: "A" },
          ],
        }),
      ],
    );
    renderWithProviders(<SurveyAdminPage />, { user: manager });
    const list = await screen.findByTestId("survey-list");
    const row = within(list).getByRole("row", { name: /Enquête officine/ });
    expect(within(row).getByText(T.statuses.ACTIVE)).toBeTruthy();
    expect(within(row).getByText(T.kinds.pharma)).toBeTruthy();
    await waitFor(() => expect(within(row).getAllByRole("cell")[3]?.textContent).toBe("2"));

    fireEvent.click(within(row).getByRole("button", { name: "Actions sur « Enquête officine »" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: T.results }));
    expect(await screen.findByRole("heading", { level: 1, name: "Enquête officine" })).toBeTruthy();
    const table = await screen.findByTestId("survey-answers");
    // the answering pharmacy by name; a patient, whose identity the group does not read, as such
    expect(within(table).getByRole("row", { name: /Pharmacie A1 7,5$/ })).toBeTruthy();
    expect(within(table).getByRole("row", { name: /Patient 1$/ })).toBeTruthy();
    expect(within(table).queryByText(/pharmacy-a1/)).toBeNull();
    // mean (7.5 + 1) / 2, over the best possible 5 + 2.5
    expect(screen.getByText(/Score moyen : 4,25/).textContent).toContain("7,5");
    expect(screen.getByText(T.scoreChart)).toBeTruthy();
    expect(screen.getByText("Question 1 : Ouvert le dimanche ?")).toBeTruthy();
    expect(screen.getByText("Question 2 : Taille de l’équipe")).toBeTruthy();
  });

  it("activates a survey, and shows the server's refusal of a delete", async () => {
    const survey = makeSurvey();
    const calls = server([survey], [], (call) => {
      if (call.method === "PUT") return { status: 200, body: { ...survey, status: "ACTIVE" } };
      if (call.method === "DELETE")
        return { status: 400, body: { error: "validation", message: T.deleteAnswered } };
      return { status: 404 };
    });
    const onError = vi.fn();
    renderWithProviders(<SurveyAdminPage />, { user: manager, onError });
    const actions = await screen.findByRole("button", { name: "Actions sur « Enquête officine »" });
    fireEvent.click(actions);
    fireEvent.click(await screen.findByRole("menuitem", { name: T.setStatus.ACTIVE }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ ...survey, status: "ACTIVE" });

    fireEvent.click(actions);
    fireEvent.click(await screen.findByRole("menuitem", { name: TEXTS.actions.delete }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: TEXTS.actions.delete }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/pro-api/questionnaire/s1");
    // the central handler toasts the server's French (errorHandler.test.ts)
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 400, message: T.deleteAnswered }),
        expect.objectContaining({ context: "survey delete" }),
      ),
    );
  });

  it("has nothing to manage without a group", async () => {
    server([], []);
    renderWithProviders(<SurveyAdminPage />, { user: makeUser("grp_pharm") });
    expect(await screen.findByText(T.noGroup)).toBeTruthy();
  });
});
