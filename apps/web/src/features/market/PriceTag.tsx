import { Badge, Group, Text } from "@mantine/core";
import { discountLabel, format, formatCents, TEXTS } from "@reseau/shared";
import type { ShownPrice } from "./pricing";

/**
 * A product's price at a pharmacy: the discounted price in bold with « au lieu de 15,90 € » and
 * the discount label (« Promotions », « Mini-prix » in the well variant), or the plain price.
 */
export function PriceTag({
  shown,
  variant,
  size = "md",
}: {
  shown: ShownPrice;
  variant?: string | null;
  size?: "md" | "xl";
}) {
  if (shown.price === null) return null;
  if (shown.discountPrice === null) {
    return (
      <Text fw={700} size={size}>
        {formatCents(shown.price)}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} size={size} c="red.9">
        {formatCents(shown.discountPrice)}
      </Text>
      <Text size="sm" c="dimmed" td="line-through">
        {format(TEXTS.discounts.was, { price: formatCents(shown.price) })}
      </Text>
      <Badge color="red.9" variant="filled">
        {discountLabel(variant)}
      </Badge>
    </Group>
  );
}
