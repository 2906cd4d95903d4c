import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import {
  format,
  isValidEmail,
  MANAGER_TYPES,
  stripSpaces,
  TEXTS,
  type MembershipParty,
} from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { failureText } from "../../api/errors";
import { ConfirmModal } from "../../components/ConfirmModal";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { resolverOf } from "../account/NewPasswordFields";
import { useCurrentUser } from "../session/queries";
import {
  inviteByEmail,
  membersQuery,
  refreshMembership,
  removeMember,
  sentInvitationsQuery,
  withdrawInvitation,
} from "./queries";

const T = TEXTS.membership;

const inviteErrors = ({ email }: { email: string }) =>
  isValidEmail(stripSpaces(email)) ? {} : { email: T.emailInvalid };

/** « Inviter un établissement »: one e-mail address; the server's refusal shown under the form. */
function InviteForm() {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({
    defaultValues: { email: "" },
    resolver: resolverOf(inviteErrors),
  });
  const invite = useMutation({
    mutationFn: ({ email }: { email: string }) => inviteByEmail(stripSpaces(email)),
    meta: { errors: "inline", context: "invite establishment" },
    onSuccess: (invitation) => {
      reset();
      notifySuccess(format(T.invited, { name: invitation.invitee.name }));
      refreshMembership(queryClient);
    },
  });
  return (
    <form onSubmit={handleSubmit((values) => invite.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.inviteEmailLabel}
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register("email")}
        />
        {invite.isError && (
          <Alert color="red" role="alert">
            {failureText(invite.error)}
          </Alert>
        )}
        <Button type="submit" loading={invite.isPending}>
          {T.invite}
        </Button>
      </Stack>
    </form>
  );
}

/** The groupement's pending invitations, each with « Retirer l’invitation ». */
function PendingInvitations() {
  const queryClient = useQueryClient();
  const sent = useQuery(sentInvitationsQuery);
  const withdraw = useMutation({
    mutationFn: withdrawInvitation,
    meta: { errors: "inline", context: "withdraw invitation" },
    onSuccess: () => refreshMembership(queryClient),
  });
  const list = sent.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        {T.pendingTitle}
      </Title>
      <Stack gap="xs">
        {list.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="wrap" data-testid="pending">
            <Text>{invitation.invitee.name}</Text>
            <Button
              size="xs"
              variant="default"
              loading={withdraw.isPending && withdraw.variables === invitation.id}
              onClick={() => withdraw.mutate(invitation.id)}
            >
              {T.withdraw}
            </Button>
          </Group>
        ))}
        {withdraw.isError && (
          <Alert color="red" role="alert">
            {failureText(withdraw.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The groupement's members, each with « Retirer » after a confirmation. */
function Members() {
  const queryClient = useQueryClient();
  const members = useQuery(membersQuery);
  const [removing, setRemoving] = useState<MembershipParty | null>(null);
  const remove = useMutation({
    mutationFn: (member: MembershipParty) => removeMember(member.id),
    meta: { errors: "inline", context: "remove member" },
    onSuccess: (_answer, member) => {
      setRemoving(null);
      notifySuccess(format(T.removed, { name: member.name }));
      refreshMembership(queryClient);
    },
  });
  const list = members.data ?? [];
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        {T.membersTitle}
      </Title>
      <Stack gap="xs">
        {members.isSuccess && list.length === 0 && <Text c="dimmed">{T.membersEmpty}</Text>}
        {list.map((member) => (
          <Group key={member.id} justify="space-between" wrap="wrap" data-testid="member">
            <div>
              <Text fw={500}>{member.name}</Text>
              {member.city && (
                <Text size="sm" c="dimmed">
                  {member.city}
                </Text>
              )}
            </div>
            <Button size="xs" variant="light" color="red" onClick={() => setRemoving(member)}>
              {T.remove}
            </Button>
          </Group>
        ))}
        {remove.isError && (
          <Alert color="red" role="alert">
            {failureText(remove.error)}
          </Alert>
        )}
      </Stack>
      <ConfirmModal
        opened={removing !== null}
        title={T.remove}
        text={format(T.removeConfirm, { name: removing?.name ?? "" })}
        confirmLabel={T.remove}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

/**
 * `/membres-groupement`, a groupement's members (issue 21 §1): invite an establishment by e-mail,
 * its pending invitations (withdraw), its members (remove). Anyone else reads why not.
 */
export function MembersPage() {
  const user = useCurrentUser();
  if (!user) return null;
  if (!MANAGER_TYPES.includes(user.type)) {
    return (
      <Stack gap="md" maw={720} mx="auto">
        <PageTitle>{T.membersTitle}</PageTitle>
        <Text>{T.onlyGroups}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{T.membersTitle}</PageTitle>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {T.inviteTitle}
        </Title>
        <InviteForm />
      </Card>
      <PendingInvitations />
      <Members />
    </Stack>
  );
}
