import { Anchor, Card, Image, Stack, Text } from "@mantine/core";
import { format, TEXTS, type Product } from "@reseau/shared";
import { Link, useLocation } from "react-router";
import type { CatalogLinkState } from "./catalogUrl";
import { PriceTag } from "./PriceTag";
import { shownPrice } from "./pricing";

/**
 * One product of the catalogue: its thumbnail, brand, name (a link to its page, which keeps the
 * listing's address for its « Retour au catalogue ») and price.
 */
export function ProductCard({
  product,
  pharmaId,
  variant,
}: {
  product: Product;
  pharmaId: string | null;
  variant?: string | null;
}) {
  const shown = shownPrice(product, pharmaId);
  const from: CatalogLinkState = { catalogSearch: useLocation().search };
  return (
    <Card withBorder padding="sm" radius="md" component="article">
      <Card.Section>
        {product.thumb ? (
          <Image
            src={product.thumb}
            alt={format(TEXTS.market.pictureAlt, { name: product.name })}
            h={140}
            fit="contain"
            loading="lazy"
          />
        ) : null}
      </Card.Section>
      <Stack gap={4} mt="xs">
        {product.brand && (
          <Text size="xs" c="dimmed" tt="uppercase">
            {product.brand}
          </Text>
        )}
        <Anchor
          component={Link}
          to={`/page-product/${product._id}`}
          state={from}
          size="sm"
          fw={600}
        >
          {product.name}
        </Anchor>
        {product.prescriptionOnly ? (
          <Text size="xs" c="orange.9">
            {TEXTS.market.prescriptionOnly}
          </Text>
        ) : (
          <PriceTag shown={shown} variant={variant} />
        )}
        {pharmaId && shown.quantity === 0 && (
          <Text size="xs" c="dimmed">
            {TEXTS.market.outOfStock}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
