import { TEXTS } from "@reseau/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { refreshRoots } from "../../app/queryRoots";
import { notifyError, notifySuccess } from "../../components/notify";

/**
 * The bank's 3-D Secure page sends the patient back to `/feed?paiement={message}` (issue 20 §2):
 * the payment request's payment is read back from the provider through our server
 * (`GET /market/mp/pay-request/{id}`), its outcome told, the feed refreshed (« Payé » on the
 * prescription once paid), and the address cleaned.
 */
export function usePaymentRequestReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const message = params.get("paiement");
  useEffect(() => {
    if (!message) return;
    setParams({}, { replace: true });
    void import("../payments/payOrder").then(async ({ readPaymentRequest, PAID_REQUEST_ROOTS }) => {
      try {
        const result = await readPaymentRequest(message);
        if (result.outcome === "FAILED")
          notifyError(result.message ?? TEXTS.payments.refusals.other);
        else if (result.message) notifySuccess(result.message);
      } catch (error) {
        notifyError(failureText(error));
      }
      refreshRoots(queryClient, PAID_REQUEST_ROOTS);
    });
  }, [message, setParams, queryClient]);
}
