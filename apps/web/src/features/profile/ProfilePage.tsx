import { PageTitle } from "../../components/PageTitle";
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { displayName, TEXTS, type PublicUser } from "@reseau/shared";
import { useState } from "react";
import { Link } from "react-router";
import { DocumentAddModal } from "../documents/DocumentAddModal";
import { PictureSlots } from "../family/PictureSlots";
import { notifySuccess } from "../../components/notify";
import { useCurrentUser, useSetSessionUser } from "../session/queries";
import { DefaultChoices } from "./DefaultChoices";
import { HealthCardForm } from "./HealthCardForm";
import { PharmacyPicker } from "./PharmacyPicker";
import { updateProfile } from "./queries";

function birthLabel(birth: string | null): string | null {
  const match = birth ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birth) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

function Identity({ user }: { user: PublicUser }) {
  const rows: [string, string | null][] = [
    [TEXTS.fields.email, user.email],
    [TEXTS.fields.birth, birthLabel(user.birth)],
    [TEXTS.fields.phone, user.phones[0] ?? null],
    [TEXTS.fields.address, user.fullAddress],
  ];
  return (
    <Stack gap={4}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" w={140}>
              {label}
            </Text>
            <Text size="sm" truncate>
              {value}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

/**
 * `/profil` (patient): identity summary, "Ma pharmacie", the health card (000 §3, saved with
 * `PUT /ws/user`), and the "Envoyer une ordonnance" action that opens the document-add flow.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const setSessionUser = useSetSessionUser();
  const [adding, setAdding] = useState(false);
  if (!user) return null;

  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{displayName(user)}</PageTitle>
      <Button size="lg" onClick={() => setAdding(true)} data-testid="open-document-add">
        {TEXTS.documents.sendTitle}
      </Button>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md">
          <Title order={3} size="h4" mb="sm">
            {TEXTS.profile.identity}
          </Title>
          <Identity user={user} />
        </Card>
        <Card withBorder radius="md">
          <Title order={3} size="h4" mb="sm">
            {TEXTS.profile.myPharmacy}
          </Title>
          <PharmacyPicker user={user} />
        </Card>
        <Card withBorder radius="md">
          <Title order={3} size="h4" mb="sm">
            {TEXTS.profile.practitioners}
          </Title>
          <DefaultChoices user={user} />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" component="section" aria-labelledby="health-card-title">
        <Title order={3} size="h4" mb="xs" id="health-card-title">
          {TEXTS.healthCard.title}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {TEXTS.healthCard.intro}
        </Text>
        <HealthCardForm
          user={user}
          save={updateProfile}
          onSaved={(saved) => {
            setSessionUser(saved);
            notifySuccess(TEXTS.healthCard.saved);
          }}
        />
      </Card>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          {TEXTS.pictures.title}
        </Title>
        <PictureSlots user={user} member={false} />
      </Card>
      <Anchor component={Link} to="/feed">
        {TEXTS.profile.seeFeed}
      </Anchor>
      <DocumentAddModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
