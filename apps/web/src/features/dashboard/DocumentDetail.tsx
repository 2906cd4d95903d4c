import { Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  type DocumentDto,
  type DocumentStatus,
  type UserType,
} from "@reseau/shared";
import { useState } from "react";
import type { StatusChangeRequest } from "../../api/documents";
import { DocumentPreview } from "../documents/DocumentPreview";
import { StatusBadge } from "../documents/StatusBadge";
import { needsPrompt, statusActionsFor } from "./dashboardFilters";
import { StatusDialog } from "./StatusDialog";
import { StatusMenu } from "./StatusMenu";
import { useStatusChange } from "./useStatusChange";

/** Props of the selected document's panel. */
export interface DocumentDetailProps {
  document: DocumentDto;
  userType: UserType;
  /** Called with the document as the server saved it after a status change. */
  onChanged: (document: DocumentDto) => void;
}

/**
 * The selected document enlarged beside the table (000 §4: the image opens enlarged), with who
 * sent it, when, its status and the status menu.
 */
export function DocumentDetail({ document, userType, onChanged }: DocumentDetailProps) {
  const [prompt, setPrompt] = useState<DocumentStatus | null>(null);
  const change = useStatusChange(() => setPrompt(null));

  const send = (body: StatusChangeRequest) =>
    change.mutate({ id: document.id, body }, { onSuccess: (result) => onChanged(result.document) });

  const choose = (status: DocumentStatus) => {
    if (needsPrompt(status, userType)) setPrompt(status);
    else send({ status });
  };

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
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <StatusBadge status={document.meta?.status} />
            <StatusMenu
              statuses={statusActionsFor(userType)}
              current={document.meta?.status}
              disabled={change.isPending}
              onChoose={choose}
            />
          </Group>
        </Group>
        <DocumentPreview id={document.id} height="calc(100vh - 260px)" />
      </Stack>
      <StatusDialog
        status={prompt}
        loading={change.isPending}
        onSubmit={send}
        onCancel={() => setPrompt(null)}
      />
    </Card>
  );
}
