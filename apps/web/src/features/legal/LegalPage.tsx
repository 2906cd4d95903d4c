import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { COMMON_TEXTS, format, LEGAL_TEXTS, legalWordsOf, TEXTS } from "@reseau/shared";
import { Fragment } from "react";
import { Link } from "react-router";
import { useAppConfig } from "../../app/appConfig";
import { ModalPage } from "../../components/ModalPage";

/** The five legal texts of 000 §2's legal modal, by their segment under `/infos/`. */
export const LEGAL_KINDS = [
  "cgu",
  "cgv",
  "confidentialite",
  "paiement",
  "mentions-legales",
] as const;
/** See `LEGAL_KINDS`. */
export type LegalKind = (typeof LEGAL_KINDS)[number];

const TITLES: Record<LegalKind, string> = {
  cgu: TEXTS.legal.termsTitle,
  cgv: TEXTS.info.salesTitle,
  confidentialite: TEXTS.legal.privacyTitle,
  paiement: TEXTS.info.paymentTitle,
  "mentions-legales": TEXTS.info.noticeTitle,
};

/** The texts with sections; the privacy notice is a list of points. */
const SECTIONED = {
  cgu: LEGAL_TEXTS.terms,
  cgv: LEGAL_TEXTS.sales,
  paiement: LEGAL_TEXTS.payment,
  "mentions-legales": LEGAL_TEXTS.notice,
} as const;

/**
 * The running brand's words for the legal texts (`{brand}`, `{publisher}`: `legalWordsOf`), from
 * `GET /ws/config`; the generic app's until it answers.
 */
export function useLegalWords(): Record<"brand" | "publisher", string> {
  const variant = useAppConfig()?.variant ?? { code: null, name: COMMON_TEXTS.appName };
  return legalWordsOf(variant);
}

/**
 * One text of the legal modal (000 §2: terms of use, terms of sale, privacy notice, payment
 * terms, legal notice; issue 19 §4) with the running variant's brand and publisher, then links to
 * the four others.
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const words = useLegalWords();
  const fill = (text: string) => format(text, words);
  return (
    <ModalPage title={TITLES[kind]}>
      {kind === "confidentialite" ? (
        <>
          <Text>{fill(LEGAL_TEXTS.privacy.intro)}</Text>
          <List spacing="xs">
            {LEGAL_TEXTS.privacy.points.map((point) => (
              <List.Item key={point}>{fill(point)}</List.Item>
            ))}
          </List>
        </>
      ) : (
        <>
          <Text>{fill(SECTIONED[kind].intro)}</Text>
          {SECTIONED[kind].sections.map((section) => (
            <Fragment key={section.title}>
              <Title order={2} size="h4">
                {section.title}
              </Title>
              <Text>{fill(section.text)}</Text>
            </Fragment>
          ))}
        </>
      )}
      <Stack gap={4} component="nav" aria-labelledby="legal-nav" mt="md">
        <Title order={2} size="h5" id="legal-nav">
          {TEXTS.info.legalNav}
        </Title>
        {LEGAL_KINDS.filter((other) => other !== kind).map((other) => (
          <Anchor key={other} component={Link} to={`/infos/${other}`} size="sm">
            {TITLES[other]}
          </Anchor>
        ))}
      </Stack>
    </ModalPage>
  );
}

/** `/modal-cgv` (001 route table "terms"): the terms of sale. */
export function SalesTermsPage() {
  return <LegalPage kind="cgv" />;
}
