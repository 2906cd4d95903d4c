import { TEXTS } from "@reseau/shared";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CardTokenisationError, tokeniseCard } from "./tokenise";

const REGISTRATION = {
  accessKey: "ak-1",
  preregistrationData: "pre-1",
  cardRegistrationUrl: "https://psp.exemple.fr/webpayment/getToken",
};
const CARD = { number: "4970 1000 0000 0154", expiry: "9/28", cvx: "123" };

// the provider's tokenisation answers plain text (`data=…` or `errorCode=…`)
let calls: { url: string; init: RequestInit }[];
let answer: string;
beforeEach(() => {
  answer = "data=tok-1";
  calls = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(answer, { status: 200 });
  });
});

describe("the card goes to the provider, never to our server (issue 20 §2)", () => {
  it("posts the card form-encoded to the provider's address only, without our cookies", async () => {
    expect(await tokeniseCard(REGISTRATION, CARD)).toBe("data=tok-1");
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(REGISTRATION.cardRegistrationUrl);
    expect(calls[0]?.init.credentials).toBe("omit");
    const sent = new URLSearchParams(String(calls[0]?.init.body));
    expect(Object.fromEntries(sent)).toEqual({
      data: "pre-1",
      accessKeyRef: "ak-1",
      cardNumber: "4970100000000154",
      cardExpirationDate: "0928",
      cardCvx: "123",
    });
  });

  it("says in French that the provider refused the card", async () => {
    answer = "errorCode=105202";
    await expect(tokeniseCard(REGISTRATION, CARD)).rejects.toEqual(
      new CardTokenisationError(TEXTS.card.refused),
    );
  });
});
