import { Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { formatParisDateTime, TEXTS, type MessageDto } from "@reseau/shared";
import { useEffect, useRef } from "react";

/** Props of the list of a conversation's messages. */
export interface MessageListProps {
  /** Oldest first. */
  messages: MessageDto[];
  /** The current user: their messages sit on the right. */
  userId: string;
  /** Height above which the list scrolls. */
  maxHeight?: number | string;
}

/**
 * A compact chat: each message with its sender's name and Paris time, the user's own on the
 * right, the others' on the left; it scrolls to the newest message as messages arrive.
 */
export function MessageList({ messages, userId, maxHeight = 180 }: MessageListProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <ScrollArea.Autosize mah={maxHeight} viewportRef={viewport} type="auto">
      <Stack gap={6} data-testid="conversation" aria-label={TEXTS.conversation.messages} role="log">
        {messages.length === 0 && (
          <Text size="xs" c="dimmed">
            {TEXTS.conversation.noMessage}
          </Text>
        )}
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} own={message.sender === userId} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** One message, its sender's name and Paris time; the user's own on the right. */
export function MessageBubble({ message, own }: { message: MessageDto; own: boolean }) {
  return (
    <Group justify={own ? "flex-end" : "flex-start"} data-testid={`conversation-msg-${message.id}`}>
      <Paper
        px="sm"
        py={4}
        radius="md"
        maw="85%"
        bg={own ? "var(--mantine-color-blue-light)" : "var(--mantine-color-gray-1)"}
        data-own={own}
      >
        <Text size="xs" c="dimmed">
          {message.senderInfo?.name || TEXTS.notification} · {formatParisDateTime(message.date)}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {message.content}
        </Text>
      </Paper>
    </Group>
  );
}
