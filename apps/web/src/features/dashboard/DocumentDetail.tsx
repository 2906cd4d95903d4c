import { Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DOCUMENT_TYPE_LABELS, formatParisDateTime, type DocumentDto } from "@reseau/shared";
import { DocumentPreview } from "../documents/DocumentPreview";
import { StatusBadge } from "../documents/StatusBadge";
import { Conversation } from "../messages/Conversation";
import { PatientContact } from "./PatientContact";

/**
 * The pane stays within the window (it sticks under the header); the picture takes what the
 * conversation (scrolling past 150 px) leaves, and on a short window the pane scrolls itself.
 */
const PANE_MAX_HEIGHT = "calc(100vh - 90px)";
const PREVIEW_HEIGHT = "max(240px, calc(100vh - 470px))";

/**
 * The selected document enlarged beside the table (000 §4: the image opens enlarged), with who
 * sent it, when, its status, and the conversation with the patient about it. `actions` (the
 * status menu, when the list beside has none) shows under the status badge.
 */
export function DocumentDetail({
  document,
  actions,
}: {
  document: DocumentDto;
  actions?: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      mah={PANE_MAX_HEIGHT}
      style={{ overflowY: "auto" }}
      data-testid="document-detail"
    >
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
            {document.creator?.type === "patient" && (
              <PatientContact userId={document.creator.id} />
            )}
          </Stack>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={document.meta?.status} />
            {actions}
          </Stack>
        </Group>
        <DocumentPreview id={document.id} height={PREVIEW_HEIGHT} />
        <Divider label="Messages" labelPosition="left" />
        <Conversation key={document.id} document={document} maxHeight={150} />
      </Stack>
    </Card>
  );
}
