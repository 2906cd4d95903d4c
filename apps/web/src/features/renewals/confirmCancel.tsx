import { Text } from "@mantine/core";
import { openConfirmModal } from "../../components/confirmDialog";
import { TEXTS } from "@reseau/shared";

/**
 * Asks « Annuler ce renouvellement ? » before a running renewal order is cancelled, by the
 * patient or by the pharmacy (issue 10 §3: the other side is told and the renewals stop);
 * `onConfirm` runs on « Annuler le renouvellement », nothing on « Garder ».
 */
export function confirmRenewalCancel(onConfirm: () => void): void {
  openConfirmModal({
    title: TEXTS.renewals.cancel,
    children: <Text size="sm">{TEXTS.renewals.cancelConfirm}</Text>,
    labels: { confirm: TEXTS.renewals.cancel, cancel: TEXTS.renewals.keep },
    confirmProps: { color: "red", "data-testid": "renew-cancel-confirm" },
    onConfirm,
  });
}
