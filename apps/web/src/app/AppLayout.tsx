import { Anchor, AppShell, Button, Container, Group, Text, UnstyledButton } from "@mantine/core";
import { displayName } from "@reseau/shared";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useResumePendingUpload } from "../features/documents/useSendDocument";
import { useRealtime } from "../features/realtime/useRealtime";
import { useCurrentUser, useLogout } from "../features/session/queries";

const NAV = {
  patient: [
    { to: "/profil", label: "Mon profil" },
    { to: "/feed", label: "Mon fil" },
    { to: "/annuaire", label: "Annuaire" },
  ],
  pro: [
    { to: "/dashboard", label: "Tableau de bord" },
    { to: "/annuaire", label: "Annuaire" },
  ],
} as const;

const noWrap = { whiteSpace: "nowrap" } as const;
const centered = { display: "flex", alignItems: "center", justifyContent: "center" } as const;

/**
 * The frame of every page: the header with "Réseau Santé", the user's pages, their name and
 * "Déconnexion"; on a phone the pages move to a bar at the bottom, under the thumb. The realtime
 * socket is open while someone is logged in.
 */
export function AppLayout() {
  const user = useCurrentUser();
  const logout = useLogout();
  const { pathname } = useLocation();
  useRealtime(user?.id ?? null);
  useResumePendingUpload();

  const links = user ? NAV[user.type === "patient" ? "patient" : "pro"] : [];
  const wide = pathname.startsWith("/dashboard");
  const bottomBar = links.length > 1;
  return (
    <AppShell
      header={{ height: 56 }}
      footer={bottomBar ? { height: { base: 56, sm: 0 } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Anchor
              component={Link}
              to="/"
              fw={700}
              fz={{ base: "md", sm: "lg" }}
              underline="never"
              style={noWrap}
            >
              Réseau Santé
            </Anchor>
            {links.map((link) => (
              <Anchor
                key={link.to}
                component={NavLink}
                to={link.to}
                size="sm"
                // on a phone the pages are in the bottom bar, or for a single page behind « Réseau
                // Santé » (which leads a signed-in user home): « Déconnexion » stays on screen
                visibleFrom="sm"
                fw={pathname === link.to ? 700 : 400}
                c={pathname === link.to ? undefined : "dimmed"}
                style={noWrap}
              >
                {link.label}
              </Anchor>
            ))}
          </Group>
          {user && (
            <Group gap="sm" wrap="nowrap">
              <Text size="sm" visibleFrom="sm" truncate maw={220} data-testid="user-name">
                {displayName(user)}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
              >
                Déconnexion
              </Button>
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size={wide ? "100%" : "lg"} px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
      {bottomBar && (
        <AppShell.Footer hiddenFrom="sm">
          <Group h="100%" grow gap={0}>
            {links.map((link) => (
              <UnstyledButton
                key={link.to}
                component={NavLink}
                to={link.to}
                h="100%"
                style={centered}
                fw={pathname === link.to ? 700 : 400}
                c={pathname === link.to ? "blue" : "dimmed"}
              >
                {link.label}
              </UnstyledButton>
            ))}
          </Group>
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
