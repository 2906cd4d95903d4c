import { Anchor, Paper, Stack, Text } from "@mantine/core";
import {
  displayName,
  openingStatusText,
  parseOpeningHours,
  TEXTS,
  todaysHours,
  todaysHoursText,
} from "@reseau/shared";
import { useEffect, useState } from "react";
import { useEstablishment } from "../profile/queries";

/** How often the card reads the clock again, in milliseconds: « Ouverte » turns « Fermée » live. */
const CLOCK_TICK_MS = 60_000;

/** The current time, read again every `CLOCK_TICK_MS`; `fixed` (tests) stops the clock. */
function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/** Props of `PickupInfo`. */
export interface PickupInfoProps {
  /** The pharmacy that holds it. */
  pharmacyId: string;
  /** What waits there: the title says « ordonnance » or « commande ». */
  kind: "prescription" | "order";
  /** The time the card reads the hours at; the device's clock (Paris hours) by default. */
  now?: Date;
}

/**
 * The « ready » card (issue 7 §2, issue 18 §1): « Votre ordonnance est prête » (or « commande »),
 * where to collect it (the pharmacy's name, address, phone, from its card
 * `GET /ws/establishment/{id}`) and when: open now until when, or when it opens next, and
 * today's hours, all on the Paris clock. Nothing about hours when the pharmacy gave none. Shows
 * nothing while loading or when the card cannot be read.
 */
export function PickupInfo({ pharmacyId, kind, now: fixedNow }: PickupInfoProps) {
  const pharmacy = useEstablishment(pharmacyId).data;
  const now = useNow(fixedNow);
  if (!pharmacy) return null;
  const phone = pharmacy.phones[0];
  const hours = parseOpeningHours(pharmacy.openingHours);
  const status = openingStatusText(hours, now);
  // « Fermé aujourd’hui » would only repeat the sentence saying when it opens next
  const today = todaysHours(hours, now).length > 0 ? todaysHoursText(hours, now) : null;
  return (
    <Paper
      p="sm"
      radius="md"
      bg="var(--mantine-color-green-0)"
      style={{ border: "1px solid var(--mantine-color-green-6)" }}
      data-testid="pickup-info"
    >
      <Stack gap={2}>
        <Text fw={700} data-testid="pickup-title">
          {TEXTS.feed.readyTitle[kind]}
        </Text>
        <Text size="sm" fw={600}>
          {TEXTS.feed.readyAt} {displayName(pharmacy)}
        </Text>
        {pharmacy.fullAddress && (
          <Text size="sm" data-testid="pickup-address">
            {pharmacy.fullAddress}
          </Text>
        )}
        {status && (
          <Text size="sm" fw={600} data-testid="pickup-open-now">
            {status}
          </Text>
        )}
        {today && (
          <Text size="sm" data-testid="pickup-hours">
            {today}
          </Text>
        )}
        {phone && (
          <Anchor size="sm" href={`tel:${phone.replace(/\s+/g, "")}`}>
            {phone}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
