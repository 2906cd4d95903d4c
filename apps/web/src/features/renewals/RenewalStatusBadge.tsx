import { Badge, ColorSwatch, Group } from "@mantine/core";
import { RENEWAL_ORDER_STATUS_COLORS, TEXTS, type RenewalOrderStatus } from "@reseau/shared";

/**
 * A renewal's status with its 000 §4 colour (orange Soumis, green En cours, red Invalide and
 * Annulé, gray Terminée): a swatch of the colour beside dark text, readable on any screen; the
 * label as written, « Soumis », not in capitals (issue 18 §4).
 */
export function RenewalStatusBadge({ status }: { status: RenewalOrderStatus }) {
  const color = RENEWAL_ORDER_STATUS_COLORS[status];
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }} data-renewal-status={status}>
      <ColorSwatch color={`var(--mantine-color-${color}-6)`} size={14} aria-hidden />
      <Badge color={color} variant="light" c="dark" tt="none">
        {TEXTS.renewals.statuses[status]}
      </Badge>
    </Group>
  );
}
