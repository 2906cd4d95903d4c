import { Anchor, Stack, Text, Title } from "@mantine/core";
import { EMERGENCY_NUMBERS, POISON_CENTRES, TEXTS } from "@reseau/shared";
import { ModalPage } from "../../components/ModalPage";

/**
 * `/modal-emergency` (000 §2 modals, §9 emergency numbers; issue 19 §4), for everyone: each
 * number as a `tel:` link named by its number and service, then the nine poison centres.
 */
export function EmergencyPage() {
  return (
    <ModalPage title={TEXTS.info.emergencyTitle}>
      <Text fw={600}>{TEXTS.info.emergencyIntro}</Text>
      <Stack gap="xs" component="section" aria-labelledby="emergency-services">
        <Title order={2} size="h4" id="emergency-services">
          {TEXTS.info.emergencyServices}
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {EMERGENCY_NUMBERS.map((entry) => (
            <li key={entry.dial}>
              <Anchor href={`tel:${entry.dial}`} fw={700} size="lg">
                {entry.shown} {entry.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {entry.use}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="poison-centres">
        <Title order={2} size="h4" id="poison-centres">
          {TEXTS.info.poisonTitle}
        </Title>
        <Text size="sm">{TEXTS.info.poisonIntro}</Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {POISON_CENTRES.map((centre) => (
            <li key={centre.city}>
              <Anchor href={`tel:${centre.dial}`} fw={600}>
                {centre.city} {centre.shown}
              </Anchor>
              {centre.note && (
                <Text size="sm" c="dimmed">
                  {centre.note}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </ModalPage>
  );
}
