import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  addDays,
  format,
  frenchDay,
  intervalWords,
  parisDay,
  TEXTS,
  type RenewalOrderDto,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { confirmRenewalCancel } from "./confirmCancel";
import { RenewalStatusBadge } from "./RenewalStatusBadge";
import { cancelOrder, confirmOrder, markReady, readOrder, rejectOrder, useOrders } from "./queries";

/** The orders of each section of the page; an order may be in « À préparer » and « En cours ». */
export function renewalSections(orders: readonly RenewalOrderDto[], today: string) {
  const weekEnd = addDays(today, 6);
  return {
    toConfirm: orders.filter((o) => o.status === "SUBMITTED"),
    toPrepare: orders.filter((o) => o.toPrepare),
    dueThisWeek: orders.filter(
      (o) =>
        o.status === "CONFIRMED" &&
        !o.toPrepare &&
        o.firstAfter !== null &&
        o.firstAfter <= weekEnd,
    ),
    active: orders.filter((o) => o.status === "CONFIRMED"),
    unread: orders.filter((o) => o.status === "SUBMITTED" && o.readAt === null).length,
  };
}

/**
 * `PharmaRenewals` (000 §2 "pharmacy renewals", issue 10 §3) at `/renouvellements`: the orders
 * to confirm (unread ones marked, confirm or refuse with a reason), the renewals reached and to
 * prepare (« Prêt » sends the patient the usual READY message), those due this week, and every
 * running one, each with its status colour. Live: every change arrives as a message.
 */
export function PharmaRenewals() {
  const orders = useOrders(["SUBMITTED", "CONFIRMED", "FINISHED"]);
  const sections = renewalSections(orders.data ?? [], parisDay(new Date()));
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between" align="center">
        <PageTitle>{TEXTS.renewals.pageTitle}</PageTitle>
        {sections.unread > 0 && (
          <Badge color="orange" variant="light" c="dark" tt="none" data-testid="renewals-unread">
            {format(TEXTS.renewals.unreadCount, { count: sections.unread })}
          </Badge>
        )}
      </Group>
      {orders.isPending ? (
        <Loader aria-label={TEXTS.renewals.loading} role="status" />
      ) : (
        <>
          <Section title={TEXTS.renewals.toConfirm} testId="renewals-to-confirm">
            {sections.toConfirm.map((order) => (
              <OrderCard key={order.id} order={order} actions={<ConfirmActions order={order} />} />
            ))}
          </Section>
          <Section title={TEXTS.renewals.toPrepare} testId="renewals-to-prepare">
            {sections.toPrepare.map((order) => (
              <OrderCard key={order.id} order={order} actions={<ReadyAction order={order} />} />
            ))}
          </Section>
          <Section title={TEXTS.renewals.dueThisWeek} testId="renewals-this-week">
            {sections.dueThisWeek.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Section>
          <Section title={TEXTS.renewals.active} testId="renewals-active">
            {sections.active.map((order) => (
              <OrderCard key={order.id} order={order} actions={<CancelAction order={order} />} />
            ))}
          </Section>
        </>
      )}
    </Stack>
  );
}

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode[];
}) {
  return (
    <Stack gap="sm" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {children.map((child, k) => (
            <li key={k}>{child}</li>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          {TEXTS.renewals.emptySection}
        </Text>
      )}
    </Stack>
  );
}

function OrderCard({ order, actions }: { order: RenewalOrderDto; actions?: ReactNode }) {
  return (
    <Card withBorder radius="md" data-testid="renewal-order" data-order={order.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{order.documentName}</Text>
          <Group gap="xs">
            {order.status === "SUBMITTED" && order.readAt === null && (
              <Badge color="blue" variant="light" c="dark" tt="none">
                {TEXTS.renewals.unread}
              </Badge>
            )}
            <RenewalStatusBadge status={order.status} />
          </Group>
        </Group>
        <Text size="sm">{format(TEXTS.renewals.forPatient, { name: order.patient.name })}</Text>
        <Text size="sm">
          {format(TEXTS.renewals.datesCount, {
            renewal: order.renewal,
            interval: intervalWords(order.step),
          })}{" "}
          ·{" "}
          {order.firstAfter
            ? format(TEXTS.renewals.nextDate, { date: frenchDay(order.firstAfter) })
            : TEXTS.renewals.noNextDate}
        </Text>
        {order.toPrepare && order.lastFired && (
          <Text size="sm" fw={700} data-testid="renewal-prepare-date">
            {format(TEXTS.renewals.preparedFor, { date: frenchDay(order.lastFired) })}
          </Text>
        )}
        {actions && <Group justify="flex-end">{actions}</Group>}
      </Stack>
    </Card>
  );
}

/** After a change: the orders, the feed and the tab counts are stale. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    refreshRoots(queryClient, [QUERY_ROOTS.renewals, QUERY_ROOTS.feed, QUERY_ROOTS.documentCounts]);
}

function ConfirmActions({ order }: { order: RenewalOrderDto }) {
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState(false);
  const confirm = useMutation({
    mutationFn: () => confirmOrder(order.iddocument),
    meta: { context: "confirm renewal order" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.confirmed);
      refresh();
    },
  });
  const read = useMutation({
    mutationFn: () => readOrder(order.iddocument),
    meta: { context: "read renewal order" },
    onSuccess: refresh,
  });
  return (
    <>
      {order.readAt === null && (
        <Button variant="subtle" onClick={() => read.mutate()} loading={read.isPending}>
          {TEXTS.renewals.markRead}
        </Button>
      )}
      <Button variant="default" onClick={() => setRejecting(true)}>
        {TEXTS.renewals.reject}
      </Button>
      <Button
        onClick={() => confirm.mutate()}
        loading={confirm.isPending}
        data-testid="renewal-confirm"
      >
        {TEXTS.renewals.confirm}
      </Button>
      <RejectModal order={order} opened={rejecting} onClose={() => setRejecting(false)} />
    </>
  );
}

function RejectModal({
  order,
  opened,
  onClose,
}: {
  order: RenewalOrderDto;
  opened: boolean;
  onClose: () => void;
}) {
  const refresh = useRefresh();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: () => rejectOrder(order.iddocument, reason.trim()),
    meta: { context: "reject renewal order" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.rejected);
      refresh();
      onClose();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TEXTS.renewals.rejectTitle}
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(TEXTS.renewals.reasonRequired);
            return;
          }
          reject.mutate();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={TEXTS.renewals.reasonLabel}
            required
            data-autofocus
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {TEXTS.actions.cancel}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              {TEXTS.renewals.reject}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ReadyAction({ order }: { order: RenewalOrderDto }) {
  const refresh = useRefresh();
  const ready = useMutation({
    mutationFn: () => markReady(order.iddocument),
    meta: { context: "renewal ready" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.readyDone);
      refresh();
    },
  });
  return (
    <Button onClick={() => ready.mutate()} loading={ready.isPending} data-testid="renewal-ready">
      {TEXTS.renewals.ready}
    </Button>
  );
}

function CancelAction({ order }: { order: RenewalOrderDto }) {
  const refresh = useRefresh();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.iddocument),
    meta: { context: "cancel renewal order" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.cancelled);
      refresh();
    },
  });
  return (
    <Button
      variant="default"
      color="red"
      onClick={() => confirmRenewalCancel(() => cancel.mutate())}
      loading={cancel.isPending}
    >
      {TEXTS.renewals.cancel}
    </Button>
  );
}
