import { Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  format,
  formatCents,
  noDiscountText,
  TEXTS,
  type DiscountWithProduct,
} from "@reseau/shared";
import { Link } from "react-router";
import { useDiscountLabel } from "../../app/appConfig";

const dayFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  timeZone: "Europe/Paris",
});

/**
 * A pharmacy's discounts (001 §2 "Discounts list"): each product with its discounted price, its
 * normal price and its end; « Pas encore de Promotions dans votre pharmacie pour le moment! »
 * when there are none. `onEdit` (the pharmacy's own list) adds « Modifier » to each.
 */
export function DiscountsList({
  discounts,
  onEdit,
}: {
  discounts: readonly DiscountWithProduct[];
  onEdit?: (discount: DiscountWithProduct) => void;
}) {
  // the running variant's label (« Mini-prix » for well), never the user's group
  const label = useDiscountLabel();
  return (
    <Stack gap="xs" component="section" aria-labelledby="discounts-title">
      <Title order={2} size="h4" id="discounts-title">
        {label}
      </Title>
      {discounts.length === 0 ? (
        <Text size="sm">{noDiscountText(label)}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {discounts.map((discount) => {
            const normal = discount.product.stocks[0]?.price ?? discount.product.price;
            return (
              <Group
                component="li"
                key={discount.id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/page-product/${discount.productId}`} size="sm">
                    {discount.product.name}
                  </Anchor>
                  <Text size="sm">
                    <Text span fw={700} c="red.9">
                      {formatCents(discount.price)}
                    </Text>
                    {normal !== null &&
                      ` ${format(TEXTS.discounts.was, { price: formatCents(normal) })}`}
                    {` · ${format(TEXTS.discounts.until, { date: dayFormat.format(new Date(discount.end)) })}`}
                  </Text>
                </Stack>
                {onEdit && (
                  <Button
                    size="xs"
                    variant="light"
                    // its whole label, never « Modifi… »: the text beside it wraps instead
                    style={{ flexShrink: 0 }}
                    aria-label={`${TEXTS.market.edit} ${label} : ${discount.product.name}`}
                    onClick={() => onEdit(discount)}
                  >
                    {TEXTS.market.edit}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
