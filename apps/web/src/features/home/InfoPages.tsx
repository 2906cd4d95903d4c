import { PageTitle } from "../../components/PageTitle";
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { LEGAL_TEXTS, TEXTS } from "@reseau/shared";
import { Fragment } from "react";
import { Link, useParams } from "react-router";

/** `/apropos`: what the product is (001 route table "apropos"). */
export function AboutPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.home.about}</PageTitle>
      {LEGAL_TEXTS.about.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <Anchor component={Link} to="/nous-contacter">
        {TEXTS.contactUs.title}
      </Anchor>
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

/** `/infos/cgu`: the terms of use a new account accepts (linked from the sign-up form). */
function TermsPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.legal.termsTitle}</PageTitle>
      <Text>{LEGAL_TEXTS.terms.intro}</Text>
      {LEGAL_TEXTS.terms.sections.map((section) => (
        <Fragment key={section.title}>
          <Title order={2} size="h4">
            {section.title}
          </Title>
          <Text>{section.text}</Text>
        </Fragment>
      ))}
      <HomeLink />
    </Stack>
  );
}

/** `/infos/confidentialite`: how personal and health data are handled. */
function PrivacyPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.legal.privacyTitle}</PageTitle>
      <Text>{LEGAL_TEXTS.privacy.intro}</Text>
      <List spacing="xs">
        {LEGAL_TEXTS.privacy.points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      <HomeLink />
    </Stack>
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

/**
 * `/infos/:type` (001 §2 route table): `cgu` the terms of use, `confidentialite` the privacy
 * notice (both linked from the sign-up form, issue 7 §2), any other type how the service works.
 */
export function InfoPage() {
  const { type } = useParams();
  if (type === "cgu") return <TermsPage />;
  if (type === "confidentialite") return <PrivacyPage />;
  return <HowItWorksPage />;
}
