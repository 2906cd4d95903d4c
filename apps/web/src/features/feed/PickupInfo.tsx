import { Anchor, Paper, Stack, Text } from "@mantine/core";
import { displayName, parseOpeningHours, TEXTS, todaysHoursText } from "@reseau/shared";
import { useEstablishment } from "../profile/queries";

/**
 * Where to collect a ready prescription (issue 7 §2): the pharmacy's name, address, today's
 * opening hours (Paris day) and phone, from its card (`GET /ws/establishment/{id}`). Shows
 * nothing while loading or when the card cannot be read.
 */
export function PickupInfo({ pharmacyId }: { pharmacyId: string }) {
  const pharmacy = useEstablishment(pharmacyId).data;
  if (!pharmacy) return null;
  const phone = pharmacy.phones[0];
  return (
    <Paper
      p="sm"
      radius="md"
      bg="var(--mantine-color-green-0)"
      style={{ border: "1px solid var(--mantine-color-green-6)" }}
      data-testid="pickup-info"
    >
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {TEXTS.feed.readyAt} {displayName(pharmacy)}
        </Text>
        {pharmacy.fullAddress && <Text size="sm">{pharmacy.fullAddress}</Text>}
        <Text size="sm">{todaysHoursText(parseOpeningHours(pharmacy.openingHours))}</Text>
        {phone && (
          <Anchor size="sm" href={`tel:${phone.replace(/\s+/g, "")}`}>
            {phone}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
