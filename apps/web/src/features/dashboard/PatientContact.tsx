import { Anchor, Group, Text } from "@mantine/core";
import { useUserCard } from "../session/queries";
import { TEXTS, format } from "@reseau/shared";

/** Birth date `YYYY-MM-DD` shown the French way, `DD/MM/YYYY`. */
function frenchDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * The patient's phone (a `tel:` link, to call about the order) and birth date, under their name
 * in the dashboard's detail pane. Shows nothing while loading or when the server hides them.
 */
export function PatientContact({ userId }: { userId: string }) {
  // a hidden card is not an error worth a toast: the pane just shows less
  const patient = useUserCard(userId);
  const phone = patient.data?.phones[0];
  const birth = patient.data?.birth;
  if (!phone && !birth) return null;
  return (
    <Group gap="md" data-testid="patient-contact">
      {phone && (
        <Anchor href={`tel:${phone.replace(/\s/g, "")}`} size="sm">
          {phone}
        </Anchor>
      )}
      {birth && (
        <Text size="sm" c="dimmed">
          {format(TEXTS.labs.birth, { date: frenchDate(birth) })}
        </Text>
      )}
    </Group>
  );
}
