import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeUser } from "../../test/factories";
import { clearCookies, mockFetch } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { AccountPage } from "./AccountPage";
import { PasswordRecoveryModal } from "./PasswordRecoveryModal";

beforeEach(clearCookies);
afterEach(() => vi.unstubAllGlobals());

const P = TEXTS.lifecycle.pages;
/** A field by its label, with or without the required mark. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe("password recovery modal (000 §8 Password recovery)", () => {
  it("checks the address, then shows the server's one answer and closes", async () => {
    const calls = mockFetch(() => ({
      status: 200,
      body: { message: TEXTS.lifecycle.recoveryAnswer },
    }));
    const onClose = vi.fn();
    renderWithProviders(<PasswordRecoveryModal opened onClose={onClose} />);
    type("E-mail", "lea@exemple");
    fireEvent.click(screen.getByRole("button", { name: P.recoveryButton }));
    await screen.findByText(TEXTS.signupChecks.emailInvalid);
    expect(calls.filter((c) => c.url.includes("/recovery"))).toEqual([]);

    type("E-mail", " lea@exemple.fr ");
    fireEvent.click(screen.getByRole("button", { name: P.recoveryButton }));
    await screen.findByText(TEXTS.lifecycle.recoveryAnswer);
    const recovery = calls.find((c) => c.url.endsWith("/ws/user/password/recovery"));
    expect(recovery?.body).toEqual({ email: "lea@exemple.fr" });
    expect(onClose).toHaveBeenCalled();
  });
});

describe("« Mon compte » password change", () => {
  it("wants the same new password twice, shows the server's refusal, then changes it", async () => {
    let oldPasswordRight = false;
    const calls = mockFetch((call) => {
      if (!call.url.endsWith("/ws/user/password"))
        return { status: 204, setCookie: "XSRF-TOKEN=x" };
      return oldPasswordRight
        ? { status: 204 }
        : { status: 400, body: { error: "validation", message: TEXTS.lifecycle.oldPasswordWrong } };
    });
    renderWithProviders(<AccountPage />, {
      user: makeUser("patient", { email: "lea@exemple.fr" }),
    });
    expect(screen.getByRole("heading", { level: 1, name: P.accountTitle })).toBeTruthy();

    type(P.oldPassword, "ancien123");
    type(P.newPassword, "nouveau2026");
    type(P.newPasswordConfirm, "nouveau2027");
    const submit = () =>
      fireEvent.click(screen.getByRole("button", { name: P.changePasswordButton }));
    submit();
    await screen.findByText(P.passwordsDiffer);
    expect(calls.filter((c) => c.url.endsWith("/ws/user/password"))).toEqual([]);

    type(P.newPasswordConfirm, "nouveau2026");
    submit();
    await screen.findByText(TEXTS.lifecycle.oldPasswordWrong);

    oldPasswordRight = true;
    submit();
    await screen.findByText(TEXTS.lifecycle.passwordChanged);
    const sent = calls.filter((c) => c.url.endsWith("/ws/user/password"));
    expect(sent.at(-1)).toMatchObject({
      method: "PUT",
      body: { "old-password": "ancien123", password: "nouveau2026" },
    });
    await waitFor(() => expect((field(P.oldPassword) as HTMLInputElement).value).toBe(""));
  });
});

describe("« Mon compte » invitation", () => {
  it("refuses a malformed address with « Email incorrect », then sends the invitation", async () => {
    const calls = mockFetch((call) =>
      call.url.endsWith("/ws/invite")
        ? { status: 200, body: { message: "Invitation envoyée à ami@exemple.fr." } }
        : { status: 204, setCookie: "XSRF-TOKEN=x" },
    );
    renderWithProviders(<AccountPage />, { user: makeUser("professional") });
    type(P.inviteEmail, "ami@exemple");
    fireEvent.click(screen.getByRole("button", { name: P.inviteButton }));
    await screen.findByText("Email incorrect");
    expect(calls.filter((c) => c.url.endsWith("/ws/invite"))).toEqual([]);
    type(P.inviteEmail, "ami@exemple.fr");
    fireEvent.click(screen.getByRole("button", { name: P.inviteButton }));
    await screen.findByText("Invitation envoyée à ami@exemple.fr.");
    expect(calls.find((c) => c.url.endsWith("/ws/invite"))?.body).toEqual({
      email: "ami@exemple.fr",
    });
  });
});
