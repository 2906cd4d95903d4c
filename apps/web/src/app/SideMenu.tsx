import {
  Avatar,
  Box,
  Button,
  Drawer,
  Group,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { displayName, TEXTS, truncateLabel, type PublicUser } from "@reseau/shared";
import { lazy, Suspense, useRef, useState, type TouchEvent } from "react";
import { Link } from "react-router";
import { useLogout } from "../features/session/queries";
import { useAppConfig } from "./appConfig";
import { externalHref, sideMenuEntries, type SideMenuEntry } from "./sideMenu";

const DocumentAddModal = lazy(() =>
  import("../features/documents/DocumentAddModal").then((m) => ({ default: m.DocumentAddModal })),
);

/** How far a finger moves left on the open menu to close it (px). */
const SWIPE_CLOSE = 60;
const HIDDEN_HEADER = { header: { display: "none" } } as const;
/** The drawer's width: on a 390 px phone, the overlay stays visible beside it (001 §2). */
const DRAWER_WIDTH = "min(300px, 80vw)";

/**
 * The side menu of 001 §2, opened by « Menu »: the brand's logo, the profile header (a tap opens
 * `/profil`), then the entries of `sideMenuEntries`; « Mes dossiers » and « Rendez-vous
 * médicaux » expand. A drawer from the left, closed by a tap on its overlay, a swipe to the left,
 * Escape or any choice. The patient app's menu: the pro app keeps its header and « Menu » list.
 */
export function SideMenu({ user, pathname }: { user: PublicUser; pathname: string }) {
  const config = useAppConfig();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  const [scanning, setScanning] = useState(false);
  // the group open (« Mes dossiers » or « Rendez-vous médicaux »), one at a time
  const [expanded, setExpanded] = useState<string | null>(null);
  const touchStart = useRef<number | null>(null);
  const close = () => setOpened(false);
  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start !== null && end !== undefined && start - end > SWIPE_CLOSE) close();
  };

  const entry = (item: SideMenuEntry) => {
    switch (item.kind) {
      case "link": {
        const active = pathname === item.to.split("?")[0] && !item.to.includes("?");
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? "page" : undefined}
            onClick={close}
          />
        );
      }
      case "scan":
        return (
          <NavLink
            key={item.key}
            component="button"
            label={item.label}
            onClick={() => {
              close();
              setScanning(true);
            }}
          />
        );
      case "external":
        return item.link.open === "window" ? (
          <NavLink
            key={item.key}
            component="a"
            href={externalHref(item.link)}
            target="_blank"
            rel="noopener noreferrer"
            label={
              <>
                {item.label} <VisuallyHidden>{TEXTS.shell.newWindow}</VisuallyHidden>
              </>
            }
            onClick={close}
          />
        ) : (
          <NavLink
            key={item.key}
            component={Link}
            to={externalHref(item.link)}
            label={item.label}
            onClick={close}
          />
        );
      case "group":
        return (
          <NavLink
            key={item.key}
            component="button"
            label={item.label}
            childrenOffset="md"
            opened={expanded === item.key}
            onChange={(opened) => setExpanded(opened ? item.key : null)}
            aria-expanded={expanded === item.key}
          >
            {item.children.map(entry)}
          </NavLink>
        );
      case "logout":
        return (
          <NavLink
            key={item.key}
            component="button"
            label={item.label}
            onClick={() => {
              close();
              logout.mutate();
            }}
          />
        );
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        data-testid="pages-menu"
        aria-expanded={opened}
        onClick={() => setOpened(true)}
      >
        {TEXTS.nav.menu}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="left"
        size={DRAWER_WIDTH}
        padding={0}
        withCloseButton={false}
        // the title names the dialog for a screen reader; its header takes no room
        title={TEXTS.shell.sideMenu}
        styles={HIDDEN_HEADER}
        data-testid="side-menu"
      >
        <Box onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} mih="100dvh" pb="md">
          <Group gap="xs" px="md" py="sm" wrap="nowrap">
            {config && <img src={config.variant.logo} alt="" width={32} height={32} />}
            <Text fw={700}>{config?.variant.name ?? TEXTS.appName}</Text>
          </Group>
          <UnstyledButton
            component={Link}
            to="/profil"
            onClick={close}
            px="md"
            py="sm"
            display="block"
            bg="var(--mantine-color-gray-0)"
            data-testid="side-menu-profile"
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar color="initials" name={displayName(user)} radius="xl" aria-hidden />
              <Stack gap={0}>
                <Text fw={600} title={displayName(user)}>
                  {truncateLabel(displayName(user))}
                </Text>
                <Text size="xs" c="dimmed">
                  {TEXTS.nav.profile}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          <Box component="nav" aria-label={TEXTS.shell.sideMenu} mt="xs">
            {config && sideMenuEntries(config, user).map(entry)}
          </Box>
        </Box>
      </Drawer>
      {scanning && (
        <Suspense fallback={null}>
          <DocumentAddModal opened onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </>
  );
}
