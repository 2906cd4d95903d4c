import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { format, TEXTS, type FeedItem, type GroupDto, type MessageDto } from "@reseau/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { failureText } from "../../api/errors";
import { openConfirmModal } from "../../components/confirmDialog";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { notifySuccess } from "../../components/notify";
import { PageTitle } from "../../components/PageTitle";
import { DocumentBubble } from "../messages/ChatPanel";
import { MessageCompose } from "../messages/MessageCompose";
import { MessageBubble } from "../messages/MessageList";
import { oldestFirst } from "../messages/queries";
import { useCurrentUser } from "../session/queries";
import { AttachDocument } from "./AttachDocument";
import { MemberChoice, useMemberCandidates } from "./MemberChoice";
import {
  changeMembers,
  deleteGroup,
  groupQuery,
  leaveGroup,
  refreshGroups,
  sendGroupMessage,
  useGroupFeed,
} from "./queries";

const T = TEXTS.groups;

const isMessage = (item: FeedItem): item is MessageDto => item.type === "MESSAGE";

/** The list of groups this user came from: a patient's or a professional's. */
const listPathOf = (type: string | undefined) => (type === "patient" ? "/groupes" : "/groupes-pro");

/** The members, the creator marked; its creator removes members and adds contacts or family. */
function Members({ group, isCreator }: { group: GroupDto; isCreator: boolean }) {
  const queryClient = useQueryClient();
  const candidates = useMemberCandidates(group.members.map((m) => m.id));
  const [adding, setAdding] = useState<string[]>([]);
  const change = useMutation({
    mutationFn: (body: { addusers?: string[]; delusers?: string[] }) =>
      changeMembers(group.id, body),
    meta: { errors: "inline", context: "change group members" },
    onSuccess: () => {
      setAdding([]);
      refreshGroups(queryClient);
    },
  });
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="sm">
        {T.members}
      </Title>
      <Stack gap="xs">
        {group.members.map((member) => (
          <Group key={member.id} justify="space-between" wrap="nowrap" data-testid="group-member">
            <Group gap="xs">
              <Text>{member.name}</Text>
              {member.id === group.idcreator && (
                <Badge variant="light" size="sm">
                  {T.creator}
                </Badge>
              )}
            </Group>
            {isCreator && member.id !== group.idcreator && (
              <CloseButton
                aria-label={format(T.removeMember, { name: member.name })}
                onClick={() => change.mutate({ delusers: [member.id] })}
              />
            )}
          </Group>
        ))}
        {isCreator && (
          <Stack gap="xs" mt="sm">
            <MemberChoice
              candidates={candidates}
              value={adding}
              onChange={setAdding}
              label={T.addMembers}
            />
            {candidates.length > 0 && (
              <div>
                <Button
                  variant="light"
                  disabled={adding.length === 0}
                  loading={change.isPending}
                  onClick={() => change.mutate({ addusers: adding })}
                >
                  {T.add}
                </Button>
              </div>
            )}
          </Stack>
        )}
        {change.isError && (
          <Alert color="red" role="alert">
            {failureText(change.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The group's messages and documents, newest at the bottom, live, and the box to write to it. */
function Feed({ group, userId }: { group: GroupDto; userId: string }) {
  const queryClient = useQueryClient();
  const feed = useGroupFeed(group.id, true);
  const send = useMutation({
    mutationFn: (content: string) => sendGroupMessage(group.id, content),
    meta: { context: "send group message", errorText: TEXTS.messages.sendError },
    onSuccess: () => refreshGroups(queryClient),
  });
  const viewport = useRef<HTMLDivElement>(null);
  const items = oldestFirst(feed.data?.pages);
  const newest = items.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.feed}
        </Title>
        <LoadMoreButton query={feed} variant="subtle" size="xs" />
        {feed.isPending ? (
          <Center>
            <Loader size="sm" role="status" aria-label={TEXTS.actions.loading} />
          </Center>
        ) : (
          <div
            ref={viewport}
            style={{ maxHeight: "55vh", overflowY: "auto" }}
            tabIndex={0}
            role="log"
            aria-label={T.feed}
            data-testid="group-feed"
          >
            <Stack gap={6}>
              {items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {T.emptyFeed}
                </Text>
              )}
              {items.map((item) =>
                isMessage(item) ? (
                  <MessageBubble key={item.id} message={item} own={item.sender === userId} />
                ) : (
                  <Stack key={item.id} gap={2}>
                    <DocumentBubble document={item} own={item.idcreator === userId} />
                    <Anchor
                      component={Link}
                      to={`/modal-doc-details?id=${encodeURIComponent(item.id)}`}
                      size="xs"
                      ta={item.idcreator === userId ? "right" : "left"}
                    >
                      {format(T.openDocument, { name: item.name })}
                    </Anchor>
                  </Stack>
                ),
              )}
            </Stack>
          </div>
        )}
        <MessageCompose
          sending={send.isPending}
          onSend={(content, onSent) => send.mutate(content, { onSuccess: onSent })}
          label={T.writeLabel}
        />
        <AttachDocument idgroup={group.id} />
      </Stack>
    </Card>
  );
}

/** « Quitter le groupe » for a member, « Supprimer le groupe » for its creator, each confirmed. */
function GroupActions({ group, isCreator }: { group: GroupDto; isCreator: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const end = useMutation({
    mutationFn: () => (isCreator ? deleteGroup(group.id) : leaveGroup(group.id)),
    meta: { errors: "inline", context: isCreator ? "delete group" : "leave group" },
    onSuccess: () => {
      notifySuccess(isCreator ? T.deleted : T.left);
      refreshGroups(queryClient);
      void navigate(listPathOf(user?.type));
    },
  });
  const label = isCreator ? T.deleteGroup : T.leave;
  const ask = () =>
    openConfirmModal({
      title: label,
      children: <Text size="sm">{isCreator ? T.deleteConfirm : T.leaveConfirm}</Text>,
      labels: { confirm: label, cancel: TEXTS.actions.cancel },
      confirmProps: { color: "red" },
      onConfirm: () => end.mutate(),
    });
  return (
    <Stack gap="xs">
      {end.isError && (
        <Alert color="red" role="alert">
          {failureText(end.error)}
        </Alert>
      )}
      <div>
        <Button variant="light" color="red" loading={end.isPending} onClick={ask}>
          {label}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * `/feed-groupe?id=` (001 §2 `feed-groupe`, issue 21 §2): a sharing group's feed with its
 * composer, live; its members (changed by its creator); leave, or delete for its creator. A
 * group the user is not (or no longer) a member of reads « Groupe introuvable. ».
 */
export function GroupFeedPage() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const user = useCurrentUser();
  const group = useQuery({ ...groupQuery(id), enabled: id !== "" });
  const back = (
    <Anchor component={Link} to={listPathOf(user?.type)} size="sm">
      {T.back}
    </Anchor>
  );
  if (!user) return null;
  if (id === "" || group.isError) {
    return (
      <Stack gap="md" maw={720} mx="auto">
        <PageTitle>{TEXTS.shell.pages["feed-groupe"]}</PageTitle>
        <Alert color="red" role="alert">
          {id === "" ? T.notFound : failureText(group.error)}
        </Alert>
        {back}
      </Stack>
    );
  }
  if (!group.data) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={TEXTS.actions.loading} />
      </Center>
    );
  }
  const isCreator = group.data.idcreator === user.id;
  return (
    <Stack gap="md" maw={720} mx="auto">
      {back}
      <PageTitle>{group.data.name}</PageTitle>
      <Feed group={group.data} userId={user.id} />
      <Members group={group.data} isCreator={isCreator} />
      <GroupActions group={group.data} isCreator={isCreator} />
    </Stack>
  );
}
