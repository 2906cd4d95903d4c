import { ACCOUNTS_TEXTS, COMMON_TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Button, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The start menu of 000 §2; the catalogue entry stays hidden until the catalogue exists. */
const MENU = [
  { to: "/login", label: ACCOUNTS_TEXTS.login.submit, variant: "filled" },
  { to: "/login?openAccount=1", label: ACCOUNTS_TEXTS.login.createAccount, variant: "light" },
  { to: "/infos/general", label: ACCOUNTS_TEXTS.home.info, variant: "default" },
  { to: "/apropos", label: ACCOUNTS_TEXTS.home.about, variant: "default" },
] as const;

/**
 * `/`: what the product does in one sentence and how in three steps (issue 18 §2), then the home
 * menu, for visitors without a session (the router's `GuestOnly` sends the others to their page).
 */
export function HomePage() {
  return (
    <Stack maw={420} mx="auto" py="xl" gap="lg">
      <Stack gap={4} ta="center">
        <PageTitle size="h1">{COMMON_TEXTS.appName}</PageTitle>
        <Text c="dimmed">{ACCOUNTS_TEXTS.home.tagline}</Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="home-how">
        <Title order={2} size="h4" id="home-how">
          {ACCOUNTS_TEXTS.home.howTitle}
        </Title>
        <List type="ordered" spacing={4}>
          {ACCOUNTS_TEXTS.home.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>
      {MENU.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="lg" variant={entry.variant}>
          {entry.label}
        </Button>
      ))}
    </Stack>
  );
}
