import { PageTitle } from "../../components/PageTitle";
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { Link, useParams } from "react-router";

/** `/apropos`: what the product is (001 route table "apropos"). */
export function AboutPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>À propos</PageTitle>
      <Text>
        Réseau Santé relie les patients, les professionnels de santé, les pharmacies et les
        laboratoires pour échanger ordonnances, résultats et messages en toute sécurité.
      </Text>
      <Text>
        Vos mots de passe ne sont jamais conservés par l'application, et l'option « Rester connecté
        » ouvre une session sécurisée sur le serveur.
      </Text>
      <Anchor component={Link} to="/">
        Retour à l'accueil
      </Anchor>
    </Stack>
  );
}

function HomeLink() {
  return (
    <Anchor component={Link} to="/">
      Retour à l'accueil
    </Anchor>
  );
}

/** `/infos/cgu`: the terms of use a new account accepts (linked from the sign-up form). */
function TermsPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.legal.termsTitle}</PageTitle>
      <Text>
        Réseau Santé met en relation les patients et leurs professionnels de santé pour échanger des
        documents de santé : ordonnances, résultats, messages.
      </Text>
      <Title order={2} size="h4">
        Votre compte
      </Title>
      <Text>
        Vous créez un compte personnel avec une adresse e-mail valide et un mot de passe que vous
        gardez secret. Les professionnels et les établissements s’inscrivent avec leur numéro RPPS
        ou FINESS.
      </Text>
      <Title order={2} size="h4">
        Vos documents
      </Title>
      <Text>
        Vous ne partagez un document qu’avec les professionnels que vous choisissez. Une ordonnance
        envoyée en photo ne remplace pas l’original : la pharmacie peut vous le demander.
      </Text>
      <Title order={2} size="h4">
        Ce que le service n’est pas
      </Title>
      <Text>
        Réseau Santé n’est pas un service d’urgence. En cas d’urgence, appelez le 15 ou le 112.
      </Text>
      <HomeLink />
    </Stack>
  );
}

/** `/infos/confidentialite`: how personal and health data are handled. */
function PrivacyPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>{TEXTS.legal.privacyTitle}</PageTitle>
      <Text>
        Vos données de santé ne sont visibles que par vous, les personnes que vous gérez et les
        professionnels avec qui vous les partagez.
      </Text>
      <List spacing="xs">
        <List.Item>
          Données conservées : votre identité, vos coordonnées, vos documents et vos messages.
        </List.Item>
        <List.Item>
          Votre mot de passe n’est jamais conservé en clair, et votre session est ouverte sur le
          serveur.
        </List.Item>
        <List.Item>
          Vous pouvez demander à consulter, corriger ou supprimer vos données à tout moment.
        </List.Item>
      </List>
      <HomeLink />
    </Stack>
  );
}

/** How the service works, for a first visit (`/infos/` with any other type). */
function HowItWorksPage() {
  return (
    <Stack maw={640} mx="auto" gap="sm">
      <PageTitle>Informations</PageTitle>
      <List spacing="xs">
        <List.Item>Créez votre compte patient et choisissez votre pharmacie.</List.Item>
        <List.Item>Photographiez votre ordonnance et envoyez-la en un geste.</List.Item>
        <List.Item>
          Suivez sa préparation : la pharmacie vous prévient quand tout est prêt.
        </List.Item>
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
