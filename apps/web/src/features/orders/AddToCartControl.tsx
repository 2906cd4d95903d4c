import { Group, NumberInput } from "@mantine/core";
import { TEXTS, type CartItem } from "@reseau/shared";
import { useState } from "react";
import { AddToCartButton } from "./AddToCartButton";
import { maxQuantity } from "./cartStore";

/**
 * A quantity (1 to the stock, at most 99) and « Ajouter au panier » (issue 18 §1), on each
 * catalogue card and on the product page: a patient buys from the catalogue without going
 * through the cart's search. `item` and `vendor` are the product priced at her pharmacy
 * (`cartItemOf`); the field is left out when a single unit is left.
 */
export function AddToCartControl({
  item,
  vendor,
  compact = false,
}: {
  item: CartItem;
  vendor: { id: string; name: string };
  /** The catalogue card's smaller controls. */
  compact?: boolean;
}) {
  const [quantity, setQuantity] = useState(1);
  const max = maxQuantity(item);
  return (
    <Group gap="xs" align="flex-end" wrap={compact ? "wrap" : "nowrap"}>
      {max > 1 && (
        <NumberInput
          aria-label={`${TEXTS.orders.quantity} : ${item.name}`}
          value={quantity}
          min={1}
          max={max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          size={compact ? "xs" : "sm"}
          w={compact ? 64 : 80}
          onChange={(value) => {
            const n = typeof value === "number" ? value : Number(value);
            setQuantity(Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1);
          }}
        />
      )}
      <AddToCartButton
        item={item}
        vendor={vendor}
        quantity={quantity}
        size={compact ? "xs" : "sm"}
        style={{ flex: "1 1 auto" }}
      />
    </Group>
  );
}
