import { ACCOUNTS_TEXTS, COMMON_TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

/** The start menu of 000 §2; the catalogue entry stays hidden until the catalogue exists. */
const MENU = [
  { to: "/login", label: ACCOUNTS_TEXTS.login.submit, variant: "filled" },
  { to: "/login?openAccount=1", label: ACCOUNTS_TEXTS.login.createAccount, variant: "light" },
  { to: "/infos/general", label: ACCOUNTS_TEXTS.home.info, variant: "default" },
  { to: "/apropos", label: ACCOUNTS_TEXTS.home.about, variant: "default" },
] as const;

/**
 * `/`: the home menu, for visitors without a session (the router's `GuestOnly` sends the others
 * to their page).
 */
export function HomePage() {
  return (
    <Stack maw={420} mx="auto" py="xl" gap="lg">
      <Stack gap={4} ta="center">
        <PageTitle size="h1">{COMMON_TEXTS.appName}</PageTitle>
        <Text c="dimmed">{ACCOUNTS_TEXTS.home.tagline}</Text>
      </Stack>
      {MENU.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="lg" variant={entry.variant}>
          {entry.label}
        </Button>
      ))}
    </Stack>
  );
}
