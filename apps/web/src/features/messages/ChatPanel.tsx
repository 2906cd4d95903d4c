import { LoadMoreButton } from "../../components/LoadMoreButton";
import { Card, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import {
  displayName,
  format,
  formatParisDateTime,
  statusLabel,
  TEXTS,
  type DocumentDto,
  type FeedItem,
  type MessageDto,
  type PublicUser,
} from "@reseau/shared";
import { useEffect, useRef } from "react";
import { useCurrentUser } from "../session/queries";
import { MessageBubble } from "./MessageList";
import { MessageCompose } from "./MessageCompose";
import { oldestFirst, useConversation, useSendMessage } from "./queries";

const isMessage = (item: FeedItem): item is MessageDto => item.type === "MESSAGE";

/** A document of a conversation or a group's feed: its name, who shared it, its status and time. */
export function DocumentBubble({ document, own }: { document: DocumentDto; own: boolean }) {
  return (
    <Group justify={own ? "flex-end" : "flex-start"} data-testid={`chat-doc-${document.id}`}>
      <Paper withBorder px="sm" py={4} radius="md" maw="85%">
        <Text size="xs" c="dimmed">
          {document.creator?.name || TEXTS.notification} · {formatParisDateTime(document.date)} ·{" "}
          {statusLabel(document.meta.status)}
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {format(TEXTS.conversation.document, { name: document.name })}
        </Text>
      </Paper>
    </Group>
  );
}

/** Props of the CHAT mode's conversation. */
export interface ChatPanelProps {
  /** Whom the conversation is with. */
  contact: PublicUser;
}

/**
 * The contact page's CHAT mode (000 §2): the messages and documents exchanged with `contact`,
 * newest at the bottom, live (the realtime events refresh it), « Messages précédents » for older
 * pages, and the reply box open and focused at once. A reply names the contact's last message as
 * its `idparent` (the thread, 000 §3 Message).
 */
export function ChatPanel({ contact }: ChatPanelProps) {
  const me = useCurrentUser();
  const conversation = useConversation(contact.id);
  const send = useSendMessage();
  const viewport = useRef<HTMLDivElement>(null);
  const items = oldestFirst(conversation.data?.pages);
  const newest = items.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);
  if (!me) return null;

  const lastReceived = items.filter(isMessage).findLast((m) => m.sender === contact.id);
  const onSend = (content: string, onSent: () => void) =>
    send.mutate(
      {
        content,
        recipients: [contact.id],
        notify: true,
        ...(lastReceived ? { idparent: lastReceived.id } : {}),
      },
      { onSuccess: onSent },
    );

  return (
    <Card withBorder radius="md" data-testid="chat">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {format(TEXTS.conversation.title, { name: displayName(contact) })}
        </Title>
        <LoadMoreButton
          query={conversation}
          label={TEXTS.conversation.older}
          variant="subtle"
          size="xs"
        />
        {conversation.isPending ? (
          <Center>
            <Loader size="sm" role="status" aria-label={TEXTS.conversation.loading} />
          </Center>
        ) : (
          <div
            ref={viewport}
            style={{ maxHeight: "55vh", overflowY: "auto" }}
            tabIndex={0}
            role="log"
            aria-label={format(TEXTS.conversation.title, { name: displayName(contact) })}
            data-testid="chat-log"
          >
            <Stack gap={6}>
              {items.length === 0 && (
                <Text size="sm" c="dimmed">
                  {TEXTS.conversation.empty}
                </Text>
              )}
              {items.map((item) =>
                isMessage(item) ? (
                  <MessageBubble key={item.id} message={item} own={item.sender === me.id} />
                ) : (
                  <DocumentBubble
                    key={item.id}
                    document={item}
                    own={(item.idsharer ?? item.idcreator) === me.id}
                  />
                ),
              )}
            </Stack>
          </div>
        )}
        <MessageCompose
          sending={send.isPending}
          onSend={onSend}
          autoFocus
          label={TEXTS.conversation.replyLabel}
        />
      </Stack>
    </Card>
  );
}
