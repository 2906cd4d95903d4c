import {
  paymentsApi,
  type CardInput,
  type PaymentRequestResult,
  type PaymentResult,
} from "@reseau/shared";
import { call } from "../../api/call";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { tokeniseCard } from "./tokenise";

/**
 * The part every card payment shares (issue 20 §2): a card registration from our server, the
 * card from the browser straight to the provider (`tokeniseCard`), then `charge` — our server's
 * pay-in with that registration.
 * @throws CardTokenisationError when the provider refused the card or could not be reached;
 * ApiError for our server's refusals.
 */
async function payWithCard<R>(
  card: CardInput,
  charge: (cardReg: string, registrationData: string) => Promise<R>,
): Promise<R> {
  const registration = await call(paymentsApi.cardRegRequest, {
    body: { cardType: "CB_VISA_MASTERCARD" },
  });
  const registrationData = await tokeniseCard(registration, card);
  return charge(registration.id, registrationData);
}

/**
 * Pays order `order` with `card` (issue 20 §2): the order's own total. The answer says PAYED, a
 * refusal (its French `message`), or the 3-D Secure page to follow (`redirectUrl`).
 * @throws see `payWithCard`.
 */
export function payOrder(order: string, card: CardInput): Promise<PaymentResult> {
  return payWithCard(card, (cardReg, registrationData) =>
    call(paymentsApi.pay, { body: { order, cardReg, registrationData } }),
  );
}

/** `GET /market/mp/pay/{id}`: where an order's payment stands (the 3-D Secure return). */
export function readPayment(order: string): Promise<PaymentResult> {
  return call(paymentsApi.payment, { params: { id: order } });
}

/**
 * Pays a pharmacy's payment request (the AWAITING_PAYMENT message `message`) with `card` (issue
 * 20 §2): the price the request carries. Answers as `payOrder`.
 * @throws see `payWithCard`.
 */
export function payRequest(message: string, card: CardInput): Promise<PaymentRequestResult> {
  return payWithCard(card, (cardReg, registrationData) =>
    call(paymentsApi.payRequest, { body: { message, cardReg, registrationData } }),
  );
}

/** `GET /market/mp/pay-request/{id}`: where a payment request's payment stands (3-D Secure return). */
export function readPaymentRequest(message: string): Promise<PaymentRequestResult> {
  return call(paymentsApi.paymentOfRequest, { params: { id: message } });
}

/** The lists a paid payment request changes: the feeds, the document's conversation. */
export const PAID_REQUEST_ROOTS = [
  QUERY_ROOTS.feed,
  QUERY_ROOTS.linkedMessages,
  QUERY_ROOTS.document,
] as const;
