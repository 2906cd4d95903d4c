import { format, TEXTS, type SurveyAnswerDto, type SurveyDto } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch, type SeenCall } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { SurveysPage } from "./SurveysPage";

const T = TEXTS.surveys;
const patient = makeUser("patient", { grp: "galien" });

/** An ACTIVE survey with one question of each type; questions 1, 3 and 6 mandatory. */
const survey: SurveyDto = {
  id: "s1",
  group: "galien",
  kind: "satisfaction",
  title: "Votre avis",
  status: "ACTIVE",
  questions: [
    { number: 1, type: "bool", label: "Satisfait ?", mandatory: true },
    {
      number: 2,
      type: "qcm",
      label: "Services utilisés",
      mandatory: false,
      options: [
        { letter: "A", label: "Conseil" },
        { letter: "B", label: "Livraison" },
        { letter: "C", label: "Vaccination" },
      ],
    },
    {
      number: 3,
      type: "radio",
      label: "Fréquence",
      mandatory: true,
      options: [
        { letter: "A", label: "Souvent" },
        { letter: "B", label: "Rarement" },
      ],
    },
    { number: 4, type: "real", label: "Âge", mandatory: false },
    { number: 5, type: "range", label: "Note", mandatory: false, low: 0, high: 10, step: 1 },
    { number: 6, type: "text", label: "Remarque", mandatory: true },
  ],
};

function server(
  answers: SurveyAnswerDto[],
  group = "galien",
  extra: (call: SeenCall) => { status: number; body?: unknown } | null = () => null,
) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === `/pro-api/questionnaires/${group}`) return { status: 200, body: [survey] };
    if (call.url === `/pro-api/answers/${group}`) return { status: 200, body: answers };
    if (call.method === "POST" && call.url === `/pro-api/answer/${group}`) {
      const body = call.body as { questionnaire: string; answers: SurveyAnswerDto["answers"] };
      return {
        status: 200,
        body: {
          id: "a1",
          idpharma: "patient-1",
          pharmaName: null,
          questionnaire: body.questionnaire,
          answers: body.answers,
          score: 0,
          date: "2026-11-27T10:00:00.000Z",
          group,
          state: "RESPONDED",
        },
      };
    }
    return { status: 404 };
  });
}

/** The question fieldset (radio or checkbox group) named `name`. */
const groupNamed = (role: "radiogroup" | "group", name: string) =>
  screen.getByRole(role, { name: new RegExp(name.replace(/[?.]/g, "\\$&")) });

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => vi.unstubAllGlobals());

describe("SurveysPage and SurveyAnswerForm (issue 21 §3)", () => {
  it("refuses a missing mandatory answer in the shared French, then sends the answers", async () => {
    const calls = server([]);
    renderWithProviders(<SurveysPage />, { user: patient, route: "/questionnaires" });
    expect(await screen.findByRole("heading", { level: 1, name: T.listTitle })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: `${T.answer} : Votre avis` }));
    expect(await screen.findByRole("heading", { level: 1, name: "Votre avis" })).toBeTruthy();

    fireEvent.click(within(groupNamed("radiogroup", "1. Satisfait ?")).getByLabelText(T.yes));
    fireEvent.click(screen.getByLabelText("Vaccination"));
    fireEvent.click(screen.getByLabelText("Conseil"));
    fireEvent.change(screen.getByRole("textbox", { name: "5. Note" }), {
      target: { value: "11" },
    });
    fireEvent.click(screen.getByRole("button", { name: T.submitAnswer }));

    // the shared checkSurveyAnswer's messages, each under its question; nothing sent
    expect(await screen.findByText(format(T.answerMissing, { number: 3 }))).toBeTruthy();
    expect(screen.getByText(format(T.answerMissing, { number: 6 }))).toBeTruthy();
    expect(screen.getByText(format(T.outsideRange, { number: 5, low: 0, high: 10 }))).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(T.fixErrors);
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(within(groupNamed("radiogroup", "3. Fréquence")).getByLabelText("Rarement"));
    fireEvent.change(screen.getByRole("textbox", { name: "5. Note" }), { target: { value: "7" } });
    fireEvent.change(screen.getByRole("textbox", { name: "6. Remarque" }), {
      target: { value: "Très bien" },
    });
    fireEvent.click(screen.getByRole("button", { name: T.submitAnswer }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toBe("/pro-api/answer/galien");
    expect(post?.body).toEqual({
      questionnaire: "s1",
      answers: [
        { number: 1, value: true },
        { number: 2, value: ["A", "C"] },
        { number: 3, value: "B" },
        { number: 5, value: 7 },
        { number: 6, value: "Très bien" },
      ],
    });
    // back to the list once sent
    expect(await screen.findByRole("heading", { level: 1, name: T.listTitle })).toBeTruthy();
  });

  it("offers to replace a previous answer, filled in, and sends a no as false", async () => {
    const previous: SurveyAnswerDto = {
      id: "a1",
      idpharma: "patient-1",
      pharmaName: null,
      questionnaire: "s1",
      answers: [
        { number: 1, value: true },
        { number: 3, value: "A" },
        { number: 6, value: "Bien" },
      ],
      score: 0,
      date: "2026-11-20T09:00:00.000Z",
      group: "galien",
      state: "RESPONDED",
    };
    const calls = server([previous]);
    renderWithProviders(<SurveysPage />, {
      user: patient,
      route: "/questionnaires?questionnaire=s1",
    });
    expect(await screen.findByText(/Vous avez répondu le/)).toBeTruthy();
    const remark = screen.getByRole("textbox", { name: "6. Remarque" }) as HTMLTextAreaElement;
    expect(remark.value).toBe("Bien");
    fireEvent.click(within(groupNamed("radiogroup", "1. Satisfait ?")).getByLabelText(T.no));
    fireEvent.click(screen.getByRole("button", { name: T.replaceAnswer }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      questionnaire: "s1",
      answers: [
        { number: 1, value: false },
        { number: 3, value: "A" },
        { number: 6, value: "Bien" },
      ],
    });
  });

  it("lists a pharmacy's surveys of the running brand's group", async () => {
    const calls = server([], "well", (call) =>
      call.url === "/ws/config" ? { status: 200, body: { variant: { code: "well" } } } : null,
    );
    renderWithProviders(<SurveysPage />, { user: makeUser("pharmacy") });
    expect(await screen.findByRole("button", { name: `${T.answer} : Votre avis` })).toBeTruthy();
    expect(calls.some((c) => c.url === "/pro-api/questionnaires/well")).toBe(true);
  });

  it("says so when the patient belongs to no group", async () => {
    server([]);
    renderWithProviders(<SurveysPage />, { user: makeUser("patient") });
    expect(await screen.findByText(T.noGroup)).toBeTruthy();
  });
});
