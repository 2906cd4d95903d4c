import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { format, formatDistanceKm, TEXTS, type MapEstablishment } from "@reseau/shared";
import { placeText } from "../profile/location";
import type { PlacedPharmacy } from "./queries";

const T = TEXTS.locator;

/**
 * The group's pharmacies as a list (issue 19 §3), the accessible way to choose: each its name,
 * address, distance in km with 2 decimals once her position is known (000 §9), and a button
 * « Choisir » named after it (`onChoose`: none for a professional, who has no pharmacy to
 * choose). `mine` is marked « Votre pharmacie ».
 */
export function PharmacyList({
  pharmacies,
  mine,
  onChoose,
  choosing,
}: {
  pharmacies: readonly PlacedPharmacy[];
  mine: string | null;
  onChoose: ((pharmacy: MapEstablishment) => void) | null;
  choosing: string | null;
}) {
  return (
    <Stack
      component="ul"
      aria-label={T.listLabel}
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      data-testid="locator-list"
    >
      {pharmacies.map(({ pharmacy, km }) => (
        <Paper component="li" key={pharmacy.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="center">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>{pharmacy.name}</Text>
              <Text size="sm">{placeText(pharmacy)}</Text>
              {km !== null && (
                <Text size="sm" c="dimmed" data-testid="locator-distance">
                  {formatDistanceKm(km)}
                </Text>
              )}
              {mine === pharmacy.id && (
                <Badge variant="light" w="fit-content">
                  {T.mine}
                </Badge>
              )}
            </Stack>
            {onChoose && mine !== pharmacy.id && (
              <Button
                variant="light"
                onClick={() => onChoose(pharmacy)}
                loading={choosing === pharmacy.id}
                disabled={choosing !== null && choosing !== pharmacy.id}
                aria-label={format(T.chooseNamed, { name: pharmacy.name })}
              >
                {T.choose}
              </Button>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
