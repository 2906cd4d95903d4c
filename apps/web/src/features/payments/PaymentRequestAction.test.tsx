import { TEXTS } from "@reseau/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeMessage } from "../../test/factories";
import { clearCookies } from "../../test/fetchMock";
import { renderWithProviders } from "../../test/render";
import { PaymentRequestAction } from "./PaymentRequestAction";

const PROVIDER = "https://psp.exemple.fr/webpayment/getToken";

/** The pharmacy's AWAITING_PAYMENT message, 12,40 € to pay (or paid). */
function request(meta: Record<string, unknown>) {
  return makeMessage("msg-pay", {
    iddocument: "doc-1",
    content: "Votre commande est prête. Il vous reste 12,40 € à régler.",
    meta: { status: "AWAITING_PAYMENT", price: 1240, ...meta },
  });
}

let sent: { url: string; body: unknown }[];
beforeEach(() => {
  clearCookies();
  document.cookie = "XSRF-TOKEN=t; path=/";
  sent = [];
  // our server (JSON) and the provider's tokenisation address (plain text)
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({ url, body: init.body });
    if (url === PROVIDER) return new Response("data=tok-1", { status: 200 });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "Content-Type": "application/json" },
      });
    if (url === "/market/mp/card-reg-request")
      return json(
        {
          id: "reg-1",
          cardType: "CB_VISA_MASTERCARD",
          accessKey: "ak-1",
          preregistrationData: "pre-1",
          cardRegistrationUrl: PROVIDER,
        },
        201,
      );
    if (url === "/market/mp/pay-request")
      return json({
        idmessage: "msg-pay",
        iddocument: "doc-1",
        outcome: "SUCCEEDED",
        amount: 1240,
        redirectUrl: null,
        message: "Votre paiement de 12,40 € à Pharmacie du Centre est accepté.",
      });
    return json([]);
  });
});
afterEach(() => vi.unstubAllGlobals());

const euros = (text: string | null) => (text ?? "").replace(/\u202f|\u00a0/g, " ");

describe("« Payer » on a prescription's card in the feed (issue 20 §2)", () => {
  it("shows the amount, and pays the request with the card sent to the provider only", async () => {
    renderWithProviders(
      <PaymentRequestAction messages={[request({ needToPay: true })]} userId="patient-1" />,
    );
    const button = await screen.findByTestId("prescription-pay");
    expect(euros(button.textContent)).toBe("Payer 12,40 €");
    fireEvent.click(button);
    fireEvent.change(await screen.findByLabelText(TEXTS.card.number), {
      target: { value: "4970100000000154" },
    });
    fireEvent.change(screen.getByLabelText(TEXTS.card.expiry), { target: { value: "09/28" } });
    fireEvent.change(screen.getByLabelText(TEXTS.card.cvx), { target: { value: "123" } });
    fireEvent.click(screen.getByTestId("card-pay"));
    expect(
      await screen.findByText("Votre paiement de 12,40 € à Pharmacie du Centre est accepté."),
    ).toBeTruthy();
    const pay = sent.find((call) => call.url === "/market/mp/pay-request");
    expect(JSON.parse(String(pay?.body))).toEqual({
      message: "msg-pay",
      cardReg: "reg-1",
      registrationData: "data=tok-1",
    });
    // the card number went to the provider, never to our server
    const ours = sent.filter((call) => call.url !== PROVIDER);
    expect(ours.some((call) => String(call.body).includes("4970100000000154"))).toBe(false);
    await waitFor(() => expect(screen.queryByTestId("card-form")).toBeNull());
  });

  it("says « Payé » once paid, and offers nothing to whom it is not addressed", () => {
    const { unmount } = renderWithProviders(
      <PaymentRequestAction
        messages={[request({ needToPay: false, paid: true })]}
        userId="patient-1"
      />,
    );
    expect(screen.getByTestId("prescription-paid").textContent).toBe(TEXTS.marketAccount.paid);
    expect(screen.queryByTestId("prescription-pay")).toBeNull();
    unmount();
    renderWithProviders(
      <PaymentRequestAction messages={[request({ needToPay: true })]} userId="someone-else" />,
    );
    expect(screen.queryByTestId("prescription-pay")).toBeNull();
    expect(screen.queryByTestId("prescription-paid")).toBeNull();
  });
});
