import { Badge } from "@mantine/core";
import { TEXTS } from "@reseau/shared";

/** « Payé », a payment request the patient paid (her feed; the pharmacist's queue). */
export function PaidBadge({ testId }: { testId: string }) {
  return (
    <Badge
      color="teal"
      variant="light"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      styles={{
        // dark text on the lightest tint, as the status badges (RGAA 3.2)
        root: {
          color: "var(--mantine-color-gray-9)",
          backgroundColor: "var(--mantine-color-teal-0)",
          border: "1px solid var(--mantine-color-teal-6)",
        },
      }}
      data-testid={testId}
    >
      {TEXTS.marketAccount.paid}
    </Badge>
  );
}
