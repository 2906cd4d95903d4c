import { describe, expect, it } from "vitest";
import {
  changePasswordSchema,
  confirmBodySchema,
  inviteBodySchema,
  newPasswordFailure,
} from "./lifecycle.js";
import { SIGNUP_MESSAGES } from "./signup.js";

describe("newPasswordFailure: the sign-up password rules for any new password (000 §5)", () => {
  it.each([
    [undefined, SIGNUP_MESSAGES.passwordMissing],
    ["", SIGNUP_MESSAGES.passwordMissing],
    ["p", SIGNUP_MESSAGES.passwordPattern],
    ["motdepasse", SIGNUP_MESSAGES.passwordPattern],
    ["12345678", SIGNUP_MESSAGES.passwordPattern],
    ["abc1", SIGNUP_MESSAGES.passwordLength],
    ["abc 1234", SIGNUP_MESSAGES.passwordLength],
    ["soleil2026", null],
  ])("%j → %j", (password, expected) => {
    expect(newPasswordFailure(password)).toBe(expected);
  });
});

describe("lifecycle request schemas", () => {
  it("answers the rule's message for a weak new password", () => {
    const parsed = changePasswordSchema.safeParse({ "old-password": "x", password: "abc" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(SIGNUP_MESSAGES.passwordPattern);
  });

  it("lets a confirmation go without a password, and refuses a weak one", () => {
    expect(confirmBodySchema.safeParse({ login: "a@b.fr", token: "t" }).success).toBe(true);
    const weak = confirmBodySchema.safeParse({ login: "a@b.fr", token: "t", password: "court" });
    expect(weak.error?.issues[0]?.message).toBe(SIGNUP_MESSAGES.passwordPattern);
  });

  it("refuses a malformed invitation address with « Email incorrect »", () => {
    expect(inviteBodySchema.safeParse({ email: "ami@exemple.fr" }).success).toBe(true);
    const bad = inviteBodySchema.safeParse({ email: "ami@exemple" });
    expect(bad.error?.issues[0]?.message).toBe("Email incorrect");
  });
});
