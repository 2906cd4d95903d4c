import { Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { COMMON_TEXTS, TEXTS, type ExternalLink } from "@reseau/shared";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { useAppConfig } from "../../app/appConfig";
import type { SoonSegment } from "../../app/shellRoutes";
import { useSession } from "../session/session";
import { startPathOf } from "../session/startPages";

/** The title of each page to come (`SOON_SEGMENTS`). */
const SOON_TITLES: Record<SoonSegment, string> = {
  ...TEXTS.shell.pages,
  "modal-contacts-share-v2": TEXTS.shell.pages["modal-contacts-share"],
  "modal-details": TEXTS.details.title,
};

/** A page of 001 §2's route table that a later version brings (issue 19 §2): never a redirect. */
export function ComingSoonPage({ segment }: { segment: SoonSegment }) {
  const title = SOON_TITLES[segment];
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" data-testid="coming-soon">
      <PageTitle>{title}</PageTitle>
      <Text>{TEXTS.shell.soon}</Text>
      <Text c="dimmed">{TEXTS.shell.soonMore}</Text>
      <div>
        <Button component={Link} to="/" variant="light">
          {TEXTS.shell.backHome}
        </Button>
      </div>
    </Stack>
  );
}

/** An address that is no page of the app (issue 19 §2): said, never a silent redirect home. */
export function NotFoundPage() {
  return (
    <Stack gap="md" maw={640} mx="auto" py="xl" data-testid="not-found">
      <PageTitle>{TEXTS.shell.notFoundTitle}</PageTitle>
      <Text>{TEXTS.shell.notFound}</Text>
      <div>
        <Button component={Link} to="/" variant="light">
          {TEXTS.shell.backHome}
        </Button>
      </div>
    </Stack>
  );
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label={COMMON_TEXTS.actions.loading} />
    </Center>
  );
}

/**
 * The loading page and the deep link `/start` (000 §2 "Start and root pages"): a user with a
 * session goes to their start page, a visitor to the login. `patientTo` sends a patient elsewhere
 * (`/pro`: patients reaching the pro shell go to their profile).
 */
export function StartRedirect({ patientTo }: { patientTo?: string }) {
  const session = useSession();
  if (session.isPending) return <Loading />;
  const user = session.data;
  if (!user) return <Navigate to="/login" replace />;
  if (patientTo && user.type === "patient") return <Navigate to={patientTo} replace />;
  return <Navigate to={startPathOf(user)} replace />;
}

/** The site of the side menu named `id`, among the running brand's (never any other address). */
function linkOf(links: readonly ExternalLink[], id: string | null | undefined) {
  return links.find((link) => link.id === id && link.open === "webview");
}

/**
 * `/iframe/:id/redirection/:action` and `/webview?id=` (001 §2): one of the brand's external
 * sites (a booking site, the loyalty card) inside the app, with a link to open it in a new window
 * where the site refuses to be framed. Only the configured sites open: an `id` is never a URL.
 */
export function WebviewPage() {
  const config = useAppConfig();
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!config) return <Loading />;
  const { appointments, loyaltyCard } = config.links;
  const link = linkOf(
    [...appointments, ...(loyaltyCard ? [loyaltyCard] : [])],
    id ?? params.get("id"),
  );
  if (!link) {
    return (
      <Stack gap="md" maw={640} mx="auto" py="xl">
        <PageTitle>{TEXTS.shell.webviewTitle}</PageTitle>
        <Text>{TEXTS.shell.webviewUnknown}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" h="calc(100dvh - 140px)" data-testid="webview">
      <PageTitle>{link.name}</PageTitle>
      <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
        {TEXTS.shell.webviewFallback} {TEXTS.shell.newWindow}
      </Anchor>
      <iframe
        src={link.url}
        title={link.name}
        style={{ flex: 1, width: "100%", border: 0 }}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </Stack>
  );
}
