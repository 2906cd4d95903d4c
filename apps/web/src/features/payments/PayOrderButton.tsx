import { format, formatCents, TEXTS, type MarketOrder } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { CardPaymentButton } from "./CardPaymentButton";
import { payOrder } from "./payOrder";

/**
 * « Payer 12,40 € » on a patient's order waiting for payment (issue 20 §2): paid, the order says
 * so; 3-D Secure comes back to the order (`/mes-commandes?commande={id}`).
 */
export function PayOrderButton({ order }: { order: MarketOrder }) {
  const queryClient = useQueryClient();
  return (
    <CardPaymentButton
      label={format(TEXTS.card.pay, { total: formatCents(order.totalFinal) })}
      pay={(card) => payOrder(order.id, card)}
      onPaid={() => refreshRoots(queryClient, [QUERY_ROOTS.marketOrders])}
      testId="order-pay"
    />
  );
}
