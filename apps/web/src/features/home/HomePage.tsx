import { COMMON_TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

/** The start menu of 000 §2; the catalogue entry stays hidden until the catalogue exists. */
const MENU = [
  { to: "/login", label: "Se connecter", variant: "filled" },
  { to: "/login?openAccount=1", label: "Créer un compte", variant: "light" },
  { to: "/infos/general", label: "Informations", variant: "default" },
  { to: "/apropos", label: "À propos", variant: "default" },
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
        <Text c="dimmed">
          Envoyez vos ordonnances à votre pharmacie et suivez leur préparation.
        </Text>
      </Stack>
      {MENU.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="lg" variant={entry.variant}>
          {entry.label}
        </Button>
      ))}
    </Stack>
  );
}
