import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, formatParisDateTime, type DocumentDto } from "@reseau/shared";
import { DocumentPreview } from "../documents/DocumentPreview";
import { StatusBadge } from "../documents/StatusBadge";

/**
 * The selected document enlarged beside the table (000 §4: the image opens enlarged), with who
 * sent it, when, and its status.
 */
export function DocumentDetail({ document }: { document: DocumentDto }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="document-detail">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" lineClamp={1}>
              {document.creator?.name ?? ""}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {DOCUMENT_TYPE_LABELS[document.type] ?? ""} · {document.name} ·{" "}
              {formatParisDateTime(document.date)}
            </Text>
          </Stack>
          <StatusBadge status={document.meta?.status} />
        </Group>
        <DocumentPreview id={document.id} height="calc(100vh - 260px)" />
      </Stack>
    </Card>
  );
}
