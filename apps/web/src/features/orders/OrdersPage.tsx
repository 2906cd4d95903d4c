import { Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import {
  FINAL_ORDER_STATUSES,
  format,
  formatCents,
  ORDER_STATUS_COLORS,
  ORDER_TRANSITIONS,
  orderStatusLabel,
  TEXTS,
  type MarketOrder,
  type PharmacyOrderStatus,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { ConfirmModal } from "../../components/ConfirmModal";
import { PageTitle } from "../../components/PageTitle";
import { notifyError, notifySuccess } from "../../components/notify";
import { useCurrentUser } from "../session/queries";
import { PickupInfo } from "../feed/PickupInfo";
import { OrderTotals } from "./OrderTotals";
import { ProductThumb } from "./ProductThumb";
import { payOrderAtCounter, setOrderStatus, useMarketOrders } from "./queries";

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

const ACTION_LABELS: Record<PharmacyOrderStatus, string> = {
  READY: TEXTS.orders.setReady,
  DELIVRED: TEXTS.orders.setDelivred,
  CANCELED: TEXTS.orders.setCanceled,
};

/**
 * « Mes commandes » (`/mes-commandes`, 001 §2 "Order lists", issue 11 §2): a patient's orders or a
 * pharmacy's, newest first, with their lines, totals and status; the pharmacy moves an order to
 * « Prête », « Retirée » or cancels it (after a confirmation: the stock comes back, the patient
 * is told, and it cannot be undone). Live: each change arrives on the `/market` socket. The page
 * opens on the orders still in progress (a pharmacy's counter works from those); the finished
 * ones (collected, canceled, refunded) and all of them are a click away, each view with its
 * count. Each line shows its product's thumbnail; a patient's ready order says where and when to
 * collect it (issue 18 §1), its hours read at `now` (the device's clock by default; tests fix it).
 */
export function OrdersPage({ now }: { now?: Date } = {}) {
  const user = useCurrentUser();
  // a patient's orders or a pharmacy's; other professionals have none (the list stays empty)
  const side = user?.type === "pharmacy" ? "pharmacy" : "patient";
  const hasOrders = user?.type === "pharmacy" || user?.type === "patient";
  const orders = useMarketOrders(side, hasOrders ? user?.id : undefined);
  const [view, setView] = useState<OrdersView>("open");
  useThreeDSecureReturn();
  const all = orders.data ?? [];
  const views = ordersByView(all);
  const shown = views[view];
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle>{TEXTS.orders.listTitle}</PageTitle>
      {hasOrders && orders.isPending ? (
        <Loader role="status" aria-label={TEXTS.orders.loading} />
      ) : all.length === 0 ? (
        <Text c="dimmed">{TEXTS.orders.listEmpty}</Text>
      ) : (
        <>
          <SegmentedControl
            aria-label={TEXTS.orders.views.label}
            value={view}
            onChange={(value) => setView(value as OrdersView)}
            data={(["open", "done", "all"] as const).map((key) => ({
              value: key,
              label: format(TEXTS.orders.views[key], { count: views[key].length }),
            }))}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">
              {view === "open" ? TEXTS.orders.openEmpty : TEXTS.orders.doneEmpty}
            </Text>
          ) : (
            <Stack gap="md" data-testid="orders-list">
              {shown.map((order) => (
                <OrderCard key={order.id} order={order} side={side} now={now} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

/** The orders page's views: in progress, finished (`FINAL_ORDER_STATUSES`), all. */
type OrdersView = "open" | "done" | "all";

/** `orders` (newest first) split into the page's views, each keeping that order. */
function ordersByView(orders: readonly MarketOrder[]): Record<OrdersView, readonly MarketOrder[]> {
  const done = orders.filter((order) => FINAL_ORDER_STATUSES.includes(order.status));
  const open = orders.filter((order) => !FINAL_ORDER_STATUSES.includes(order.status));
  return { open, done, all: orders };
}

// the card form and its payment, fetched with the first order to pay
const PayOrderButton = lazy(() =>
  import("../payments/PayOrderButton").then((m) => ({ default: m.PayOrderButton })),
);

/**
 * The bank's 3-D Secure page sends the patient back to `/mes-commandes?commande={id}` (issue 20
 * §2): the payment is read back from the provider through our server, its outcome told, the
 * orders refreshed, and the address cleaned.
 */
function useThreeDSecureReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const order = params.get("commande");
  useEffect(() => {
    if (!order) return;
    setParams({}, { replace: true });
    void import("../payments/payOrder").then(async ({ readPayment }) => {
      try {
        const result = await readPayment(order);
        if (result.outcome === "FAILED")
          notifyError(result.message ?? TEXTS.payments.refusals.other);
        else if (result.message) notifySuccess(result.message);
      } catch (error) {
        notifyError(failureText(error));
      }
      refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
    });
  }, [order, setParams, queryClient]);
}

/** The statuses in which a patient pays her order by card (001 §4, issue 20 §2). */
const PAYABLE: readonly MarketOrder["status"][] = ["CREATED", "ERROR_PAYMENT"];

function OrderCard({
  order,
  side,
  now,
}: {
  order: MarketOrder;
  side: "patient" | "pharmacy";
  now: Date | undefined;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: PharmacyOrderStatus) => setOrderStatus(order.id, status),
    meta: { context: "market order status" },
    onSuccess: () => {
      setCanceling(false);
      notifySuccess(TEXTS.orders.statusChanged);
      refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
    },
  });
  const toCounter = useMutation({
    mutationFn: () => payOrderAtCounter(order.id),
    meta: { context: "market order pay at counter" },
    onSuccess: () => {
      notifySuccess(TEXTS.orders.switchedToCounter);
      refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
    },
  });
  const [canceling, setCanceling] = useState(false);
  const titleId = `order-${order.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={titleId} data-testid="order-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700} component="h2" id={titleId} m={0} size="md">
              {side === "patient" ? order.vendorName : order.clientName}
            </Text>
            <Text size="sm" c="dimmed">
              {format(TEXTS.orders.orderedOn, { date: dateFormat.format(new Date(order.date)) })}
            </Text>
            {/* the same on the patient's card and the pharmacy's: said at the counter */}
            <Text size="sm" data-testid="pickup-code">
              {TEXTS.orders.pickupCode}{" "}
              <Text span fw={700} ff="monospace" lts={1}>
                {order.pickupCode}
              </Text>
            </Text>
          </Stack>
          <Badge
            color={ORDER_STATUS_COLORS[order.status]}
            variant="light"
            c="dark"
            data-testid="order-status"
          >
            {orderStatusLabel(order.status)}
          </Badge>
        </Group>
        <Stack gap={2}>
          {order.cart.map((line) => (
            <Group
              key={line.productId}
              justify="space-between"
              wrap="nowrap"
              data-testid="order-line"
            >
              <Group gap="sm" wrap="nowrap">
                <ProductThumb key={line.thumb ?? ""} src={line.thumb} />
                <Text size="sm">
                  {line.quantity} × {line.name}
                </Text>
              </Group>
              <Text size="sm">{formatCents(line.paidUnitPrice * line.quantity)}</Text>
            </Group>
          ))}
        </Stack>
        <OrderTotals totals={order} />
        {side === "patient" && PAYABLE.includes(order.status) && (
          <Group gap="xs" align="flex-start" wrap="wrap">
            <Suspense fallback={null}>
              <PayOrderButton order={order} />
            </Suspense>
            {/* issue 20 §1: where the pharmacy allows it, the counter instead of the card */}
            {order.counterPayment && (
              <Button
                variant="default"
                onClick={() => toCounter.mutate()}
                loading={toCounter.isPending}
                data-testid="order-pay-at-counter"
              >
                {TEXTS.orders.switchToCounter}
              </Button>
            )}
          </Group>
        )}
        {side === "patient" && order.status === "READY" && (
          <PickupInfo pharmacyId={order.vendor} kind="order" now={now} />
        )}
        {side === "pharmacy" && ORDER_TRANSITIONS[order.status].length > 0 && (
          <Group gap="xs">
            {ORDER_TRANSITIONS[order.status].map((status) => (
              <Button
                key={status}
                variant={status === "CANCELED" ? "subtle" : "filled"}
                color={status === "CANCELED" ? "red" : undefined}
                loading={change.isPending && change.variables === status}
                disabled={change.isPending}
                onClick={() => (status === "CANCELED" ? setCanceling(true) : change.mutate(status))}
              >
                {ACTION_LABELS[status]}
              </Button>
            ))}
          </Group>
        )}
        <ConfirmModal
          opened={canceling}
          title={format(TEXTS.orders.cancelTitle, { name: order.clientName })}
          text={TEXTS.orders.cancelText}
          confirmLabel={TEXTS.orders.setCanceled}
          cancelLabel={TEXTS.orders.keepOrder}
          loading={change.isPending}
          onConfirm={() => change.mutate("CANCELED")}
          onClose={() => setCanceling(false)}
        />
      </Stack>
    </Card>
  );
}
