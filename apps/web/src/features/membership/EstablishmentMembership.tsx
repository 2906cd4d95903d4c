import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { format, TEXTS, type MembershipParty } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureText } from "../../api/errors";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import {
  answerInvitation,
  leaveGroup,
  myGroupsQuery,
  receivedInvitationsQuery,
  refreshMembership,
} from "./queries";

const T = TEXTS.membership;

/** The received invitations, each with « Accepter » and « Refuser » (issue 21 §1). */
function ReceivedInvitations() {
  const queryClient = useQueryClient();
  const invitations = useQuery(receivedInvitationsQuery);
  const answer = useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: "accept" | "refuse"; name: string }) =>
      answerInvitation(id, choice),
    meta: { errors: "inline", context: "answer group invitation" },
    onSuccess: (_answer, { choice, name }) => {
      notifySuccess(choice === "accept" ? format(T.accepted, { name }) : T.refused);
      refreshMembership(queryClient);
    },
  });
  const list = invitations.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {T.receivedTitle}
      </Title>
      {list.length === 0 && <Text c="dimmed">{T.receivedEmpty}</Text>}
      {list.map((invitation) => (
        <Group key={invitation.id} justify="space-between" wrap="wrap" data-testid="invitation">
          <Text>{format(T.invitedBy, { name: invitation.group.name })}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              loading={answer.isPending && answer.variables.id === invitation.id}
              onClick={() =>
                answer.mutate({ id: invitation.id, choice: "accept", name: invitation.group.name })
              }
            >
              {T.accept}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={answer.isPending}
              onClick={() =>
                answer.mutate({ id: invitation.id, choice: "refuse", name: invitation.group.name })
              }
            >
              {T.refuse}
            </Button>
          </Group>
        </Group>
      ))}
      {answer.isError && (
        <Alert color="red" role="alert">
          {failureText(answer.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** The groupements the establishment is a member of, each with « Quitter » after a confirmation. */
function MyGroups() {
  const queryClient = useQueryClient();
  const groups = useQuery(myGroupsQuery);
  const [leaving, setLeaving] = useState<MembershipParty | null>(null);
  const leave = useMutation({
    mutationFn: (group: MembershipParty) => leaveGroup(group.id),
    meta: { errors: "inline", context: "leave group" },
    onSuccess: (_answer, group) => {
      setLeaving(null);
      notifySuccess(format(T.left, { name: group.name }));
      refreshMembership(queryClient);
    },
  });
  const list = groups.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {T.myGroupsTitle}
      </Title>
      {list.length === 0 && <Text c="dimmed">{T.myGroupsEmpty}</Text>}
      {list.map((group) => (
        <Group key={group.id} justify="space-between" wrap="wrap" data-testid="my-group">
          <Text fw={500}>{group.name}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => setLeaving(group)}>
            {T.leave}
          </Button>
        </Group>
      ))}
      {leave.isError && (
        <Alert color="red" role="alert">
          {failureText(leave.error)}
        </Alert>
      )}
      <ConfirmModal
        opened={leaving !== null}
        title={T.leave}
        text={format(T.leaveConfirm, { name: leaving?.name ?? "" })}
        confirmLabel={T.leave}
        loading={leave.isPending}
        onConfirm={() => leaving && leave.mutate(leaving)}
        onClose={() => setLeaving(null)}
      />
    </Stack>
  );
}

/**
 * « Mes groupements » of `/compte` for a pharmacy or a laboratory (issue 21 §1): the invitations
 * it received, to accept or refuse, and the groupements it belongs to, to leave.
 */
export function EstablishmentMembership() {
  return (
    <Card withBorder radius="md">
      <Stack gap="lg">
        <ReceivedInvitations />
        <MyGroups />
      </Stack>
    </Card>
  );
}
