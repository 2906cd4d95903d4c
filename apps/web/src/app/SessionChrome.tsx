import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  displayName,
  FINAL_ORDER_STATUSES,
  TEXTS,
  type PublicUser,
  type UserType,
  type VariantFeatures,
} from "@reseau/shared";
import { Link, NavLink } from "react-router";
import { useAppConfig } from "./appConfig";
import { useResumePendingUpload } from "../features/documents/useSendDocument";
import { PushAlertHost } from "../features/offline/PushAlertHost";
import { useRefreshPushDevice } from "../features/offline/useRefreshPushDevice";
import { useCart } from "../features/orders/cartStore";
import { useMarketOrders } from "../features/orders/queries";
import { useMarketSocket } from "../features/orders/useMarketSocket";
import { useRealtime } from "../features/realtime/useRealtime";
import { useLogout } from "../features/session/queries";
import { startPathOf, usesPage, type PageUse } from "../features/session/startPages";
import { SideMenu } from "./SideMenu";

// What the frame (AppLayout) shows and runs only for a logged-in user, fetched once someone is:
// the home and login pages do without the menu, the sockets and the session's calls.

type NavLinkEntry = {
  to: string;
  label: string;
  bar?: boolean;
  only?: UserType;
  /** Offered only to the roles with a use of the page (issue 18 §5, `usesPage`). */
  use?: PageUse;
  /** Offered only where the running variant has this feature (issue 19 §1). */
  feature?: keyof VariantFeatures;
};

/**
 * The pages of each app, in the header from 1200 px and in the « Menu » below; `bar` marks the
 * patient's pages kept in the bottom bar on a phone, under the thumb (four at most).
 */
const NAV: Record<"patient" | "pro", readonly NavLinkEntry[]> = {
  patient: [
    { to: "/feed", label: TEXTS.feed.title, bar: true },
    { to: "/contacts", label: TEXTS.picker.titles.contacts, bar: true },
    { to: "/familles", label: TEXTS.shell.family, bar: true },
    { to: "/profil", label: TEXTS.nav.profile, bar: true },
    { to: "/catalogue-pharmacie", label: TEXTS.market.menu },
    { to: "/mes-commandes", label: TEXTS.orders.listTitle, use: "orders" },
    { to: "/renouveler", label: TEXTS.renewals.navLabel, use: "renewals" },
    { to: "/questionnaires", label: TEXTS.surveys.listTitle, use: "surveys" },
    { to: "/feed-dossier", label: TEXTS.folders.menu },
    { to: "/annuaire", label: TEXTS.dashboard.states.DIRECTORY_PRO },
    {
      to: "/compte-marketplace-patient",
      label: TEXTS.shell.pages["compte-marketplace-patient"],
      use: "orders",
    },
    { to: "/compte", label: TEXTS.lifecycle.pages.menu },
  ],
  pro: [
    { to: "/dashboard", label: TEXTS.nav.dashboard },
    { to: "/dossiers-patients", label: TEXTS.patients.title },
    { to: "/renouvellements", label: TEXTS.renewals.navLabel, use: "renewals" },
    { to: "/mes-commandes", label: TEXTS.orders.listTitle, use: "orders" },
    { to: "/membres-groupement", label: TEXTS.membership.membersTitle, use: "members" },
    { to: "/modal-publish", label: TEXTS.shell.pages["modal-publish"], use: "members" },
    { to: "/stats", label: TEXTS.shell.pages.stats, use: "stats" },
    { to: "/liste-ops", label: TEXTS.operations.listTitle, use: "operations" },
    { to: "/questionnaire-admin", label: TEXTS.surveys.adminMenu, use: "surveyAdmin" },
    { to: "/questionnaires", label: TEXTS.surveys.listTitle, use: "surveys" },
    { to: "/page-catalog-edit", label: TEXTS.market.catalogEditTitle, only: "pharmacy" },
    { to: "/import-stock", label: TEXTS.stockImport.title, only: "pharmacy" },
    { to: "/modal-select-doc-library", label: TEXTS.library.title, only: "pharmacy" },
    {
      to: "/apoticare/commandes",
      label: TEXTS.apoticare.pharmacyOrders,
      only: "pharmacy",
      feature: "experimentalQuestionnaire",
    },
    { to: "/contacts", label: TEXTS.picker.titles.contacts },
    { to: "/annuaire", label: TEXTS.dashboard.states.DIRECTORY_PRO },
    { to: "/profil-pro", label: TEXTS.dashboard.states.PROFILE },
    {
      to: "/compte-marketplace-pharmacie",
      label: TEXTS.shell.pages["compte-marketplace-pharmacie"],
      only: "pharmacy",
    },
    { to: "/compte", label: TEXTS.lifecycle.pages.menu },
  ],
};

/** A laboratory's (or lab group's) results page, first of its pages (000 §2: its start page). */
const LAB_RESULTS: NavLinkEntry = { to: "/analyses", label: TEXTS.labs.title };

/**
 * A user's pages, those of another type left out; a pro's « Tableau de bord » is their start page
 * (the optician's, 000 §2); a laboratory's start with its analysis results. A page the user has
 * no use of is not offered (issue 18 §5: no orders nor renewals for a laboratory or a doctor), nor
 * a page of a feature the running variant lacks (`features`, unknown until the config is read).
 */
