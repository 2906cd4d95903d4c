import { Anchor, Card, Image, Stack, Text } from "@mantine/core";
import { AddToCartControl } from "../orders/AddToCartControl";
import { format, TEXTS, type Product } from "@reseau/shared";
import { Link, useLocation } from "react-router";
import type { CatalogLinkState } from "./catalogUrl";
import { PriceTag } from "./PriceTag";
import { cartItemOf, shownPrice } from "./pricing";

/**
 * One product of the catalogue: its thumbnail, brand, name (a link to its page, which keeps the
 * listing's address for its « Retour au catalogue ») and price; for a patient, a quantity and
 * « Ajouter au panier » when her pharmacy (`buyFrom`) has it in stock (issue 18 §1).
 */
export function ProductCard({
  product,
  pharmaId,
  buyFrom = null,
}: {
  product: Product;
  pharmaId: string | null;
  /** The patient's pharmacy, whose stock she buys from; null for a pro. */
  buyFrom?: string | null;
}) {
  const shown = shownPrice(product, pharmaId);
  const forCart = cartItemOf(product, buyFrom);
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
          <PriceTag shown={shown} />
        )}
        {pharmaId && shown.quantity === 0 && (
          <Text size="xs" c="dimmed">
            {TEXTS.market.outOfStock}
          </Text>
        )}
        {forCart && forCart.item.available > 0 && (
          <AddToCartControl item={forCart.item} vendor={forCart.vendor} compact />
        )}
      </Stack>
    </Card>
  );
}
