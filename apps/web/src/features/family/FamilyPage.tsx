import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { openConfirmModal } from "../../components/confirmDialog";
import { ageText, displayName, format, TEXTS, type PublicUser } from "@reseau/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PageTitle } from "../../components/PageTitle";
import { notifySuccess } from "../../components/notify";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";
import { HealthCardForm } from "../profile/HealthCardForm";
import { updateUser } from "../profile/queries";
import { AddMemberModal } from "./AddMemberModal";
import { PictureSlots } from "./PictureSlots";
import { endFamilyMember, pictureUrl, useFamily } from "./queries";

/**
 * `/familles` « Ma Famille » (issue 8 §6): the family members I manage as cards (photo, name,
 * age, their carte Vitale and mutuelle, their health card in a dialog, issue 17 §1), « Ajouter un
 * membre », and « Ne plus gérer » after a confirmation.
 */
export function FamilyPage() {
  const family = useFamily();
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md" maw={880} mx="auto">
      <PageTitle>{TEXTS.family.title}</PageTitle>
      <Text>{TEXTS.family.intro}</Text>
      <Button
        size="md"
        onClick={() => setAdding(true)}
        data-testid="family-add"
        style={{ alignSelf: "flex-start" }}
      >
        {TEXTS.family.add}
      </Button>
      {family.isPending ? (
        <Loader aria-label={TEXTS.family.loading} />
      ) : family.data && family.data.length > 0 ? (
        <Stack gap="md" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {family.data.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </Stack>
      ) : (
        <Alert color="gray">{TEXTS.family.empty}</Alert>
      )}
      <AddMemberModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** « Fiche santé de Léo »: the member's health card, saved with `PUT /ws/user/{id}`. */
function HealthCardModal({
  member,
  opened,
  onClose,
}: {
  member: PublicUser;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery("(max-width: 576px)");
  const name = displayName(member);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={format(TEXTS.healthCard.titleOf, { name })}
      fullScreen={fullScreen}
    >
      <Stack gap="sm">
        <Text size="sm">{TEXTS.healthCard.intro}</Text>
        <HealthCardForm
          user={member}
          save={(update) => updateUser(member.id, update)}
          onSaved={() => {
            notifySuccess(format(TEXTS.healthCard.savedOf, { name }));
            refreshRoots(queryClient, [QUERY_ROOTS.family]);
            onClose();
          }}
        />
      </Stack>
    </Modal>
  );
}

function MemberCard({ member }: { member: PublicUser }) {
  const queryClient = useQueryClient();
  const [editingHealth, setEditingHealth] = useState(false);
  const name = displayName(member);
  const end = useMutation({
    mutationFn: () => endFamilyMember(member.id),
    meta: { context: "end family member" },
    onSuccess: () => {
      notifySuccess(format(TEXTS.family.ended, { name }));
      refreshRoots(queryClient, [QUERY_ROOTS.family, QUERY_ROOTS.session]);
    },
  });
  const confirmEnd = () =>
    openConfirmModal({
      title: TEXTS.family.endTitle,
      children: <Text size="sm">{format(TEXTS.family.endConfirm, { name })}</Text>,
      labels: { confirm: TEXTS.family.end, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red", "data-testid": "family-end-confirm" },
      onConfirm: () => end.mutate(),
    });
  const avatar = member.pictures?.idAvatar;
  return (
    <Card withBorder radius="md" data-testid="family-member">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={avatar ? pictureUrl(avatar) : null}
            alt=""
            size="lg"
            radius="xl"
            color="blue"
          >
            {(member.firstName ?? name).slice(0, 1)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {ageText(member.age)}
            </Text>
          </div>
        </Group>
        <PictureSlots user={member} member />
        <Group justify="space-between">
          <Button
            variant="light"
            onClick={() => setEditingHealth(true)}
            aria-label={`${TEXTS.healthCard.edit} : ${name}`}
            data-testid="family-health-card"
          >
            {TEXTS.healthCard.edit}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={confirmEnd}
            loading={end.isPending}
            aria-label={`${TEXTS.family.end} : ${name}`}
          >
            {TEXTS.family.end}
          </Button>
        </Group>
      </Stack>
      <HealthCardModal
        member={member}
        opened={editingHealth}
        onClose={() => setEditingHealth(false)}
      />
    </Card>
  );
}