function linksOf(user: PublicUser, features?: VariantFeatures): readonly NavLinkEntry[] {
  const links: readonly NavLinkEntry[] =
    user.type === "patient"
      ? NAV.patient
      : user.type === "labo" || user.type === "grp_lab"
        ? [LAB_RESULTS, ...NAV.pro]
        : NAV.pro.map((link) =>
            link.to === "/dashboard" ? { ...link, to: startPathOf(user) } : link,
          );
  return links.filter(
    (link) =>
      (!link.only || link.only === user.type) &&
      (!link.use || usesPage(user, link.use)) &&
      (!link.feature || features?.[link.feature] === true),
  );
}

/** The patient's pages in the bottom bar on a phone (AppLayout leaves room for it). */
function barLinksOf(user: PublicUser): readonly NavLinkEntry[] {
  return user.type === "patient" ? linksOf(user).filter((link) => link.bar) : [];
}

/** The pages the header shows from 1200 px; the others are in « Menu » at every width. */
const HEADER_LINKS = 6;

const noWrap = { whiteSpace: "nowrap" } as const;
const centered = { display: "flex", alignItems: "center", justifyContent: "center" } as const;

/** Props of the parts of the frame drawn for a logged-in user. */
export interface SessionPartProps {
  user: PublicUser;
  pathname: string;
}

/**
 * The user's first pages in the header, beside « Réseau Santé », from 1200 px; a pharmacy's
 * « Mes commandes » with the number of its orders in progress (issue 18 §3), kept up to date by
 * the `/market` socket's `order` events.
 */
export function HeaderLinks({ user, pathname }: SessionPartProps) {
  const orders = useMarketOrders("pharmacy", user.type === "pharmacy" ? user.id : undefined);
  const features = useAppConfig()?.features;
  const open = (orders.data ?? []).filter(
    (order) => !FINAL_ORDER_STATUSES.includes(order.status),
  ).length;
  return linksOf(user, features)
    .slice(0, HEADER_LINKS)
    .map((link) => (
      <Anchor
        key={link.to}
        component={NavLink}
        to={link.to}
        size="sm"
        // narrower, the pages are in the « Menu » (and a patient's first ones in the bottom bar
        // on a phone): « Déconnexion » stays on screen
        visibleFrom="lg"
        fw={pathname === link.to ? 700 : 400}
        c={pathname === link.to ? undefined : "dimmed"}
        style={noWrap}
      >
        {link.label}
        {link.to === "/mes-commandes" && open > 0 && (
          <Badge size="sm" circle ml={6} data-testid="open-orders">
            {open}
          </Badge>
        )}
      </Anchor>
    ));
}

/**
 * « Mon panier » in the header on every page of a patient, with the number of units in her cart
 * (issue 18 §1); it follows the cart kept in this browser, other tabs included.
 */
function CartLink({ user }: { user: PublicUser }) {
  const [cart] = useCart(user.id);
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  // the name read out is the text shown, the count's unit added for a screen reader:
  // « Mon panier 3 article(s) »
  return (
    <Button
      component={Link}
      to="/modal-cart"
      size="compact-sm"
      variant="light"
      data-testid="header-cart"
      data-count={count}
    >
      <Box component="span" visibleFrom="sm">
        {TEXTS.orders.openCart}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {TEXTS.orders.cartShort}
      </Box>
      {count > 0 && (
        <>
          <Badge size="sm" circle ml={6}>
            {count}
          </Badge>
          <VisuallyHidden>{TEXTS.orders.cartUnits}</VisuallyHidden>
        </>
      )}
    </Button>
  );
}

/**
 * The right of the header: « Mon panier » (a patient's), « Menu » (a patient's side menu, a
 * pro's list of pages), the user's name and « Déconnexion ». On a phone a patient's header holds
 * her cart, and « Déconnexion » is the side menu's last entry, so that nothing is pushed off the
 * screen.
 */
export function UserActions({ user, pathname }: SessionPartProps) {
  const logout = useLogout();
  const links = linksOf(user, useAppConfig()?.features);
  const patient = user.type === "patient";
  return (
    <Group gap="sm" wrap="nowrap">
      {patient && <CartLink user={user} />}
      {patient && <SideMenu user={user} pathname={pathname} />}
      {!patient && links.length > 0 && (
        <PagesMenu links={links} pathname={pathname} everyWidth={links.length > HEADER_LINKS} />
      )}
      <Text size="sm" visibleFrom="sm" truncate maw={220} data-testid="user-name">
        {displayName(user)}
      </Text>
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => logout.mutate()}
        loading={logout.isPending}
        visibleFrom={patient ? "sm" : undefined}
      >
        {TEXTS.nav.logout}
      </Button>
    </Group>
  );
}

/** The patient's bottom bar on a phone, under the thumb (nothing for a pro). */
export function BottomBar({ user, pathname }: SessionPartProps) {
  const barLinks = barLinksOf(user);
  if (barLinks.length < 2) return null;
  return (
    <Box component="footer" hiddenFrom="sm" className="app-footer right-scroll-bar-position">
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
    </Box>
  );
}

/**
 * What runs while someone is logged in: the realtime sockets (main and `/market`), a document
 * upload left pending by a login, this device's push subscription, and the in-app push alert.
 */
export function SessionEffects({ user }: Pick<SessionPartProps, "user">) {
  useRealtime(user.id);
  useMarketSocket(user.id);
  useResumePendingUpload();
  useRefreshPushDevice(user.id);
  return <PushAlertHost enabled />;
}

/**
 * Every page of the app in a menu opened by « Menu »: below 1200 px, and at every width when the
 * header cannot hold them all (`everyWidth`). The pro app's: a patient has the side menu.
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
