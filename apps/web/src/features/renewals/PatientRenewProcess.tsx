import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  addDays,
  format,
  frenchDay,
  intervalWords,
  parisDay,
  placeOrderSchema,
  RENEWAL_INTERVALS,
  RENEWAL_LIMITS,
  renewalDates,
  TEXTS,
  type RenewalOrderDto,
} from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { RenewalCalendar } from "./RenewalCalendar";
import { confirmRenewalCancel } from "./confirmCancel";
import { IntervalField } from "./IntervalField";
import { RenewalStatusBadge } from "./RenewalStatusBadge";
import {
  cancelOrder,
  ORDONNANCE_PARAM,
  placeOrder,
  useOrders,
  useSharedPrescriptions,
} from "./queries";

const formSchema = placeOrderSchema.extend({
  iddocument: z.string().min(1, TEXTS.renewals.pickDocumentPlaceholder),
});
type FormInput = z.input<typeof formSchema>;

const NO_KIND = "";

/**
 * `PatientRenewProcess` (000 §2 "patient renewal process", issue 10 §3), at `/renouveler`: the
 * patient picks a prescription she shared with her pharmacy or optician (the one of
 * `?ordonnance=<id>` when she came from its card's « Renouveler », issue 18 §4), the first date,
 * how many renewals and how often in words (« tous les mois »…), sees every date on a calendar,
 * and sends the order; below, her orders with their status colours, each cancellable while it
 * runs.
 */
export function PatientRenewProcess() {
  const queryClient = useQueryClient();
  const prescriptions = useSharedPrescriptions();
  const wanted = useSearchParams()[0].get(ORDONNANCE_PARAM);
  const tomorrow = addDays(parisDay(new Date()), 1);
  const form = useForm<FormInput>({
    defaultValues: {
      iddocument: "",
      dtstart: tomorrow,
      renewal: 3,
      step: RENEWAL_INTERVALS.monthly,
      kind: undefined,
    },
    resolver: zodResolver(formSchema),
  });
  const documents = prescriptions.data ?? [];
  const wantedListed = documents.some((document) => document.id === wanted);
  // the prescription whose card's « Renouveler » led here, once the list shows it
  useEffect(() => {
    if (wanted && wantedListed) form.setValue("iddocument", wanted);
  }, [form, wanted, wantedListed]);
  const [dtstart, renewal, step] = useWatch({
    control: form.control,
    name: ["dtstart", "renewal", "step"],
  });
  const preview = previewDates(dtstart, renewal, step);
  const place = useMutation({
    mutationFn: ({ iddocument, ...body }: FormInput) => placeOrder(iddocument, body),
    meta: { context: "place renewal order" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.ordered);
      refreshRoots(queryClient, [QUERY_ROOTS.renewals, QUERY_ROOTS.feed]);
      form.reset({ ...form.getValues(), iddocument: "" });
    },
  });
  const { errors } = form.formState;
  return (
    <Stack gap="md" maw={880} mx="auto">
      <PageTitle>{TEXTS.renewals.processTitle}</PageTitle>
      <Text>{TEXTS.renewals.processIntro}</Text>
      {prescriptions.isPending ? (
        <Loader aria-label={TEXTS.renewals.loading} role="status" />
      ) : documents.length === 0 ? (
        <Alert color="gray">{TEXTS.renewals.noDocument}</Alert>
      ) : (
        <Card withBorder radius="md">
          <form
            onSubmit={form.handleSubmit((values) => place.mutate(values))}
            noValidate
            data-testid="renew-form"
          >
            <Stack gap="sm">
              <NativeSelect
                label={TEXTS.renewals.pickDocument}
                required
                error={errors.iddocument?.message}
                data={[
                  { value: "", label: TEXTS.renewals.pickDocumentPlaceholder },
                  ...documents.map((document) => ({
                    value: document.id,
                    label: `${document.name} (${frenchDay(document.date.slice(0, 10))})`,
                  })),
                ]}
                {...form.register("iddocument")}
                data-testid="renew-document"
              />
              <TextInput
                type="date"
                label={TEXTS.renewals.dtstartLabel}
                required
                min={parisDay(new Date())}
                error={errors.dtstart?.message}
                {...form.register("dtstart")}
                data-testid="renew-dtstart"
              />
              <Controller
                control={form.control}
                name="renewal"
                render={({ field }) => (
                  <NumberInput
                    label={TEXTS.renewals.renewalLabel}
                    required
                    min={RENEWAL_LIMITS.minCount}
                    max={RENEWAL_LIMITS.maxCount}
                    allowDecimal={false}
                    error={errors.renewal?.message}
                    value={field.value as number}
                    onChange={(value) => field.onChange(value === "" ? undefined : value)}
                    onBlur={field.onBlur}
                    data-testid="renew-count"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="step"
                render={({ field }) => (
                  <IntervalField
                    value={field.value as number | undefined}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.step?.message}
                  />
                )}
              />
              <NativeSelect
                label={TEXTS.renewals.kindLabel}
                data={[
                  { value: NO_KIND, label: TEXTS.renewals.kindAuto },
                  { value: "MEDIC", label: TEXTS.renewals.kinds.MEDIC },
                  { value: "LENS", label: TEXTS.renewals.kinds.LENS },
                ]}
                {...form.register("kind", {
                  setValueAs: (value: string) => (value === NO_KIND ? undefined : value),
                })}
              />
              {preview.length > 0 && <RenewalCalendar dates={preview} />}
              <Group justify="flex-end">
                <Button
                  type="submit"
                  size="md"
                  loading={place.isPending}
                  data-testid="renew-submit"
                >
                  {TEXTS.renewals.submit}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      )}
      <MyOrders />
    </Stack>
  );
}

