import { paymentsApi, type CardInput, type PaymentResult } from "@reseau/shared";
import { call } from "../../api/call";
import { tokeniseCard } from "./tokenise";

/**
 * Pays order `order` with `card` (issue 20 §2): a card registration from our server, the card
 * from the browser straight to the provider (`tokeniseCard`), then our server's pay-in of the
 * order's own total. The answer says PAYED, a refusal (its French `message`), or the 3-D Secure
 * page to follow (`redirectUrl`).
 * @throws CardTokenisationError when the provider refused the card or could not be reached;
 * ApiError for our server's refusals.
 */
export async function payOrder(order: string, card: CardInput): Promise<PaymentResult> {
  const registration = await call(paymentsApi.cardRegRequest, {
    body: { cardType: "CB_VISA_MASTERCARD" },
  });
  const registrationData = await tokeniseCard(registration, card);
  return call(paymentsApi.pay, {
    body: { order, cardReg: registration.id, registrationData },
  });
}

/** `GET /market/mp/pay/{id}`: where an order's payment stands (the 3-D Secure return). */
export function readPayment(order: string): Promise<PaymentResult> {
  return call(paymentsApi.payment, { params: { id: order } });
}
