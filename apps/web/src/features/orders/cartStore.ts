import {
  cartTotals,
  MAX_LINE_QUANTITY,
  type CartItem,
  type CartQuote,
  type CartTotals,
} from "@reseau/shared";
import { useCallback, useSyncExternalStore } from "react";

/** One line of the cart kept in the browser: the product as priced when added, and how many. */
export interface StoredCartLine extends CartItem {
  quantity: number;
}

/** The cart: products of one pharmacy (`vendor`), each once. */
export interface Cart {
  vendor: string | null;
  vendorName: string;
  lines: StoredCartLine[];
}

/** The empty cart. */
export const EMPTY_CART: Cart = { vendor: null, vendorName: "", lines: [] };

/** The local storage key of a user's cart (kept across reloads, per user; cleared at logout). */
export const cartKey = (userId: string) => `@CART:${userId}`;

/** The most units of `item` a cart may hold: its stock, at most 99. */
export const maxQuantity = (item: Pick<CartItem, "available">) =>
  Math.max(0, Math.min(item.available, MAX_LINE_QUANTITY));

/** `quantity` bounded to 1…the stock (0 when nothing is left). */
function boundQuantity(item: Pick<CartItem, "available">, quantity: number): number {
  const max = maxQuantity(item);
  if (max === 0) return 0;
  return Math.min(max, Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1)));
}

/**
 * Adds `quantity` units of `item` sold by `vendor` (within its stock). A cart holds one pharmacy's
 * products: adding another pharmacy's product is refused (`null`); the caller says so.
 */
export function addToCart(
  cart: Cart,
  vendor: { id: string; name: string },
  item: CartItem,
  quantity = 1,
): Cart | null {
  if (cart.vendor !== null && cart.vendor !== vendor.id && cart.lines.length > 0) return null;
  const existing = cart.lines.find((line) => line.productId === item.productId);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const bounded = boundQuantity(item, wanted);
  if (bounded === 0) return cart;
  const line: StoredCartLine = { ...item, quantity: bounded };
  return {
    vendor: vendor.id,
    vendorName: vendor.name,
    lines: existing
      ? cart.lines.map((l) => (l.productId === item.productId ? line : l))
      : [...cart.lines, line],
  };
}

/** Sets a line's quantity within its stock; 0 or less removes it. */
export function setQuantity(cart: Cart, productId: string, quantity: number): Cart {
  if (quantity <= 0) return removeFromCart(cart, productId);
  return {
    ...cart,
    lines: cart.lines.map((line) =>
      line.productId === productId ? { ...line, quantity: boundQuantity(line, quantity) } : line,
    ),
  };
}

/** Removes a product; the last one leaves an empty cart, free for any pharmacy. */
export function removeFromCart(cart: Cart, productId: string): Cart {
  const lines = cart.lines.filter((line) => line.productId !== productId);
  return lines.length === 0 ? EMPTY_CART : { ...cart, lines };
}

/**
 * The cart brought up to date with the server's prices and stock (`POST /market/cart/quote`):
 * prices and discounts replaced, quantities bounded by what is left, products no longer sold or
 * out of stock removed.
 */
export function applyQuote(cart: Cart, quote: CartQuote): Cart {
  const priced = new Map(quote.lines.map((line) => [line.productId, line]));
  const gone = new Set(quote.unknown);
  const lines = cart.lines
    .filter((line) => !gone.has(line.productId))
    .map((line) => {
      // a line added while the quote was on its way keeps its own price; quantities stay the cart's
      const fresh = priced.get(line.productId);
      const item = fresh ? { ...fresh, quantity: line.quantity } : line;
      return { ...item, quantity: boundQuantity(item, line.quantity) };
    })
    .filter((line) => line.quantity > 0);
  return lines.length === 0 ? EMPTY_CART : { ...cart, vendorName: quote.vendorName, lines };
}

/** The totals of 001 §3 in cents (click & collect: no delivery). */
export function totalsOf(cart: Cart): CartTotals {
  return cartTotals(cart.lines);
}

function read(userId: string): Cart {
  try {
    const text = localStorage.getItem(cartKey(userId));
    if (!text) return EMPTY_CART;
    const parsed = JSON.parse(text) as Cart;
    return Array.isArray(parsed.lines) ? parsed : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, { text: string | null; cart: Cart }>();

function snapshot(userId: string): Cart {
  const text = localStorage.getItem(cartKey(userId));
  const cached = snapshots.get(userId);
  if (cached && cached.text === text) return cached.cart;
  const cart = read(userId);
  snapshots.set(userId, { text, cart });
  return cart;
}

/** Saves a user's cart and tells every component showing it. */
export function saveCart(userId: string, cart: Cart): void {
  if (cart.lines.length === 0) localStorage.removeItem(cartKey(userId));
  else localStorage.setItem(cartKey(userId), JSON.stringify(cart));
  for (const listener of listeners) listener();
}

/** Forgets every cart of this browser (at logout: a shared computer keeps no one's cart). */
export function clearStoredCarts(): void {
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key?.startsWith("@CART:")) localStorage.removeItem(key);
  }
  snapshots.clear();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of the same user
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The user's cart and how to change it; `null` user: an empty cart that never changes. */
export function useCart(userId: string | null): [Cart, (change: (cart: Cart) => Cart) => void] {
  const cart = useSyncExternalStore(subscribe, () => (userId ? snapshot(userId) : EMPTY_CART));
  const update = useCallback(
    (change: (cart: Cart) => Cart) => {
      if (userId) saveCart(userId, change(snapshot(userId)));
    },
    [userId],
  );
  return [cart, update];
}
