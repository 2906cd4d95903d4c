import { Badge, Group, Text } from "@mantine/core";
import { format, formatCents, TEXTS } from "@reseau/shared";
import { useDiscountLabel } from "../../app/appConfig";
import type { ShownPrice } from "./pricing";

/**
 * A product's price at a pharmacy: the discounted price in bold with « au lieu de 15,90 € » and
 * the running variant's discount label (« Promotions », « Mini-prix » in the well variant), or
 * the plain price.
 */
export function PriceTag({ shown, size = "md" }: { shown: ShownPrice; size?: "md" | "xl" }) {
  const label = useDiscountLabel();
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
        {label}
      </Badge>
    </Group>
  );
}
