import { SIGNUP_MESSAGES, TEXTS } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/errors";
import { signupErrorField, signupErrorMessage } from "./signupFormModel";

describe("where a refused sign-up shows its text (issue 7 §2)", () => {
  it("puts a taken e-mail, a wrong RPPS or FINESS and a failed check under their field", () => {
    const conflict = new ApiError(409, "conflict", TEXTS.signup.emailTaken);
    expect(signupErrorField(conflict)).toBe("email");
    expect(signupErrorMessage(conflict)).toBe(TEXTS.signup.emailTaken);
    expect(
      signupErrorField(new ApiError(400, "unregisteredCode", TEXTS.signup.rppsIncorrect)),
    ).toBe("rpps");
    expect(
      signupErrorField(new ApiError(400, "unregisteredCode", TEXTS.signup.finessIncorrect)),
    ).toBe("finess");
    expect(signupErrorField(new ApiError(400, "validation", SIGNUP_MESSAGES.lastName))).toBe(
      "lastName",
    );
  });

  it("leaves any other refusal above the button", () => {
    expect(signupErrorField(new ApiError(400, "validation", "Ce type de compte…"))).toBeNull();
    expect(signupErrorField(new ApiError(500, "internal", ""))).toBeNull();
    expect(signupErrorField(new ApiError(0, "network", TEXTS.http.offline))).toBeNull();
    expect(signupErrorField(new Error("boom"))).toBeNull();
  });
});
