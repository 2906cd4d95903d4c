import { Badge, Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  TEXTS,
  type DocumentDto,
  type MessageDto,
} from "@reseau/shared";
import { StatusBadge } from "../documents/StatusBadge";

/** Props of a document card of the feed. */
export interface DocumentCardProps {
  document: DocumentDto;
  onOpen: (document: DocumentDto) => void;
}

/** A document in the feed: name, type, date in Paris time and status; opens the viewer. */
export function DocumentCard({ document, onOpen }: DocumentCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`feed-doc-${document.id}`}>
      {/* named by what it shows (name, date, status): a spoken label matches the visible one */}
      <UnstyledButton onClick={() => onOpen(document)}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {document.name}
            </Text>
            <Text size="sm" c="dimmed">
              {DOCUMENT_TYPE_LABELS[document.type] ?? ""} · {formatParisDateTime(document.date)}
            </Text>
          </Stack>
          <StatusBadge status={document.meta?.status} />
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** Props of a message card of the feed. */
export interface MessageCardProps {
  message: MessageDto;
  /** The name of the document the message is about, when it is in the feed. */
  documentName?: string;
  onOpenDocument?: (id: string) => void;
}

/** A message in the feed: who wrote, what, when, and which document it is about. */
export function MessageCard({ message, documentName, onOpenDocument }: MessageCardProps) {
  const iddocument = message.iddocument;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg="var(--mantine-color-blue-0)"
      data-testid={`feed-msg-${message.id}`}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {message.senderInfo?.name || TEXTS.notification}
          </Text>
          <Badge variant="outline" size="xs" color="blue">
            Message
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {message.content}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatParisDateTime(message.date)}
          </Text>
          {iddocument && (
            <UnstyledButton onClick={() => onOpenDocument?.(iddocument)}>
              <Text size="xs" c="blue" td="underline">
                À propos de : {documentName ?? "votre document"}
              </Text>
            </UnstyledButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
