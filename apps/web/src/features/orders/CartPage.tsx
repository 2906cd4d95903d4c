import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { format, formatCents, TEXTS, type CartItem, type CartQuote } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { useCurrentUser } from "../session/queries";
import { AddToCartButton } from "./AddToCartButton";
import {
  applyQuote,
  maxQuantity,
  removeFromCart,
  setQuantity,
  totalsOf,
  useCart,
  type StoredCartLine,
} from "./cartStore";
import { OrderTotals } from "./OrderTotals";
import { ProductThumb } from "./ProductThumb";
import { createOrder, quoteCart, useCartOffer } from "./queries";

/** A price in euros, with the discount's price when one is active (the old price struck). */
function Price({ item }: { item: Pick<CartItem, "unitPrice" | "discountPrice" | "medication"> }) {
  const discounted =
    !item.medication && item.discountPrice !== null && item.discountPrice < item.unitPrice;
  return discounted ? (
    <Group gap={6} wrap="nowrap">
      <Text td="line-through" c="dimmed" size="sm">
        {formatCents(item.unitPrice)}
      </Text>
      <Text fw={700} c="red.9">
        {formatCents(item.discountPrice!)}
      </Text>
    </Group>
  ) : (
    <Text fw={700}>{formatCents(item.unitPrice)}</Text>
  );
}

/**
 * The cart (`/modal-cart`, 001 §2 "Cart modal", issue 11 §2): the products of one pharmacy with
 * their quantities (bounded by its stock), the totals of 001 §3 in cents, and « Commander » for
 * click & collect (paid at the counter). With card payment on (issue 20 §1, the quote's
 * `cardPayment`), the order waits for the card on « Mes commandes », unless the patient chooses
 * « Payer au comptoir au retrait » where the pharmacy accepts it (`counterPayment`). Kept in the
 * browser per user across reloads; brought up to date with the server's prices and stock when
 * opened. A search lists the patient's pharmacy's products in stock, each with « Ajouter au
 * panier ».
 */
