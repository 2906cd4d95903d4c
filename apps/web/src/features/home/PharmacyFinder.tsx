import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  ACCOUNTS_TEXTS,
  COMMON_TEXTS,
  openingStatusText,
  parseOpeningHours,
  TEXTS,
  type PublicPharmacy,
} from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { apiRequest } from "../../api/client";
import { currentPosition, distanceText, placeText, type Position } from "../profile/location";
import { failureText } from "../../api/errors";

/** The path of `accountsApi.publicPharmacies`. */
const FINDER_PATH = "/ws/public/pharmacies";

/**
 * The visitors' pharmacy finder of the home page (issue 18 §2): a postcode, a city or a name, or
 * « Autour de moi »; each pharmacy with its address, whether it is open now and its distance, and
 * the way to create an account to send it prescriptions. Fetched when the visitor opens it.
 */
export function PharmacyFinder() {
  const [text, setText] = useState("");
  const [near, setNear] = useState<Position | null>(null);
  const search = useMutation({
    mutationFn: async (query: { text?: string; position?: Position }) =>
      apiRequest<PublicPharmacy[]>(FINDER_PATH, {
        query: query.position ? { ...query.position } : { text: query.text },
      }),
    meta: { context: "find pharmacies", errors: "inline" },
  });
  const locate = useMutation({
    mutationFn: currentPosition,
    meta: { context: "locate the visitor", errors: "inline" },
    onSuccess: (position) => {
      setNear(position);
      search.mutate({ position });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNear(null);
    if (text.trim().length >= 2) search.mutate({ text: text.trim() });
  };
  const now = new Date();

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-finder" data-testid="pharmacy-finder">
      <Title order={2} size="h4" id="home-finder">
        {ACCOUNTS_TEXTS.home.finder}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={TEXTS.profile.pharmacySearchHint}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            minLength={2}
          />
          <Button type="submit" loading={search.isPending && !near}>
            {COMMON_TEXTS.actions.search}
          </Button>
        </Group>
      </form>
      <Button variant="light" onClick={() => locate.mutate()} loading={locate.isPending}>
        {TEXTS.profile.aroundMe}
      </Button>
      {locate.isError && (
        <Alert color="orange" variant="light">
          {TEXTS.profile.locationUnavailable}
        </Alert>
      )}
      {search.isError && (
        <Alert color="red" variant="light">
          {failureText(search.error)}
        </Alert>
      )}
      {search.isPending && <Loader size="sm" aria-label={ACCOUNTS_TEXTS.home.finderLoading} />}
      {search.data?.length === 0 && <Text size="sm">{ACCOUNTS_TEXTS.home.finderNone}</Text>}
      {search.data && search.data.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          role="list"
        >
          {search.data.map((pharmacy) => {
            const open = openingStatusText(parseOpeningHours(pharmacy.openingHours), now);
            const place = placeText(pharmacy);
            const distance = distanceText(near, pharmacy);
            return (
              <Card
                component="li"
                key={pharmacy.id}
                withBorder
                padding="sm"
                data-testid="finder-pharmacy"
              >
                <Text fw={700}>{pharmacy.name}</Text>
                {place && (
                  <Text size="sm">
                    {place}
                    {distance && ` (${distance})`}
                  </Text>
                )}
                {open && (
                  <Text size="sm" fw={600}>
                    {open}
                  </Text>
                )}
                {pharmacy.phones[0] && (
                  <Anchor size="sm" href={`tel:${pharmacy.phones[0].replace(/\s/g, "")}`}>
                    {pharmacy.phones[0]}
                  </Anchor>
                )}
                <Anchor component={Link} to="/login?openAccount=1" size="sm" mt={4}>
                  {ACCOUNTS_TEXTS.home.finderChoose}
                </Anchor>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
