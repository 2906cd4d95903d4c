import { Group, Stack, Text } from "@mantine/core";
import { formatCents, TEXTS, type CartTotals } from "@reseau/shared";

/** The totals of 001 §3 (cents, shown in euros): para, medi, discount, delivery, final. */
export function OrderTotals({ totals, testId }: { totals: CartTotals; testId?: string }) {
  const row = (label: string, cents: number, strong = false, negative = false) => (
    <Group justify="space-between" key={label}>
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{(negative ? "− " : "") + formatCents(cents)}</Text>
    </Group>
  );
  return (
    <Stack gap={4} data-testid={testId}>
      {totals.totalPara > 0 && row(TEXTS.orders.totalPara, totals.totalPara)}
      {totals.totalMedi > 0 && row(TEXTS.orders.totalMedi, totals.totalMedi)}
      {totals.reductionPara > 0 &&
        row(TEXTS.orders.reductionPara, totals.reductionPara, false, true)}
      {totals.totalDelivery > 0 && row(TEXTS.orders.totalDelivery, totals.totalDelivery)}
      {totals.totalDelivery > 0 &&
        row(TEXTS.orders.totalWithoutDelivery, totals.totalWithoutDelivery)}
      {row(TEXTS.orders.totalFinal, totals.totalFinal, true)}
    </Stack>
  );
}
