import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate } from "react-router";
import { homePathFor, useSession } from "../session/useSession";

/** The start menu of 000 §2; the catalogue entry stays hidden until the catalogue exists. */
const MENU = [
  { to: "/login", label: "Se connecter", variant: "filled" },
  { to: "/login?openAccount=1", label: "Créer un compte", variant: "light" },
  { to: "/infos/general", label: "Informations", variant: "default" },
  { to: "/apropos", label: "À propos", variant: "default" },
] as const;

/**
 * `/`: the home menu. With a session the user goes straight to their page (000 §2: patient →
 * profile, pro-app users → dashboard).
 */
export function HomePage() {
  const session = useSession();
  if (session.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (session.data) return <Navigate to={homePathFor(session.data.type)} replace />;

  return (
    <Stack maw={420} mx="auto" py="xl" gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1}>Réseau Santé</Title>
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
