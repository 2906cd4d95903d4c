import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { format, formatCents, parseEurosToCents, TEXTS, type Transaction } from "@reseau/shared";
import { useState, type FormEvent } from "react";
import { notifySuccess } from "../../components/notify";
import { useRefund } from "./queries";

const T = TEXTS.marketAccount;

/** Cents as a French user types euros: 1240 → « 12,40 ». */
function eurosText(cents: number): string {
  return (cents / 100).toFixed(2).replace(".", ",");
}

/**
 * « Rembourser la commande K7P2QX » (issue 20 §3): the amount in euros, all that is still
 * refundable unless the pharmacist types less, read to exact cents (`parseEurosToCents`) and
 * checked against what is left before `POST /market/mp/refund`; the lists refresh once refunded.
 */
export function RefundDialog({
  transaction,
  onClose,
}: {
  /** The pay-in to refund (its order); null: the dialog is closed. */
  transaction: Transaction | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={transaction !== null}
      onClose={onClose}
      title={format(T.refundTitle, { code: transaction?.orderCode ?? "" })}
      centered
    >
      {/* a new form for each pay-in: its amount starts at what that one has left */}
      {transaction && (
        <RefundForm key={transaction.id} transaction={transaction} onDone={onClose} />
      )}
    </Modal>
  );
}

function RefundForm({ transaction, onDone }: { transaction: Transaction; onDone: () => void }) {
  const refund = useRefund();
  const left = transaction.refundable;
  const [amount, setAmount] = useState(eurosText(left));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEurosToCents(amount);
    if (cents === null || cents <= 0 || cents > left) {
      setError(format(T.refundAmountInvalid, { left: formatCents(left) }));
      return;
    }
    setError(null);
    refund.mutate(
      { order: transaction.orderId ?? "", amount: cents },
      {
        onSuccess: (result) => {
          notifySuccess(format(T.refundDone, { amount: formatCents(result.refund.amount) }));
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="refund-form">
      <Stack gap="sm">
        <TextInput
          label={T.refundAmount}
          description={format(T.refundHint, { left: formatCents(left) })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={error}
          data-autofocus
          data-testid="refund-amount"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {TEXTS.actions.cancel}
          </Button>
          <Button type="submit" color="red" loading={refund.isPending} data-testid="refund-confirm">
            {T.refund}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
