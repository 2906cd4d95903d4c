import { Button, type ButtonProps } from "@mantine/core";
import { format, TEXTS, type CartItem } from "@reseau/shared";
import { notifyError, notifySuccess } from "../../components/notify";
import { useCurrentUser } from "../session/queries";
import { addToCart, maxQuantity, useCart } from "./cartStore";

/**
 * « Ajouter au panier » (issue 11 §2) for a product a pharmacy sells: adds `quantity` units to the
 * signed-in patient's cart, never beyond the stock; disabled when out of stock or already all in
 * the cart. A cart holds one pharmacy: another pharmacy's product is refused with a message.
 * The product page mounts it with the product priced at that pharmacy (`CartItem`).
 */
export function AddToCartButton({
  item,
  vendor,
  quantity = 1,
  ...props
}: {
  item: CartItem;
  vendor: { id: string; name: string };
  quantity?: number;
} & Omit<ButtonProps, "children" | "onClick">) {
  const user = useCurrentUser();
  const [cart, update] = useCart(user?.id ?? null);
  const inCart = cart.lines.find((line) => line.productId === item.productId)?.quantity ?? 0;
  const full = inCart >= maxQuantity(item) || item.prescriptionOnly;
  return (
    <Button
      {...props}
      disabled={!user || full}
      aria-label={`${TEXTS.orders.addToCart} : ${item.name}`}
      onClick={() => {
        // from the stored cart, not this render's: two quick clicks add two
        let refused = false;
        update((current) => {
          const next = addToCart(current, vendor, item, quantity);
          if (next) return next;
          refused = true;
          return current;
        });
        if (refused) notifyError(format(TEXTS.orders.otherVendor, { name: cart.vendorName }));
        else notifySuccess(TEXTS.orders.added);
      }}
    >
      {item.available === 0 ? TEXTS.orders.outOfStock : TEXTS.orders.addToCart}
    </Button>
  );
}
