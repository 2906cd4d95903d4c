import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from "@mantine/core";
import { format, groupNameSchema, TEXTS, type GroupDto } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { failureText } from "../../api/errors";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { MemberChoice, useMemberCandidates } from "./MemberChoice";
import { createGroup, groupsQuery, refreshGroups } from "./queries";

const T = TEXTS.groups;

/** The address of a group's feed. */
const groupFeedPath = (id: string) => `/feed-groupe?id=${encodeURIComponent(id)}`;

/** « Créer un groupe »: a name and members ticked among contacts and family; opens the new group. */
function CreateGroupForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const candidates = useMemberCandidates();
  const [name, setName] = useState("");
  const [members, setMembers] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createGroup(name.trim(), members),
    meta: { errors: "inline", context: "create group" },
    onSuccess: (id) => {
      notifySuccess(T.created);
      refreshGroups(queryClient);
      void navigate(groupFeedPath(id));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = groupNameSchema.safeParse(name);
    setNameError(checked.success ? null : T.nameRequired);
    if (checked.success) create.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={T.name}
          required
          maxLength={100}
          value={name}
          error={nameError}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <MemberChoice
          candidates={candidates}
          value={members}
          onChange={setMembers}
          label={T.members}
        />
        {create.isError && (
          <Alert color="red" role="alert">
            {failureText(create.error)}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={create.isPending}>
            {T.create}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** One group of the list: its name (a link to its feed), how many members, who created it. */
function GroupRow({ group }: { group: GroupDto }) {
  const creator = group.members.find((m) => m.id === group.idcreator);
  return (
    <div data-testid="group">
      <Anchor component={Link} to={groupFeedPath(group.id)} fw={500}>
        {group.name}
      </Anchor>
      <Text size="sm" c="dimmed">
        {format(T.memberCount, { count: group.members.length })}
        {creator ? ` · ${format(T.createdBy, { name: creator.name })}` : ""}
      </Text>
    </div>
  );
}

/**
 * A user's sharing groups (001 §2 `groupes`, `groupes-pro`; issue 21 §2): create one, and the
 * list of those she is a member of, each opening its feed. `title` is the page's one h1.
 */
export function GroupsList({ title }: { title: string }) {
  const groups = useQuery(groupsQuery);
  const list = groups.data ?? [];
  return (
    <Stack gap="md" maw={720} mx="auto">
      <PageTitle>{title}</PageTitle>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {T.create}
        </Title>
        <CreateGroupForm />
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h4" mb="sm">
          {T.myGroups}
        </Title>
        <Stack gap="sm">
          {groups.isSuccess && list.length === 0 && <Text c="dimmed">{T.none}</Text>}
          {list.map((group) => (
            <GroupRow key={group.id} group={group} />
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
