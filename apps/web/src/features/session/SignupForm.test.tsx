import { SIGNUP_MESSAGES, TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { SignupForm } from "./SignupForm";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

/** A field by its label, with or without the required mark. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const TERMS = "J'accepte les conditions générales d'utilisation";

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}
function leave(label: string) {
  fireEvent.focus(field(label));
  fireEvent.blur(field(label));
}
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
const acceptTerms = () => fireEvent.click(field(TERMS));

/** The error text shown under a field, read through its aria-describedby. */
function errorUnder(label: string): string | null {
  const input = field(label);
  if (input.getAttribute("aria-invalid") !== "true") return null;
  // Mantine names a field's error `${id}-error` and lists it in aria-describedby
  const errorId = (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .find((id) => id.endsWith("-error"));
  return (errorId && document.getElementById(errorId)?.textContent) || null;
}

describe("sign-up form (000 §5, issue 7 §2)", () => {
  it("checks each field as it is left, then as it is typed in, each message under its field", async () => {
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    expect(screen.getByRole("heading", { name: TEXTS.signup.title })).toBeTruthy();

    leave("Prénom");
    leave("Nom");
    leave("E-mail");
    leave("Mot de passe");
    leave(TERMS);
    await waitFor(() => expect(errorUnder("Prénom")).toBe(SIGNUP_MESSAGES.firstName));
    expect(errorUnder("Nom")).toBe(SIGNUP_MESSAGES.lastName);
    expect(errorUnder("E-mail")).toBe(SIGNUP_MESSAGES.emailMissing);
    expect(errorUnder("Mot de passe")).toBe(SIGNUP_MESSAGES.passwordMissing);
    expect(errorUnder(TERMS)).toBe(SIGNUP_MESSAGES.terms);

    type("E-mail", "marie@exemple");
    await waitFor(() => expect(errorUnder("E-mail")).toBe(SIGNUP_MESSAGES.emailInvalid));
    type("E-mail", " marie@exemple.fr ");
    await waitFor(() => expect(errorUnder("E-mail")).toBeNull());
    type("Mot de passe", "abc1");
    await waitFor(() => expect(errorUnder("Mot de passe")).toBe(SIGNUP_MESSAGES.passwordLength));
    // the other fields keep their messages
    expect(errorUnder("Prénom")).toBe(SIGNUP_MESSAGES.firstName);
    acceptTerms();
    await waitFor(() => expect(errorUnder(TERMS)).toBeNull());
  });

  it("shows every failure at once on submit, and sends nothing", async () => {
    const calls = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    type("Mot de passe", "motdepasse");
    submit();
    await waitFor(() => expect(errorUnder(TERMS)).toBe(SIGNUP_MESSAGES.terms));
    expect(errorUnder("E-mail")).toBe(SIGNUP_MESSAGES.emailMissing);
    expect(errorUnder("Mot de passe")).toBe(SIGNUP_MESSAGES.passwordPattern);
    expect(errorUnder("Prénom")).toBe(SIGNUP_MESSAGES.firstName);
    expect(errorUnder("Nom")).toBe(SIGNUP_MESSAGES.lastName);
    expect(calls).toEqual([]);
  });

  it("marks the required fields and links the terms and the privacy notice in a new tab", () => {
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    expect(screen.getByText(TEXTS.signup.requiredNote)).toBeTruthy();
    for (const label of ["Prénom", "Nom", "E-mail", "Mot de passe", TERMS]) {
      expect(field(label).hasAttribute("required")).toBe(true);
    }
    const terms = screen.getByRole("link", { name: new RegExp(TEXTS.signup.termsLink) });
    const privacy = screen.getByRole("link", { name: new RegExp(TEXTS.signup.privacyLink) });
    expect(terms.getAttribute("href")).toBe("/infos/cgu");
    expect(privacy.getAttribute("href")).toBe("/infos/confidentialite");
    expect(terms.getAttribute("target")).toBe("_blank");
  });

  it("asks a professional for the RPPS (not an optician), and a pharmacy for the FINESS", async () => {
    mockFetch(() => ({ status: 500 }));
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    acceptTerms();
    type("E-mail", "dr@exemple.fr");
    type("Mot de passe", "motdepasse1");

    fireEvent.click(screen.getByLabelText("Professionnel de santé"));
    type("Nom", "Martin");
    expect(field("Numéro RPPS").hasAttribute("required")).toBe(true);
    submit();
    await waitFor(() => expect(errorUnder("Numéro RPPS")).toBe(SIGNUP_MESSAGES.rpps));

    fireEvent.click(screen.getByLabelText("Pharmacie"));
    submit();
    await waitFor(() => expect(errorUnder("Numéro FINESS")).toBe(SIGNUP_MESSAGES.finess));
  });

  it("shows the server's refusal of a taken e-mail under the e-mail, until it is edited", async () => {
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

    await waitFor(() => expect(errorUnder("E-mail")).toBe(TEXTS.signup.emailTaken));
    expect(screen.queryByRole("alert")).toBeNull();
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

    type("E-mail", "marie.durand@exemple.fr");
    await waitFor(() => expect(errorUnder("E-mail")).toBeNull());
    expect(screen.queryByText(TEXTS.signup.emailTaken)).toBeNull();
  });

  it("shows a refusal about no field above the button", async () => {
    mockFetch((call) =>
      call.url === "/ws/xsrf" ? { status: 204, setCookie: "XSRF-TOKEN=t" } : { status: 500 },
    );
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    acceptTerms();
    type("Prénom", "Marie");
    type("Nom", "Durand");
    type("E-mail", "marie@exemple.fr");
    type("Mot de passe", "motdepasse1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain(TEXTS.signup.failed);
  });

  it("lets the keyboard reach the password's eye, named by what it does", () => {
    renderWithProviders(<SignupForm onSignedUp={vi.fn()} />);
    const eye = screen.getByRole("button", { name: TEXTS.password.show });
    expect(eye.tabIndex).toBe(0);
    expect(field("Mot de passe").getAttribute("type")).toBe("password");
    fireEvent.keyDown(eye, { key: "Enter" });
    expect(screen.getByRole("button", { name: TEXTS.password.hide })).toBe(eye);
    expect(field("Mot de passe").getAttribute("type")).toBe("text");
  });
});
