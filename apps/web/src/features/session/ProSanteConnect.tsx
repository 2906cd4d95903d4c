import { PSC_LOGIN_PATH, PSC_OUTCOME_PARAM, PSC_TEXTS, pscOutcomeMessage } from "@reseau/shared";
import { Alert, Button, Divider, Stack, Text } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { useAppConfig } from "../../app/appConfig";
import { PSC_BLUE } from "../../app/theme";

const noSubscription = () => () => {};

/**
 * True once the app runs in the browser, false while it hydrates a page the build rendered ahead
 * (apps/web/build/prerender.ts renders /login without PSC): the button then appears just after
 * hydration instead of making the drawn page differ from the app's first render.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The message of a PSC login the server refused (`/login?psc=inconnu|erreur`, issue 24 §4), shown
 * above the login form; nothing without one.
 */
export function ProSanteConnectOutcome() {
  const [params] = useSearchParams();
  const message = pscOutcomeMessage(params.get(PSC_OUTCOME_PARAM));
  if (!message) return null;
  return (
    <Alert color="red" role="alert" mb="md">
      {message}
    </Alert>
  );
}

/**
 * « Se connecter avec Pro Santé Connect » (issue 24 §4) under the login form, when the server runs
 * PSC (`GET /ws/config` `proSanteConnect`): a plain link to `GET /ws/login/psc`, which sends the
 * browser to the provider (no library, nothing added to the page's weight).
 */
export function ProSanteConnectButton() {
  const enabled = useAppConfig()?.proSanteConnect === true;
  const hydrated = useHydrated();
  if (!enabled || !hydrated) return null;
  return (
    <Stack gap="xs" mt="md">
      <Divider label={PSC_TEXTS.or} labelPosition="center" />
      <Button component="a" href={PSC_LOGIN_PATH} color={PSC_BLUE} size="md" fullWidth>
        {PSC_TEXTS.button}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {PSC_TEXTS.what}
      </Text>
    </Stack>
  );
}
