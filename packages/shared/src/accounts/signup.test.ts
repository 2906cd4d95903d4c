import { describe, expect, it } from "vitest";
import { checkSignup, SIGNUP_MESSAGES, normalizeLogin, signupErrors } from "./signup.js";
import { TEXTS } from "../common/texts.js";
import { isOpticianProfession, normalizeProfession } from "./users.js";

const ok = {
  acceptTerms: true,
  email: "lea@exemple.fr",
  password: "abcd1234",
  firstName: "Léa",
  lastName: "Martin",
};

describe("sign-up checks (000 §5), in their order", () => {
  it("reports the first failure only", () => {
    expect(checkSignup("patient", {})?.message).toBe(SIGNUP_MESSAGES.terms);
    expect(checkSignup("patient", { acceptTerms: true })?.message).toBe(
      SIGNUP_MESSAGES.emailMissing,
    );
    expect(checkSignup("patient", { ...ok, email: "lea@" })?.message).toBe(
      SIGNUP_MESSAGES.emailInvalid,
    );
    expect(checkSignup("patient", { ...ok, password: "" })?.message).toBe(
      SIGNUP_MESSAGES.passwordMissing,
    );
    expect(checkSignup("patient", { ...ok, password: "abcdefgh" })?.message).toBe(
      SIGNUP_MESSAGES.passwordPattern,
    );
    expect(checkSignup("patient", { ...ok, password: "12345678" })?.message).toBe(
      SIGNUP_MESSAGES.passwordPattern,
    );
    expect(checkSignup("patient", { ...ok, password: "abc123" })?.message).toBe(
      SIGNUP_MESSAGES.passwordLength,
    );
    expect(checkSignup("patient", { ...ok, firstName: " " })?.message).toBe(
      SIGNUP_MESSAGES.firstName,
    );
    expect(checkSignup("patient", { ...ok, lastName: "" })?.message).toBe(SIGNUP_MESSAGES.lastName);
    expect(checkSignup("professional", { ...ok, rpps: "" })?.message).toBe(SIGNUP_MESSAGES.rpps);
    expect(checkSignup("pharmacy", { ...ok })?.message).toBe(SIGNUP_MESSAGES.finess);
    expect(checkSignup("patient", ok)).toBeNull();
  });

  it("never accepts the old single-letter bypass `p`", () => {
    expect(checkSignup("patient", { ...ok, password: "p" })?.field).toBe("password");
  });

  it("removes whitespace from e-mail and password before checking", () => {
    expect(
      checkSignup("patient", { ...ok, email: " lea@exemple.fr ", password: "abcd 1234" }),
    ).toBeNull();
    expect(checkSignup("patient", { ...ok, password: "abc 123" })?.message).toBe(
      SIGNUP_MESSAGES.passwordLength,
    );
  });

  it("exempts opticians from the RPPS, and checks RPPS and FINESS formats after the ten checks", () => {
    expect(checkSignup("professional", { ...ok, profession: "OPTICIAN" })).toBeNull();
    expect(checkSignup("professional", { ...ok, rpps: "12" })).toMatchObject({
      code: "unregisteredCode",
      message: TEXTS.signup.rppsIncorrect,
    });
    expect(checkSignup("labo", { ...ok, finess: "123456789" })?.message).toBe(
      TEXTS.signup.finessIncorrect,
    );
  });

  it("normalises a login: trimmed, whitespace removed, lower case", () => {
    expect(normalizeLogin("  Lea .Martin@Exemple.fr ")).toBe("lea.martin@exemple.fr");
  });
});

describe("every sign-up failure at once, keyed by field (issue 7 §2)", () => {
  const messages = (type: Parameters<typeof signupErrors>[0], fields: object) =>
    Object.fromEntries(
      Object.entries(signupErrors(type, fields)).map(([field, failure]) => [
        field,
        failure.message,
      ]),
    );

  it("reports each empty field of a patient, with the texts of 000 §5", () => {
    expect(messages("patient", {})).toEqual({
      acceptTerms: SIGNUP_MESSAGES.terms,
      email: SIGNUP_MESSAGES.emailMissing,
      password: SIGNUP_MESSAGES.passwordMissing,
      firstName: SIGNUP_MESSAGES.firstName,
      lastName: SIGNUP_MESSAGES.lastName,
    });
  });

  it("gives one message per field, the first in the order of 000 §5", () => {
    expect(messages("patient", { ...ok, email: "lea@", password: "abc" })).toEqual({
      email: SIGNUP_MESSAGES.emailInvalid,
      password: SIGNUP_MESSAGES.passwordPattern,
    });
    expect(messages("patient", { ...ok, password: "abc1" })).toEqual({
      password: SIGNUP_MESSAGES.passwordLength,
    });
    expect(messages("professional", { ...ok, rpps: "12" })).toEqual({
      rpps: TEXTS.signup.rppsIncorrect,
    });
    expect(messages("pharmacy", { ...ok, acceptTerms: false })).toEqual({
      acceptTerms: SIGNUP_MESSAGES.terms,
      finess: SIGNUP_MESSAGES.finess,
    });
  });

  it("agrees with checkSignup: its first failure is the server's answer", () => {
    const cases: [Parameters<typeof signupErrors>[0], object][] = [
      ["patient", {}],
      ["patient", { ...ok, email: "x", lastName: "" }],
      ["professional", { ...ok, rpps: "" }],
      ["labo", { ...ok, finess: "123456789" }],
      ["patient", { ...ok, nir: "123" }],
    ];
    for (const [type, fields] of cases) {
      const [first] = Object.values(signupErrors(type, fields));
      expect(first).toEqual(checkSignup(type, fields));
    }
    expect(signupErrors("patient", ok)).toEqual({});
  });
});

describe("profession readings", () => {
  it("stores the optician's French label as OPTICIAN and keeps the others", () => {
    expect(normalizeProfession("Opticien")).toBe("OPTICIAN");
    expect(normalizeProfession("OPTICIAN")).toBe("OPTICIAN");
    expect(normalizeProfession("Infirmier")).toBe("Infirmier");
    expect(isOpticianProfession("Opticien")).toBe(true);
    expect(isOpticianProfession("DOCTOR")).toBe(false);
    expect(isOpticianProfession(null)).toBe(false);
  });
});
