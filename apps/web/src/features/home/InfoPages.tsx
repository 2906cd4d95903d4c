import { PageTitle } from "../../components/PageTitle";
import { Anchor, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";

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

/** `/infos/:type`: how the service works, for a first visit. */
export function InfoPage() {
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
      <Anchor component={Link} to="/">
        Retour à l'accueil
      </Anchor>
    </Stack>
  );
}
