import { PageTitle } from "../../components/PageTitle";
import { Anchor, List, Stack, Text } from "@mantine/core";
import { format, LEGAL_TEXTS, TEXTS } from "@reseau/shared";
import { Link, useParams } from "react-router";
import { LEGAL_KINDS, LegalPage, useLegalWords, type LegalKind } from "../legal/LegalPage";

/** The pages a visitor finds from « À propos » (issue 19 §4), in this order. */
const ABOUT_LINKS = [
  { to: "/modal-help", label: TEXTS.info.helpTitle },
  { to: "/modal-tutorial", label: TEXTS.info.tutorialTitle },
  { to: "/tests-de-sante", label: TEXTS.info.healthTestsTitle },
  { to: "/modal-emergency", label: TEXTS.info.emergencyTitle },
  { to: "/infos/mentions-legales", label: TEXTS.info.legalNav },
  { to: "/nous-contacter", label: TEXTS.contactUs.title },
] as const;

/** `/apropos`: what the product is (001 route table "apropos"), under the running brand. */
export function AboutPage() {
  const words = useLegalWords();
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.home.about}</PageTitle>
      {LEGAL_TEXTS.about.map((paragraph) => (
        <Text key={paragraph}>{format(paragraph, words)}</Text>
      ))}
      {ABOUT_LINKS.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to}>
          {link.label}
        </Anchor>
      ))}
      <HomeLink />
    </Stack>
  );
}

function HomeLink() {
  return (
    <Anchor component={Link} to="/">
      {TEXTS.home.back}
    </Anchor>
  );
}

/** How the service works, for a first visit (`/infos/` with any other type). */
function HowItWorksPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.home.info}</PageTitle>
      <List spacing="xs">
        {LEGAL_TEXTS.howItWorks.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <HomeLink />
    </Stack>
  );
}

const isLegalKind = (type: string | undefined): type is LegalKind =>
  (LEGAL_KINDS as readonly (string | undefined)[]).includes(type);

/**
 * `/infos/:type` (001 §2 route table): the legal texts (`cgu` and `confidentialite`, linked from
 * the sign-up form, issue 7 §2; `cgv`, `paiement`, `mentions-legales`, issue 19 §4), any other
 * type how the service works.
 */
export function InfoPage() {
  const { type } = useParams();
  return isLegalKind(type) ? <LegalPage kind={type} /> : <HowItWorksPage />;
}
