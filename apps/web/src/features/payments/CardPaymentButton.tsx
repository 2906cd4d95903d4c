import { Button, Modal } from "@mantine/core";
import { TEXTS, type CardInput } from "@reseau/shared";
import { useState } from "react";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { CardForm } from "./CardForm";
import { CardTokenisationError } from "./tokenise";

/** What a card payment answers (an order's `PaymentResult`, a request's `PaymentRequestResult`). */
export interface CardPaymentOutcome {
  outcome: "SUCCEEDED" | "FAILED" | "PENDING";
  redirectUrl: string | null;
  message: string | null;
}

/**
 * « Payer 12,40 € » (issue 20 §2), for an order or a pharmacy's payment request: the card form
 * in a dialog; `pay` registers the card, sends it to the provider and pays (`payOrder`,
 * `payRequest`). Paid, the dialog closes, the answer's sentence is toasted and `onPaid` refreshes
 * what shows it; refused, the bank's reason shows above the button; 3-D Secure, the browser
 * follows the bank's page, which comes back to the address our server gave it.
 */
export function CardPaymentButton({
  label,
  pay,
  onPaid,
  testId,
}: {
  /** « Payer 12,40 € », the button and the form's own. */
  label: string;
  pay: (card: CardInput) => Promise<CardPaymentOutcome>;
  onPaid: () => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const submit = async (card: CardInput) => {
    let result;
    try {
      result = await pay(card);
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
    onPaid();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={TEXTS.card.payTitle} centered>
        <CardForm payLabel={label} onPay={submit} />
      </Modal>
    </>
  );
}
