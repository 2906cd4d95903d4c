import { describe, expect, it } from "vitest";
import { TEXTS } from "../common/texts.js";
import { inviteSchema } from "./schemas.js";

const texts = TEXTS.membership;
const firstMessage = (body: unknown) => inviteSchema.safeParse(body).error?.issues[0]?.message;

describe("inviteSchema (issue 21 §1)", () => {
  it("takes an e-mail, spaces dropped, or an account id", () => {
    expect(inviteSchema.parse({ email: " pharma@exemple.fr " })).toEqual({
      email: "pharma@exemple.fr",
    });
    expect(inviteSchema.parse({ iduser: "u1" })).toEqual({ iduser: "u1" });
  });

  it("asks for exactly one of them", () => {
    expect(firstMessage({})).toBe(texts.inviteeRequired);
    expect(firstMessage({ email: "a@exemple.fr", iduser: "u1" })).toBe(texts.inviteeRequired);
  });

  it("refuses a malformed address in French", () => {
    expect(firstMessage({ email: "pas-un-email" })).toBe(texts.emailInvalid);
    expect(firstMessage({ email: 42 })).toBe(texts.emailInvalid);
  });
});