export function CartPage() {
  const user = useCurrentUser();
  const [cart, update] = useCart(user?.id ?? null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const totals = totalsOf(cart);

  // the server's prices and stock, once when the page opens, and how the pharmacy is paid
  const vendor = cart.vendor;
  const refreshed = useRef(false);
  const [payment, setPayment] = useState<Pick<CartQuote, "cardPayment" | "counterPayment">>();
  const [choice, setChoice] = useState<"card" | "counter">("card");
  const canChoose = Boolean(payment?.cardPayment && payment.counterPayment);
  useEffect(() => {
    if (refreshed.current || !vendor || cart.lines.length === 0) return;
    refreshed.current = true;
    const lines = cart.lines.map(({ productId, quantity }) => ({ productId, quantity }));
    quoteCart(vendor, lines)
      .then((quote) => {
        setPayment({ cardPayment: quote.cardPayment, counterPayment: quote.counterPayment });
        update((current) => (current.vendor === vendor ? applyQuote(current, quote) : current));
      })
      .catch(() => {});
  }, [vendor, cart.lines, update]);

  const order = useMutation({
    mutationFn: () =>
      createOrder({
        vendor: cart.vendor ?? "",
        cart: cart.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        payAtCounter: canChoose && choice === "counter",
      }),
    meta: { context: "market order" },
    onSuccess: () => {
      update(() => ({ vendor: null, vendorName: "", lines: [] }));
      refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
      notifySuccess(TEXTS.orders.ordered);
      void navigate("/mes-commandes");
    },
  });

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle>{TEXTS.orders.cartTitle}</PageTitle>
      <Card withBorder component="section" aria-labelledby="cart-lines-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="cart-lines-title">
            {cart.vendorName
              ? `${TEXTS.orders.pharmacy} : ${cart.vendorName}`
              : TEXTS.orders.cartTitle}
          </Title>
          {cart.lines.length === 0 ? (
            <Stack gap="xs" align="flex-start">
              <Text c="dimmed">
                {TEXTS.orders.cartEmpty} {TEXTS.orders.cartEmptyHint}
              </Text>
              <Button component={Link} to="/catalogue-pharmacie" variant="light">
                {TEXTS.orders.browseCatalogue}
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm" data-testid="cart-lines">
              {cart.lines.map((line) => (
                <CartLineRow
                  key={line.productId}
                  line={line}
                  onQuantity={(quantity) => update((c) => setQuantity(c, line.productId, quantity))}
                  onRemove={() => update((c) => removeFromCart(c, line.productId))}
                />
              ))}
            </Stack>
          )}
          {cart.lines.length > 0 && (
            <>
              <OrderTotals totals={totals} testId="cart-totals" />
              {canChoose ? (
                <Radio.Group
                  label={TEXTS.orders.paymentChoice}
                  value={choice}
                  onChange={(value) => setChoice(value === "counter" ? "counter" : "card")}
                  data-testid="payment-choice"
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="card" label={TEXTS.orders.payByCard} />
                    <Radio value="counter" label={TEXTS.orders.payLater} />
                  </Stack>
                </Radio.Group>
              ) : (
                // card payment only: « Mes commandes » asks for the card; else click & collect
                !payment?.cardPayment && (
                  <Alert color="blue" variant="light">
                    {TEXTS.orders.payAtCounter}
                  </Alert>
                )
              )}
              {order.error && (
                <Alert color="red" variant="light" role="alert">
                  {order.error.message}
                </Alert>
              )}
              <Group justify="space-between">
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => update(() => ({ vendor: null, vendorName: "", lines: [] }))}
                >
                  {TEXTS.orders.clear}
                </Button>
                <Button onClick={() => order.mutate()} loading={order.isPending}>
                  {TEXTS.orders.order}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Card>
      {/* below the lines: « Commander pour retrait » shows without scrolling on a phone */}
      <ProductSearch />
    </Stack>
  );
}

/**
 * One line of the cart: the product's thumbnail and name, its price, its quantity (1…stock) and
 * « Retirer ».
 */
function CartLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: StoredCartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const max = maxQuantity(line);
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" data-testid="cart-line">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: "1 1 12rem" }}>
        {/* a cart kept from before pictures has no `thumb`: the placeholder stands in */}
        <ProductThumb key={line.thumb ?? ""} src={line.thumb} />
        <Stack gap={2}>
          <Text fw={600}>{line.name}</Text>
          <Price item={line} />
          <Text size="sm" c="dimmed">
            {format(TEXTS.orders.stockLeft, { available: line.available })}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label={TEXTS.orders.quantity}
          aria-label={`${TEXTS.orders.quantity} : ${line.name}`}
          value={line.quantity}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          w={96}
          onChange={(value) => {
            const n = typeof value === "number" ? value : Number(value);
            if (Number.isFinite(n) && n > 0) onQuantity(n);
          }}
        />
        <Button
          variant="default"
          onClick={onRemove}
          aria-label={`${TEXTS.orders.remove} : ${line.name}`}
        >
          {TEXTS.orders.remove}
        </Button>
      </Group>
    </Group>
  );
}

/** Search in the patient's pharmacy's products in stock, each with « Ajouter au panier ». */
function ProductSearch() {
  const [name, setName] = useState("");
  const [debounced] = useDebouncedValue(name.trim(), 300);
  const offer = useCartOffer(debounced, debounced.length >= 2);
  return (
    <Card withBorder component="section" aria-labelledby="cart-search-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="cart-search-title">
          {TEXTS.orders.searchTitle}
        </Title>
        <TextInput
          label={TEXTS.orders.search}
          placeholder={TEXTS.orders.searchPlaceholder}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {offer.isFetching && <Loader size="sm" role="status" aria-label={TEXTS.orders.loading} />}
        {offer.error && <Text c="red.9">{offer.error.message}</Text>}
        {offer.data && offer.data.items.length === 0 && (
          <Text c="dimmed">{TEXTS.orders.noResult}</Text>
        )}
        {offer.data && offer.data.items.length > 0 && (
          <Stack gap="xs" data-testid="cart-offer">
            {offer.data.items.map((item) => (
              <Group key={item.productId} justify="space-between" wrap="wrap">
                <Stack gap={0} style={{ flex: "1 1 12rem" }}>
                  <Text fw={600}>{item.name}</Text>
                  <Price item={item} />
                </Stack>
                <AddToCartButton
                  item={item}
                  vendor={{ id: offer.data.vendor, name: offer.data.vendorName }}
                  variant="light"
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
