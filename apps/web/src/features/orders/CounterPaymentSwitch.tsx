import { Paper, Switch } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { notifySuccess } from "../../components/notify";
import { setCounterSetting, useCounterSetting } from "./queries";

/**
 * The pharmacy's « Paiement au comptoir accepté » (issue 20 §1): on (the default), its patients
 * may order and pay at the counter instead of by card; off, card payment is required
 * (`PUT /market/orders/counter-payment`). Disabled until the setting is read.
 */
export function CounterPaymentSwitch() {
  const setting = useCounterSetting();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (counterPayment: boolean) => setCounterSetting({ counterPayment }),
    meta: { context: "counter payment setting" },
    onSuccess: () => {
      notifySuccess(TEXTS.orders.counterSettingSaved);
      refreshRoots(queryClient, [QUERY_ROOTS.marketOrders]);
    },
  });
  const checked = save.isPending ? save.variables : (setting.data?.counterPayment ?? true);
  return (
    <Paper withBorder radius="md" p="md">
      <Switch
        label={TEXTS.orders.counterSetting}
        description={TEXTS.orders.counterSettingHint}
        checked={checked}
        disabled={!setting.data || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
        data-testid="counter-payment-switch"
      />
    </Paper>
  );
}
