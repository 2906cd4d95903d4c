import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { LoginForm } from "./LoginForm";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

const L = TEXTS.twoFactor.login;

describe("the login's second step (issue 24 §1)", () => {
  it("after a 202, asks the app's code, then opens the session with « Se souvenir de cet appareil »", async () => {
    const user = makeUser("pharmacy");
    let wrong = true;
    const calls = mockFetch((call) => {
      if (call.url.endsWith("/ws/login"))
        return { status: 202, body: { twoFactor: true, methods: ["totp", "email", "recovery"] } };
      if (call.url.endsWith("/ws/login/2fa")) {
        if (wrong) {
          wrong = false;
          return { status: 401, body: { error: "unauthorized", message: L.title } };
        }
        return { status: 200, body: user };
      }
      return { status: 204 };
    });
    const onLoggedIn = vi.fn();
    renderWithProviders(<LoginForm onLoggedIn={onLoggedIn} />);
    fireEvent.change(screen.getByLabelText(/^E-mail ou identifiant/), {
      target: { value: "pharmacie@exemple.fr" },
    });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: "secret123" } });
    fireEvent.click(screen.getByRole("button", { name: TEXTS.login.submit }));

    await screen.findByRole("heading", { name: L.title });
    expect(onLoggedIn).not.toHaveBeenCalled();
    const code = screen.getByRole("textbox", { name: new RegExp(`^${L.codeLabel}`) });
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("button", { name: L.byEmail })).toBeTruthy();

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: L.submit }));
    // a 401 shows the code's French refusal, whatever the server's words
    await screen.findByText(TEXTS.twoFactor.invalidCode);

    fireEvent.click(screen.getByLabelText(L.remember));
    fireEvent.click(screen.getByRole("button", { name: L.submit }));
    await waitFor(() => expect(onLoggedIn.mock.calls[0]?.[0]).toEqual(user));
    const sent = calls.filter((c) => c.url.endsWith("/ws/login/2fa"));
    expect(sent.at(-1)?.body).toEqual({ code: "123456", rememberDevice: true });
  });
});
