import { paymentRequestOf, type MessageDto } from "@reseau/shared";
import { lazy, Suspense } from "react";
import { PaidBadge } from "./PaidBadge";

// the card form and its payment, fetched with the first prescription to pay
const PayRequestButton = lazy(() =>
  import("./PayRequestButton").then((m) => ({ default: m.PayRequestButton })),
);

/**
 * The last payment request among a document's `messages` (issue 20 §2), with its message: the
 * pharmacy's AWAITING_PAYMENT message carries the price and `needToPay`, then `paid`.
 */
function lastPaymentRequest(messages: readonly MessageDto[]) {
  for (const message of [...messages].reverse()) {
    const request = paymentRequestOf(message);
    if (request) return { message, ...request };
  }
  return null;
}

/**
 * On a prescription's card in the patient's feed and in its viewer (issue 20 §2): « Payer 12,40 € » while the
 * pharmacy's payment request waits for her card — only to the patient it is addressed to —, and
 * « Payé » once paid (the message's meta changes live through `updateMsg`). Nothing otherwise.
 */
export function PaymentRequestAction({
  messages,
  userId,
}: {
  messages: readonly MessageDto[];
  userId: string | undefined;
}) {
  const request = lastPaymentRequest(messages);
  if (!request) return null;
  if (request.paid) return <PaidBadge testId="prescription-paid" />;
  if (!request.needToPay || !userId || !request.message.recipients.includes(userId)) return null;
  return (
    <Suspense fallback={null}>
      <PayRequestButton message={request.message.id} price={request.price} />
    </Suspense>
  );
}
