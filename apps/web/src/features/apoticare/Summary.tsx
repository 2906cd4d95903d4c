import { Stack, Text, Title } from "@mantine/core";
import {
  format,
  formatCents,
  formulaPrice,
  formulaSummary,
  TEXTS,
  type ApoticareReference,
} from "@reseau/shared";
import type { Formula } from "./choices";

const T = TEXTS.apoticare;

/** The summary (`resume`, the phone's `page-step5-type`): her choices and the price in euros. */
export function Summary({
  reference,
  formula,
}: {
  reference: ApoticareReference;
  formula: Formula;
}) {
  const choice = { ...formula, goal: formula.goal ?? "", base: formula.base ?? "" };
  return (
    <Stack gap="sm" data-testid="formula-summary">
      <Text>{format(T.ageLine, { age: formula.age ?? "" })}</Text>
      <Text>{formulaSummary(choice, reference)}</Text>
      <Title order={2} size="h3">
        {TEXTS.market.price} : {formatCents(formulaPrice(formula.actives.length))}
      </Title>
    </Stack>
  );
}
