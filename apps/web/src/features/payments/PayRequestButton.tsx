import { format, formatCents, TEXTS } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { refreshRoots } from "../../app/queryRoots";
import { CardPaymentButton } from "./CardPaymentButton";
import { PAID_REQUEST_ROOTS, payRequest } from "./payOrder";

/**
 * « Payer 12,40 € » on a prescription the pharmacy set AWAITING_PAYMENT (issue 20 §2): the card
 * form pays the request's price (`POST /market/mp/pay-request`); paid, the message is marked
 * paid and the card shows « Payé »; 3-D Secure comes back to the feed (`/feed?paiement={id}`).
 */
export function PayRequestButton({ message, price }: { message: string; price: number }) {
  const queryClient = useQueryClient();
  return (
    <CardPaymentButton
      label={format(TEXTS.card.pay, { total: formatCents(price) })}
      pay={(card) => payRequest(message, card)}
      onPaid={() => refreshRoots(queryClient, PAID_REQUEST_ROOTS)}
      testId="prescription-pay"
    />
  );
}
