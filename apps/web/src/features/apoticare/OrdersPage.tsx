import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import {
  APOTICARE_STATUS_LABELS,
  apoticareStatusMessage,
  COMMON_TEXTS,
  format,
  formatCents,
  formatParisDateTime,
  formulaSummary,
  TEXTS,
  type ApoticareOrderDto,
  type ApoticareReference,
  type ApoticareStatus,
} from "@reseau/shared";
import { useQuery } from "@tanstack/react-query";
import { Link, Navigate } from "react-router";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { TintBadge } from "../../components/TintBadge";
import { useSession } from "../session/session";
import { RETURN_PARAM } from "../session/startPages";
import { apoticareOrdersQuery, referenceQuery, useMoveOrder } from "./queries";

const T = TEXTS.apoticare;

/** Each status's badge colour (dark text on its tint, `TintBadge`). */
const STATUS_COLOURS: Record<ApoticareStatus, string> = {
  NEW_ORDER: "blue",
  PROCESSING: "orange",
  PAID: "green",
};

/** The move a pharmacy makes from each status (issue 22 §3), none from PAID. */
const NEXT_STATUS: Record<ApoticareStatus, "PROCESSING" | "PAID" | null> = {
  NEW_ORDER: "PROCESSING",
  PROCESSING: "PAID",
  PAID: null,
};

/**
 * `/apoticare/commandes` (issue 22 §3): a pharmacy's received made-to-measure orders, each with
 * its status, purchase price and patient's price, and the button of its next step (« Valider la
 * commande », then « Commander le soin »); a patient's own orders with their status and the
 * message of their step, refreshed live. A visitor is sent to the login.
 */
export function ApoticareOrdersPage() {
  const session = useSession();
  const user = session.data;
  const orders = useQuery({ ...apoticareOrdersQuery, enabled: !!user });
  const reference = useQuery({ ...referenceQuery, enabled: !!user });
  if (session.isPending) return <Loading />;
  if (!user) {
    return (
      <Navigate
        to={`/page-apoticare-login?${RETURN_PARAM}=${encodeURIComponent("/apoticare/commandes")}`}
        replace
      />
    );
  }
  const pharmacy = user.type === "pharmacy";
  return (
    <Stack gap="md" maw={960} mx="auto" py="lg" px={{ base: "xs", sm: 0 }}>
      <PageTitle>{pharmacy ? T.pharmacyOrders : T.myOrders}</PageTitle>
      {!pharmacy && (
        <div>
          <Button component={Link} to="/apoticare" variant="light">
            {T.newFormula}
          </Button>
        </div>
      )}
      {orders.isError || reference.isError ? (
        <Alert color="red" role="alert">
          {failureText(orders.error ?? reference.error)}
        </Alert>
      ) : !orders.data || !reference.data ? (
        <Loading />
      ) : orders.data.length === 0 ? (
        <Text>{T.noOrders}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} reference={reference.data} pharmacy={pharmacy} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={COMMON_TEXTS.actions.loading} />
    </Center>
  );
}

/** One order: for the pharmacy its patient, prices and next move; for the patient its message. */
function OrderCard({
  order,
  reference,
  pharmacy,
}: {
  order: ApoticareOrderDto;
  reference: ApoticareReference;
  pharmacy: boolean;
}) {
  const name = `${order.firstname} ${order.lastname}`;
  const message = apoticareStatusMessage(order.status);
  return (
    <Paper withBorder p="md" radius="md" data-testid="apoticare-order">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {pharmacy ? name : order.pharmacyName}
          </Title>
          <TintBadge color={STATUS_COLOURS[order.status]} testId="apoticare-status">
            {APOTICARE_STATUS_LABELS[order.status]}
          </TintBadge>
        </Group>
        <Text size="sm" c="dimmed">
          {format(TEXTS.orders.orderedOn, { date: formatParisDateTime(order.date) })}
        </Text>
        <Text>{formulaSummary(order.data, reference)}</Text>
        {pharmacy ? (
          <>
            <Text size="sm">{order.email}</Text>
            <Group gap="lg">
              {order.purchasePrice !== undefined && (
                <Text>
                  {T.purchasePriceLabel} : {formatCents(order.purchasePrice)}
                </Text>
              )}
              <Text>
                {T.patientPriceLabel} : {formatCents(order.price)}
              </Text>
            </Group>
            <MoveButton order={order} name={name} />
          </>
        ) : (
          message && <Text fw={500}>{message}</Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The pharmacy's next move on `order`, or nothing once PAID. */
function MoveButton({ order, name }: { order: ApoticareOrderDto; name: string }) {
  const move = useMoveOrder((moved) =>
    notifySuccess(format(T.moved, { status: APOTICARE_STATUS_LABELS[moved.status] })),
  );
  const next = NEXT_STATUS[order.status];
  if (!next) return null;
  return (
    <Stack gap="xs" align="flex-start">
      {move.isError && (
        <Alert color="red" role="alert">
          {failureText(move.error)}
        </Alert>
      )}
      <Button
        loading={move.isPending}
        aria-label={format(T.moveFor, { action: T.moves[next], name })}
        onClick={() => move.mutate({ id: order.id, status: next })}
      >
        {T.moves[next]}
      </Button>
    </Stack>
  );
}
