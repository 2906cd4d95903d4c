import { SIGNUP_MESSAGES, TEXTS } from "@reseau/shared";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { SignupForm } from "./SignupForm";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
const acceptTerms = () =>
  fireEvent.click(screen.getByLabelText("J'accepte les conditions générales d'utilisation"));

describe("sign-up form (000 §5)", () => {
  it("shows only the first failing check, under 'Création de compte', next to its field", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    expect(screen.getByRole("heading", { name: TEXTS.signup.title })).toBeTruthy();

    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.terms)).toBeTruthy();
    expect(screen.queryByText(SIGNUP_MESSAGES.emailMissing)).toBeNull();

    acceptTerms();
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.emailMissing)).toBeTruthy();
    expect(screen.queryByText(SIGNUP_MESSAGES.terms)).toBeNull();

    type("E-mail", "marie@exemple");
    submit();
    const emailError = await screen.findByText(SIGNUP_MESSAGES.emailInvalid);
    const emailInput = screen.getByLabelText("E-mail");
    expect(emailInput.getAttribute("aria-invalid")).toBe("true");
    expect(emailInput.getAttribute("aria-describedby")).toContain(emailError.id);

    type("E-mail", " marie@exemple.fr ");
    type("Mot de passe", "motdepasse");
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.passwordPattern)).toBeTruthy();

    type("Mot de passe", "abc1");
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.passwordLength)).toBeTruthy();

    type("Mot de passe", "motdepasse1");
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.firstName)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("asks a professional for the RPPS, and a pharmacy for the FINESS", async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    acceptTerms();
    type("E-mail", "dr@exemple.fr");
    type("Mot de passe", "motdepasse1");

    fireEvent.click(screen.getByLabelText("Professionnel de santé"));
    type("Nom", "Martin");
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.rpps)).toBeTruthy();

    fireEvent.click(screen.getByLabelText("Pharmacie"));
    submit();
    expect(await screen.findByText(SIGNUP_MESSAGES.finess)).toBeTruthy();
  });

  it("sends the patient's fields and shows the server's refusal of a taken e-mail", async () => {
    const calls = mockFetch((call) =>
      call.url === "/ws/xsrf"
        ? { status: 204, setCookie: "XSRF-TOKEN=t" }
        : { status: 409, body: { error: "conflict", message: TEXTS.signup.emailTaken } },
    );
    const onSignedUp = vi.fn();
    renderWithProviders(<SignupForm onSignedUp={onSignedUp} />);
    acceptTerms();
    type("Prénom", "Marie");
    type("Nom", "Durand");
    type("E-mail", " marie@exemple.fr");
    type("Mot de passe", "motdepasse1");
    submit();

    expect(await screen.findByText(TEXTS.signup.emailTaken)).toBeTruthy();
    const signup = calls.find((c) => c.url === "/ws/user/patient");
    expect(signup?.body).toEqual({
      email: "marie@exemple.fr",
      password: "motdepasse1",
      acceptTerms: true,
      app: "patient",
      meta: "{}",
      firstName: "Marie",
      lastName: "Durand",
    });
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});
