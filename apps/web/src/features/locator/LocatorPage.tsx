import { Alert, Button, Center, Grid, Loader, Stack, Text } from "@mantine/core";
import { format, TEXTS, type AppConfig, type MapEstablishment } from "@reseau/shared";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { failureText } from "../../api/errors";
import { useAppConfig } from "../../app/appConfig";
import { QUERY_ROOTS } from "../../app/queryRoots";
import { PageTitle } from "../../components/PageTitle";
import { currentPosition, MAP_GEOLOCATION, type Position } from "../profile/location";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import { RETURN_PARAM } from "../session/startPages";
import { PharmacyList } from "./PharmacyList";
import { PharmacyMap } from "./PharmacyMap";
import { byDistance, choosePharmacy, useGroupMap } from "./queries";

const T = TEXTS.locator;
/** This page's address: where the login brings a visitor back to. */
const LOCATOR_PATH = "/modal-select-pharm";

/** What the browser said of her position: not yet, where she is, or that it cannot tell. */
type Located = { state: "asking" } | { state: "found"; position: Position } | { state: "refused" };

/** Asks the browser once, with the map's options (000 §9: 1 h old, 1 s, high accuracy). */
function usePosition(): Located {
  const [located, setLocated] = useState<Located>({ state: "asking" });
  useEffect(() => {
    let live = true;
    currentPosition(MAP_GEOLOCATION).then(
      (position) => live && setLocated({ state: "found", position }),
      () => live && setLocated({ state: "refused" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return located;
}

/**
 * `/modal-select-pharm` (001 route table, 000 §2 "Pharmacy locator", issue 19 §3): the running
 * group's pharmacies on a map and in a list; outside a group, the group-only text of 000 §6.
 */
export function LocatorPage() {
  const config = useAppConfig();
  return (
    <Stack gap="md" py="md">
      <PageTitle>{T.title}</PageTitle>
      {!config ? (
        <Center py="xl">
          <Loader aria-label={TEXTS.actions.loading} />
        </Center>
      ) : config.variant.code ? (
        <GroupLocator config={config} />
      ) : (
        <Alert color="yellow" variant="light">
          {T.groupsOnly}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The locator of a group: the map beside the list (under it on a phone); her position asked as
 * the page opens — granted, the map centres on her and the list says how far each pharmacy is,
 * nearest first; refused, the text of 000 §8. « Choisir » makes a patient's pharmacy the chosen
 * one (and a contact); a visitor is asked to log in and comes back here.
 */
function GroupLocator({ config }: { config: AppConfig }) {
  const user = useCurrentUser();
  const setSessionUser = useSetSessionUser();
  const located = usePosition();
  const map = useGroupMap();
  const [visitorChose, setVisitorChose] = useState(false);
  const choose = useMutation({
    mutationFn: (pharmacy: MapEstablishment) => choosePharmacy(pharmacy.id),
    meta: {
      context: "choose pharmacy on the map",
      refreshes: [QUERY_ROOTS.contacts, QUERY_ROOTS.pharmacies],
    },
    onSuccess: (updated) => setSessionUser(updated),
  });
  const near = located.state === "found" ? located.position : null;
  const pharmacies = byDistance(map.data ?? [], near);
  // 000 §2: choosing needs a patient account; a professional has no pharmacy to choose
  const onChoose =
    user === null
      ? () => setVisitorChose(true)
      : user.type === "patient"
        ? (pharmacy: MapEstablishment) => choose.mutate(pharmacy)
        : null;
  const chosen = choose.isSuccess ? choose.variables : null;

  return (
    <>
      <Text>{format(T.intro, { group: config.variant.name })}</Text>
      <div role="status" aria-live="polite">
        {located.state === "refused" && (
          <Alert color="orange" variant="light">
            {T.locateFailed}
          </Alert>
        )}
        {chosen && (
          <Alert color="teal" variant="light" data-testid="locator-chosen">
            {format(T.chosen, { name: chosen.name })}
          </Alert>
        )}
      </div>
      {choose.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(choose.error)}
        </Alert>
      )}
      {visitorChose && (
        <Alert color="blue" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{T.loginToChoose}</Text>
            <Button
              component={Link}
              to={`/login?${RETURN_PARAM}=${encodeURIComponent(LOCATOR_PATH)}`}
              size="sm"
            >
              {TEXTS.login.submit}
            </Button>
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PharmacyMap
            pharmacies={pharmacies}
            start={config.map}
            near={near}
            tilesUrl={config.map.tilesUrl}
            tilesAttribution={config.map.tilesAttribution}
            onChoose={onChoose}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            {located.state === "asking" && (
              <Text size="sm" c="dimmed">
                {T.locating}
              </Text>
            )}
            {near && pharmacies.length > 1 && (
              <Text size="sm" c="dimmed">
                {T.nearestFirst}
              </Text>
            )}
            {map.isPending ? (
              <Center py="md">
                <Loader aria-label={TEXTS.actions.loading} />
              </Center>
            ) : map.isError ? (
              <Alert color="red" variant="light" role="alert">
                {failureText(map.error)}
              </Alert>
            ) : pharmacies.length === 0 ? (
              <Text c="dimmed">{T.empty}</Text>
            ) : (
              <PharmacyList
                pharmacies={pharmacies}
                mine={user?.idpharma ?? null}
                onChoose={onChoose}
                choosing={choose.isPending ? (choose.variables?.id ?? null) : null}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
