import { ACCOUNTS_TEXTS, COMMON_TEXTS, INFO_TEXTS } from "@reseau/shared";
import { PageTitle } from "../../components/PageTitle";
import { Button, Center, List, Loader, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useAppConfig } from "../../app/appConfig";
import { sendIfAsked } from "../session/earlySend";

// the finder (its search, the opening hours' rules) is fetched when the visitor asks for it
const PharmacyFinder = lazy(() =>
  import("./PharmacyFinder").then((module) => ({ default: module.PharmacyFinder })),
);

/**
 * The visitor's home menu of 000 §2, in its order: catalogue, login, create account, info,
 * about (issue 19 §4, the same at `/` and `/home` in every variant).
 */
const HOME_MENU = [
  { to: "/catalogue-pharmacie", label: INFO_TEXTS.info.catalog, variant: "light" },
  { to: "/login", label: ACCOUNTS_TEXTS.login.submit, variant: "filled" },
  { to: "/login?openAccount=1", label: ACCOUNTS_TEXTS.login.createAccount, variant: "light" },
  { to: "/infos/general", label: ACCOUNTS_TEXTS.home.info, variant: "default" },
  { to: "/apropos", label: ACCOUNTS_TEXTS.home.about, variant: "default" },
] as const;

/**
 * `/` and `/home`: what the product does in one sentence and how in three steps (issue 18 §2),
 * then the home menu and the pharmacy finder (opened on request), for visitors without a session
 * (the router's `GuestOnly` sends the others to their page).
 */
export function HomePage() {
  const [finding, setFinding] = useState(false);
  // drawn ahead for a visitor (`prerender.tsx`), the page shows before the app runs it: a press
  // of « Trouver une pharmacie » meanwhile is kept (main.tsx) and acted on now
  const finder = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sendIfAsked(null) === "finder") finder.current?.click();
  }, []);
  // the running brand's name (issue 19 §1), the generic one until /ws/config answers
  const brand = useAppConfig()?.variant.name ?? COMMON_TEXTS.appName;
  return (
    <Stack maw={420} mx="auto" py="xl" gap="lg">
      <Stack gap={4} ta="center">
        <PageTitle size="h1">{brand}</PageTitle>
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
      {HOME_MENU.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} size="lg" variant={entry.variant}>
          {entry.label}
        </Button>
      ))}
      {finding ? (
        <Suspense
          fallback={
            <Center>
              <Loader aria-label={ACCOUNTS_TEXTS.home.finderLoading} />
            </Center>
          }
        >
          <PharmacyFinder />
        </Suspense>
      ) : (
        <Button
          ref={finder}
          size="lg"
          variant="default"
          onClick={() => setFinding(true)}
          data-early="finder"
        >
          {ACCOUNTS_TEXTS.home.finder}
        </Button>
      )}
    </Stack>
  );
}
