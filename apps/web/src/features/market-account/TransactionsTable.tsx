import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TintBadge } from "../../components/TintBadge";
import {
  formatCents,
  formatParisDateTime,
  TEXTS,
  type Transaction,
  type TransactionList,
  type TransactionStatus,
} from "@reseau/shared";

const T = TEXTS.marketAccount;

const STATUS_COLORS: Record<TransactionStatus, string> = {
  CREATED: "yellow",
  SUCCEEDED: "green",
  FAILED: "red",
};

/** A money move's status as a badge (RGAA 3.2, as `StatusBadge`). */
function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <TintBadge color={STATUS_COLORS[status]} testId="transaction-status">
      {T.statuses[status]}
    </TintBadge>
  );
}

/**
 * The totals of the moves shown (issue 20 §3), over the SUCCEEDED ones: received, refunded,
 * paid out to the bank, and the net.
 */
export function TransactionTotals({ totals }: { totals: TransactionList["totals"] }) {
  const items = [
    { key: "payIns", label: T.payIns, value: totals.payIns },
    { key: "refunds", label: T.refunds, value: totals.refunds },
    { key: "payouts", label: T.payouts, value: totals.payouts },
    { key: "net", label: T.net, value: totals.net },
  ];
  return (
    <section aria-label={T.totals}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {items.map((item) => (
          <Paper key={item.key} withBorder p="xs" radius="md">
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fw={700} data-testid={`totals-${item.key}`}>
              {formatCents(item.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** True for a pay-in its pharmacy can still refund, whole or part (issue 20 §3). */
function isRefundable(transaction: Transaction): boolean {
  return (
    transaction.kind === "PAYIN" &&
    transaction.status === "SUCCEEDED" &&
    transaction.refundable > 0 &&
    transaction.orderId !== null
  );
}

/**
 * The money moves (issue 20 §3), newest first: the date in Paris time, the label (with the other
 * side and, when it failed, why), the amount in euros and the status; `onRefund` adds
 * « Rembourser » to a pay-in its pharmacy can still refund. On a phone (≤ 576 px) each move is a
 * card of its own rather than a table row: nothing scrolls sideways.
 */
export function TransactionsTable({
  transactions,
  onRefund,
}: {
  transactions: readonly Transaction[];
  onRefund?: (transaction: Transaction) => void;
}) {
  const phone = useMediaQuery("(max-width: 576px)");
  if (transactions.length === 0)
    return (
      <Text c="dimmed" data-testid="transactions-empty">
        {T.noMoves}
      </Text>
    );
  if (phone) return <TransactionCards transactions={transactions} onRefund={onRefund} />;
  return (
    <Table.ScrollContainer minWidth={onRefund ? 620 : 520}>
      <Table striped verticalSpacing="xs" data-testid="transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.date}</Table.Th>
            <Table.Th>{T.label}</Table.Th>
            <Table.Th style={{ textAlign: "right" }}>{T.amount}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            {onRefund && <Table.Th>{TEXTS.actions.actions}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((transaction) => (
            <Table.Tr key={transaction.id} data-testid={`transaction-row-${transaction.id}`}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatParisDateTime(transaction.executedAt ?? transaction.createdAt)}
              </Table.Td>
              <Table.Td>
                <TransactionLabel transaction={transaction} />
              </Table.Td>
              <Table.Td
                style={{ textAlign: "right", whiteSpace: "nowrap" }}
                data-testid="transaction-amount"
              >
                {formatCents(transaction.amount)}
              </Table.Td>
              <Table.Td>
                <TransactionStatusBadge status={transaction.status} />
              </Table.Td>
              {onRefund && (
                <Table.Td>
                  {isRefundable(transaction) && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onRefund(transaction)}
                      data-testid="transaction-refund"
                    >
                      {T.refund}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What a move says besides its amount: its label, the other side and, when it failed, why. */
function TransactionLabel({ transaction }: { transaction: Transaction }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{transaction.label}</Text>
      {transaction.counterpart && (
        <Text size="xs" c="dimmed">
          {transaction.counterpart}
        </Text>
      )}
      {transaction.failure && (
        <Text size="xs" c="red.9">
          {transaction.failure}
        </Text>
      )}
    </Stack>
  );
}

/** The moves on a phone: one card each, the same facts and testids as the table's rows. */
function TransactionCards({
  transactions,
  onRefund,
}: {
  transactions: readonly Transaction[];
  onRefund?: ((transaction: Transaction) => void) | undefined;
}) {
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      data-testid="transactions"
    >
      {transactions.map((transaction) => (
        <Paper
          key={transaction.id}
          component="li"
          withBorder
          radius="md"
          p="sm"
          data-testid={`transaction-row-${transaction.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <TransactionLabel transaction={transaction} />
            <Text fw={700} style={{ whiteSpace: "nowrap" }} data-testid="transaction-amount">
              {formatCents(transaction.amount)}
            </Text>
          </Group>
          <Group justify="space-between" mt={4} gap="xs">
            <Text size="xs" c="dimmed">
              {formatParisDateTime(transaction.executedAt ?? transaction.createdAt)}
            </Text>
            <TransactionStatusBadge status={transaction.status} />
          </Group>
          {onRefund && isRefundable(transaction) && (
            <Button
              size="xs"
              variant="light"
              mt="xs"
              onClick={() => onRefund(transaction)}
              data-testid="transaction-refund"
            >
              {T.refund}
            </Button>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