/** The dates the form's values give, or none while they are incomplete or out of bounds. */
function previewDates(dtstart: unknown, renewal: unknown, step: unknown): string[] {
  const parsed = placeOrderSchema.safeParse({ dtstart, renewal, step });
  if (!parsed.success) return [];
  return renewalDates(parsed.data.dtstart, parsed.data.renewal, parsed.data.step);
}

/** « Mes renouvellements »: the patient's orders, newest first. */
function MyOrders() {
  const orders = useOrders();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {TEXTS.renewals.myOrders}
      </Title>
      {orders.isPending ? (
        <Loader aria-label={TEXTS.renewals.loading} role="status" />
      ) : orders.data && orders.data.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {orders.data.map((order) => (
            <li key={order.id}>
              <PatientOrderCard order={order} />
            </li>
          ))}
        </Stack>
      ) : (
        <Alert color="gray">{TEXTS.renewals.emptySection}</Alert>
      )}
    </Stack>
  );
}

function PatientOrderCard({ order }: { order: RenewalOrderDto }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.iddocument),
    meta: { context: "cancel renewal order" },
    onSuccess: () => {
      notifySuccess(TEXTS.renewals.cancelled);
      refreshRoots(queryClient, [QUERY_ROOTS.renewals, QUERY_ROOTS.feed]);
    },
  });
  const running = order.status === "SUBMITTED" || order.status === "CONFIRMED";
  return (
    <Card withBorder radius="md" data-testid="patient-order" data-status={order.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{order.documentName}</Text>
          <RenewalStatusBadge status={order.status} />
        </Group>
        <Text size="sm">
          {order.pharmacy.name} ·{" "}
          {format(TEXTS.renewals.datesCount, {
            renewal: order.renewal,
            interval: intervalWords(order.step),
          })}
        </Text>
        <Text size="sm">
          {order.firstAfter
            ? format(TEXTS.renewals.nextDate, { date: frenchDay(order.firstAfter) })
            : TEXTS.renewals.noNextDate}
        </Text>
        {order.reason && <Text size="sm">{order.reason}</Text>}
        {running && (
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              onClick={() => confirmRenewalCancel(() => cancel.mutate())}
              loading={cancel.isPending}
            >
              {TEXTS.renewals.cancel}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
