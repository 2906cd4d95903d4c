import { TEXTS, type PublicUser } from "@reseau/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { makeUser } from "../../test/factories";
import { clearCookies } from "../../test/fetchMock";
import { fakeMatchMedia, renderWithProviders } from "../../test/render";
import { apoticareServer, PATIENT } from "./fakeServer";
import { ApoticareIndex, ApoticareStepPage } from "./WizardPage";

const T = TEXTS.apoticare;
/** Intl's French number format spaces the euros with a narrow no-break space. */
const spaced = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = fakeMatchMedia(() => false);
});

/** Shows the current address, as the address bar would. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderWizard(route: string, user: PublicUser | null) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/apoticare" element={<ApoticareIndex />} />
        <Route path="/apoticare/:step" element={<ApoticareStepPage />} />
      </Routes>
      <Address />
    </>,
    { route, user },
  );
}

const address = () => screen.getByTestId("address").textContent ?? "";

describe("the wizard's steps (issue 22 §2)", () => {
  it("opens the phone's first step on a phone, the desktop's on a desktop", async () => {
    const first = renderWizard("/apoticare", null);
    apoticareServer([]);
    await waitFor(() => expect(address()).toBe("/apoticare/page-step1-start"));
    first.unmount();
    window.matchMedia = fakeMatchMedia((query) => query.includes("min-width"));
    renderWizard("/apoticare", null);
    await waitFor(() => expect(address()).toBe("/apoticare/start"));
    expect(await screen.findByRole("heading", { level: 1, name: T.steps.start })).toBeTruthy();
  });

  it("shows the age 20 by default, and « Suivant » carries the choices to the next address", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/params", null);
    expect(await screen.findByRole("heading", { level: 1, name: T.steps.params })).toBeTruthy();
    const age = await screen.findByLabelText(T.ageLabel);
    expect((age as HTMLInputElement).value).toBe("20");
    fireEvent.change(age, { target: { value: "34" } });
    await waitFor(() => expect(address()).toBe("/apoticare/params?age=34"));
    fireEvent.click(screen.getByRole("button", { name: T.next }));
    await waitFor(() => expect(address()).toBe("/apoticare/formule?age=34"));
    expect(await screen.findByRole("heading", { level: 1, name: T.steps.formule })).toBeTruthy();
  });

  it("refuses an age out of bounds", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/params?age=7", null);
    fireEvent.click(await screen.findByRole("button", { name: T.next }));
    expect(await screen.findByText(T.ageInvalid)).toBeTruthy();
    expect(address()).toBe("/apoticare/params?age=7");
  });

  it("offers the 11 goals and the 3 numbers of actives as radio groups of native radios", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/formule", null);
    const goals = await screen.findByRole("radiogroup", { name: T.goalLabel });
    const goalRadios = within(goals).getAllByRole("radio") as HTMLInputElement[];
    expect(goalRadios).toHaveLength(11);
    // one name for the group: the browser moves between them with the arrow keys
    expect(new Set(goalRadios.map((radio) => radio.name)).size).toBe(1);
    const counts = screen.getByRole("radiogroup", { name: T.countLabel });
    const countRadios = within(counts).getAllByRole("radio") as HTMLInputElement[];
    expect(countRadios).toHaveLength(3);
    expect(countRadios[1]!.checked).toBe(true);

    // « Suivant » without a goal says so
    fireEvent.click(screen.getByRole("button", { name: T.next }));
    expect(await screen.findByText(T.goalUnknown)).toBeTruthy();
    fireEvent.click(within(goals).getByRole("radio", { name: /Raviver l’éclat/ }));
    await waitFor(() => expect(address()).toBe("/apoticare/formule?goal=goal-eclat"));
  });

  it("offers the 7 bases, the goal's recommendation chosen", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/base?goal=goal-eclat", null);
    const bases = await screen.findByRole("radiogroup", { name: T.baseLabel });
    const radios = within(bases).getAllByRole("radio") as HTMLInputElement[];
    expect(radios).toHaveLength(7);
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([
      "base-serum",
    ]);
  });

  it("lists the 16 actives with the goal's recommended ones checked, and refuses a fourth", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/actifs?goal=goal-eclat&count=3", null);
    const group = await screen.findByRole("group", { name: T.activesLabel });
    const boxes = within(group).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes).toHaveLength(16);
    const checked = () => boxes.filter((box) => box.checked).map((box) => box.value);
    expect(checked()).toEqual(
      expect.arrayContaining(["actif-vitamine-c", "actif-vitamine-e", "actif-niacinamide"]),
    );
    expect(checked()).toHaveLength(3);
    fireEvent.click(within(group).getByRole("checkbox", { name: /Céramides/ }));
    expect(await screen.findByText(T.tooMany)).toBeTruthy();
    expect(checked()).toHaveLength(3);

    // one less, then another: the formula follows, the count with it
    fireEvent.click(within(group).getByRole("checkbox", { name: /Niacinamide/ }));
    await waitFor(() => expect(checked()).toHaveLength(2));
    expect(address()).toContain("count=2");
    fireEvent.click(within(group).getByRole("checkbox", { name: /Céramides/ }));
    await waitFor(() => expect(checked()).toContain("actif-ceramides"));
  });

  it("gives the summary with its price in French format", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/resume?age=20&goal=goal-eclat&count=2", null);
    const summary = await screen.findByTestId("formula-summary");
    expect(spaced(summary.textContent)).toContain("49,00 €");
    expect(summary.textContent).toContain("Raviver l’éclat");
  });

  it("sends a summary opened without its choices back to the step that lacks one", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/page-step5-type", null);
    expect(await screen.findByText(T.missingChoice)).toBeTruthy();
    const resume = screen.getByRole("link", { name: new RegExp(T.steps["page-step2-age"]) });
    expect(resume.getAttribute("href")).toBe("/apoticare/page-step2-age");
  });
});

describe("the order step (issue 22 §2)", () => {
  const FORMULA = "age=20&goal=goal-eclat&count=2";

  it("fills in the patient's names and e-mail and orders from her pharmacy", async () => {
    const calls = apoticareServer([]);
    renderWizard(`/apoticare/commande?${FORMULA}`, PATIENT);
    expect(await screen.findByRole("heading", { level: 1, name: T.steps.commande })).toBeTruthy();
    expect(((await screen.findByLabelText(/Prénom/)) as HTMLInputElement).value).toBe("Léa");
    expect((screen.getByLabelText(/^Nom/) as HTMLInputElement).value).toBe("Martin");
    expect((screen.getByLabelText(/E-mail/) as HTMLInputElement).value).toBe("lea@exemple.fr");
    await waitFor(() =>
      expect(screen.getByTestId("order-pharmacy").textContent).toContain("Pharmacie Graslin"),
    );
    fireEvent.click(screen.getByRole("button", { name: T.order }));
    await waitFor(() => expect(address()).toBe("/apoticare/commandes"));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.body).toEqual({
      idpharma: "ph-1",
      firstname: "Léa",
      lastname: "Martin",
      email: "lea@exemple.fr",
      data: {
        age: 20,
        goal: "goal-eclat",
        count: 2,
        base: "base-serum",
        actives: ["actif-vitamine-c", "actif-vitamine-e"],
      },
    });
  });

  it("refuses an e-mail the server would refuse, under its field", async () => {
    const calls = apoticareServer([]);
    renderWizard(`/apoticare/commande?${FORMULA}`, PATIENT);
    const email = await screen.findByLabelText(/E-mail/);
    fireEvent.change(email, { target: { value: "lea@" } });
    fireEvent.click(screen.getByRole("button", { name: T.order }));
    expect(await screen.findByText(T.emailInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("tells a patient without a pharmacy, with a link to choose one", async () => {
    apoticareServer([]);
    renderWizard(`/apoticare/commande?${FORMULA}`, { ...PATIENT, idpharma: null });
    expect(await screen.findByText(T.pharmacyMissing)).toBeTruthy();
    const link = screen.getByRole("link", { name: TEXTS.documents.choosePharmacy });
    expect(link.getAttribute("href")).toBe("/modal-select-pharm");
  });

  it("asks a visitor to log in and come back", async () => {
    apoticareServer([]);
    renderWizard(`/apoticare/commande?${FORMULA}`, null);
    expect(await screen.findByText(T.loginToOrder)).toBeTruthy();
    const link = screen.getByRole("link", { name: TEXTS.signup.loginTitle });
    expect(link.getAttribute("href")).toBe(
      `/page-apoticare-login?retour=${encodeURIComponent(`/apoticare/commande?${FORMULA}`)}`,
    );
  });

  it("answers an unknown step with « Page introuvable »", async () => {
    apoticareServer([]);
    renderWizard("/apoticare/nimporte", makeUser("patient"));
    expect(
      await screen.findByRole("heading", { level: 1, name: TEXTS.shell.notFoundTitle }),
    ).toBeTruthy();
  });
});
