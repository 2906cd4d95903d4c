import { Button, Modal } from "@mantine/core";
import { format, formatCents, TEXTS, type MarketOrder } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureText } from "../../api/errors";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { CardForm } from "./CardForm";
import { CardTokenisationError } from "./tokenise";
import { payOrder } from "./payOrder";

/**
 * « Payer 12,40 € » on a patient's order waiting for payment (issue 20 §2): the card form in a
 * dialog; paid, the dialog closes and the order says so; refused, the bank's reason shows above
 * the button; 3-D Secure, the browser follows the bank's page and comes back to the order.
 */
export function PayOrderButton({ order }: { order: MarketOrder }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const label = format(TEXTS.card.pay, { total: formatCents(order.totalFinal) });
  const pay = async (card: Parameters<typeof payOrder>[1]) => {
    let result;
    try {
      result = await payOrder(order.id, card);
    } catch (error) {
      throw new Error(error instanceof CardTokenisationError ? error.message : failureText(error));
    }
    if (result.outcome === "PENDING" && result.redirectUrl) {
      window.location.assign(result.redirectUrl);
      return;
    }
    if (result.outcome === "FAILED")
      throw new Error(result.message ?? TEXTS.payments.refusals.other);
    if (result.message) notifySuccess(result.message);
    setOpen(false);
    refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="order-pay">
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={TEXTS.card.payTitle} centered>
        <CardForm payLabel={label} onPay={pay} />
      </Modal>
    </>
  );
}
