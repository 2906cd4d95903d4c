import {
  Anchor,
  AppShell,
  Box,
  Button,
  Container,
  Group,
  Menu,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { displayName, TEXTS, type PublicUser, type UserType } from "@reseau/shared";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { useResumePendingUpload } from "../features/documents/useSendDocument";
import { useRealtime } from "../features/realtime/useRealtime";
import { OfflineBanner } from "../features/offline/OfflineBanner";
import { PushAlertHost } from "../features/offline/PushAlertHost";
import { useRefreshPushDevice } from "../features/offline/useRefreshPushDevice";
import { useMarketSocket } from "../features/orders/useMarketSocket";
import { useCurrentUser, useLogout } from "../features/session/queries";
import { startPathOf } from "../features/session/startPages";

/**
 * The pages of each app, in the header from 1200 px and in the « Menu » below; `bar` marks the
 * patient's pages kept in the bottom bar on a phone, under the thumb (four at most).
 */
const NAV: Record<
  "patient" | "pro",
  readonly { to: string; label: string; bar?: boolean; only?: UserType }[]
> = {
  patient: [
    { to: "/feed", label: TEXTS.feed.title, bar: true },
    { to: "/contacts", label: TEXTS.picker.titles.contacts, bar: true },
    { to: "/familles", label: TEXTS.family.title, bar: true },
    { to: "/profil", label: TEXTS.nav.profile, bar: true },
    { to: "/renouveler", label: TEXTS.renewals.navLabel },
    { to: "/feed-dossier", label: TEXTS.folders.menu },
    { to: "/mes-commandes", label: TEXTS.orders.listTitle },
    { to: "/modal-cart", label: TEXTS.orders.openCart },
    { to: "/catalogue-pharmacie", label: TEXTS.market.menu },
    { to: "/annuaire", label: TEXTS.dashboard.states.DIRECTORY_PRO },
    { to: "/compte", label: TEXTS.lifecycle.pages.menu },
  ],
  pro: [
    { to: "/dashboard", label: TEXTS.nav.dashboard },
    { to: "/dossiers-patients", label: TEXTS.patients.title },
    { to: "/renouvellements", label: TEXTS.renewals.navLabel },
    { to: "/mes-commandes", label: TEXTS.orders.listTitle },
    { to: "/page-catalog-edit", label: TEXTS.market.catalogEditTitle, only: "pharmacy" },
    { to: "/import-stock", label: TEXTS.stockImport.title, only: "pharmacy" },
    { to: "/modal-select-doc-library", label: TEXTS.library.title, only: "pharmacy" },
    { to: "/contacts", label: TEXTS.picker.titles.contacts },
    { to: "/annuaire", label: TEXTS.dashboard.states.DIRECTORY_PRO },
    { to: "/profil-pro", label: TEXTS.dashboard.states.PROFILE },
    { to: "/compte", label: TEXTS.lifecycle.pages.menu },
  ],
};

/** A laboratory's (or lab group's) results page, first of its pages (000 §2: its start page). */
const LAB_RESULTS = { to: "/analyses", label: TEXTS.labs.title } as const;

/**
 * A user's pages; a pro's « Tableau de bord » is their start page (the optician's, 000 §2); a
 * laboratory's start with its analysis results.
 */
function linksOf(
  user: PublicUser,
): readonly { to: string; label: string; bar?: boolean; only?: UserType }[] {
  if (user.type === "patient") return NAV.patient;
  if (user.type === "labo" || user.type === "grp_lab") return [LAB_RESULTS, ...NAV.pro];
  const start = startPathOf(user);
  return NAV.pro.map((link) => (link.to === "/dashboard" ? { ...link, to: start } : link));
}

/** The pages the header shows from 1200 px; the others are in « Menu » at every width. */
const HEADER_LINKS = 6;

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
  useMarketSocket(user?.id ?? null);
  useResumePendingUpload();
  useRefreshPushDevice(user?.id ?? null);

  const links = user ? linksOf(user).filter((link) => !link.only || link.only === user.type) : [];
  const wide = pathname.startsWith("/dashboard");
  // the pro's phone dashboard keeps its whole height: its pages are in the « Menu »
  const barLinks = user?.type === "patient" ? links.filter((link) => link.bar) : [];
  const bottomBar = barLinks.length > 1;
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
            {links.slice(0, HEADER_LINKS).map((link) => (
              <Anchor
                key={link.to}
                component={NavLink}
                to={link.to}
                size="sm"
                // narrower, the pages are in the « Menu » (and a patient's first ones in the bottom
                // bar on a phone): « Déconnexion » stays on screen
                visibleFrom="lg"
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
              {links.length > 0 && (
                <PagesMenu
                  links={links}
                  pathname={pathname}
                  everyWidth={links.length > HEADER_LINKS}
                />
              )}
              <Text size="sm" visibleFrom="sm" truncate maw={220} data-testid="user-name">
                {displayName(user)}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => logout.mutate()}
                loading={logout.isPending}
              >
                {TEXTS.nav.logout}
              </Button>
            </Group>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Container size={wide ? "100%" : "lg"} px={0}>
          <OfflineBanner />
          <Outlet />
          <PushAlertHost enabled={user !== null} />
        </Container>
      </AppShell.Main>
      {bottomBar && (
        <AppShell.Footer hiddenFrom="sm">
          <Group h="100%" grow gap={0}>
            {barLinks.map((link) => (
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

/**
 * Every page of the app in a menu opened by « Menu »: below 1200 px, and at every width when the
 * header cannot hold them all (`everyWidth`).
 */
function PagesMenu({
  links,
  pathname,
  everyWidth,
}: {
  links: readonly { to: string; label: string }[];
  pathname: string;
  everyWidth: boolean;
}) {
  return (
    <Box hiddenFrom={everyWidth ? undefined : "lg"}>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <Button size="compact-sm" variant="default" data-testid="pages-menu">
            {TEXTS.nav.menu}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map((link) => (
            <Menu.Item
              key={link.to}
              component={Link}
              to={link.to}
              fw={pathname === link.to ? 700 : 400}
              aria-current={pathname === link.to ? "page" : undefined}
            >
              {link.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
