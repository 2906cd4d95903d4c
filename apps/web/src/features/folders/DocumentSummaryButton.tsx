import { Group, Text, UnstyledButton } from "@mantine/core";
import { DOCUMENT_TYPE_LABELS, formatParisDateTime, type DocumentDto } from "@reseau/shared";
import type { ReactNode } from "react";
import { DocumentThumbnail } from "./DocumentThumbnail";

/**
 * The top of a document's card in « Mon fil » and « Mes dossiers »: its thumbnail (a few
 * kilobytes; the viewer reads the full bytes when opened), name, type and date (Europe/Paris),
 * as one button that opens it — named by what it shows, so a spoken label matches the visible
 * one. `children` add lines under the date.
 */
export function DocumentSummaryButton({
  document,
  onOpen,
  children,
}: {
  document: DocumentDto;
  onOpen: () => void;
  children?: ReactNode;
}) {
  return (
    <UnstyledButton onClick={onOpen} style={{ minWidth: 0 }}>
      <Group gap="sm" wrap="nowrap" align="center">
        <DocumentThumbnail document={document} />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {document.name}
          </Text>
          <Text size="sm" c="dimmed">
            {DOCUMENT_TYPE_LABELS[document.type] ?? ""} · {formatParisDateTime(document.date)}
          </Text>
          {children}
        </div>
      </Group>
    </UnstyledButton>
  );
}
