import { TEXTS } from "@reseau/shared";
import { TintBadge } from "../../components/TintBadge";

/** « Payé », a payment request the patient paid (her feed; the pharmacist's queue). */
export function PaidBadge({ testId }: { testId: string }) {
  return (
    <TintBadge color="teal" testId={testId}>
      {TEXTS.marketAccount.paid}
    </TintBadge>
  );
}
