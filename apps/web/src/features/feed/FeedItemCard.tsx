import { Card, Stack, Text } from "@mantine/core";
import { formatParisDateTime, TEXTS, type MessageDto } from "@reseau/shared";

/** Props of a message card of the feed. */
export interface MessageCardProps {
  message: MessageDto;
}

/**
 * A message about no document (issue 7 §2: the messages about a document sit in its card): who
 * wrote, what, when.
 */
export function MessageCard({ message }: MessageCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`feed-msg-${message.id}`}>
      <Stack gap={4}>
        <Text size="sm" fw={600} truncate>
          {message.senderInfo?.name || TEXTS.notification}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {message.content}
        </Text>
        <Text size="xs" c="dimmed">
          {formatParisDateTime(message.date)}
        </Text>
      </Stack>
    </Card>
  );
}
