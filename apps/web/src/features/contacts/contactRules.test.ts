import { describe, expect, it } from "vitest";
import { makeUser } from "../../test/factories";
import { activationRefusal, contactModeOf, showsAddButton } from "./contactRules";

describe("the contact page's rules (000 §2, §5)", () => {
  const doctor = makeUser("professional");
  it("shows « Ajouter » only to a non-contact, not STUB, outside NO_ACTION", () => {
    expect(showsAddButton(doctor, false, "NORMAL")).toBe(true);
    expect(showsAddButton(doctor, true, "NORMAL")).toBe(false);
    expect(showsAddButton({ ...doctor, status: "STUB" }, false, "NORMAL")).toBe(false);
    expect(showsAddButton(doctor, false, "NO_ACTION")).toBe(false);
  });
  it("reads the mode of the URL, NORMAL by default", () => {
    expect(contactModeOf("NIR_VALIDATION")).toBe("NIR_VALIDATION");
    expect(contactModeOf(null)).toBe("NORMAL");
    expect(contactModeOf("autre")).toBe("NORMAL");
  });
  it("sends no activation link without a valid e-mail", () => {
    const message = "Cet utilisateur n'a pas de mail valide pour le moment";
    expect(activationRefusal(makeUser("patient", { email: null }))).toBe(message);
    expect(
      activationRefusal(makeUser("patient", { email: "a@b.fr", meta: '{"email_ok":0}' })),
    ).toBe(message);
    expect(activationRefusal(makeUser("patient", { email: "a@b.fr" }))).toBeNull();
  });
});
