import { Table, Text } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  type DocumentDto,
  type FeedItem,
} from "@reseau/shared";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { StatusBadge } from "../documents/StatusBadge";
import { isMessage, itemKey } from "../feed/queries";

/** Props of the dashboard's document table. */
export interface DocumentTableProps {
  items: FeedItem[];
  selectedId: string | null;
  onSelect: (document: DocumentDto) => void;
  /** A message row selects the document it is about, if listed. */
  onSelectDocumentId: (id: string) => void;
  /** Called when the pointer rests on a row, to fetch the document ahead. */
  onHover?: (document: DocumentDto) => void;
  /** The controls of the selected row (the status menu), in its last cell. */
  actions?: (document: DocumentDto) => ReactNode;
}

const selectedStyle = { background: "var(--mantine-color-blue-light)" };
const noWrap = { whiteSpace: "nowrap" } as const;
const ROW_PREFIX = "doc-row-";

// menus and dialogs opened from a row are portals, whose React events still bubble to the row:
// only events that really happened inside the row (or on it, for keys) count
const inRow = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.contains(event.target as Node);
const onRow = (event: KeyboardEvent<HTMLElement>) => event.target === event.currentTarget;

/**
 * A dense table of incoming documents (and messages on the overview): patient, document type,
 * date in Paris time, status, and the selected row's actions. Rows are keyboard-reachable;
 * ↑/↓ move the selection.
 */
export function DocumentTable({
  items,
  selectedId,
  onSelect,
  onSelectDocumentId,
  onHover,
  actions,
}: DocumentTableProps) {
  const documents = items.filter((item): item is DocumentDto => !isMessage(item));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row = event.target as HTMLElement;
    if (!row.dataset.testid?.startsWith(ROW_PREFIX)) return;
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const index = documents.findIndex((doc) => doc.id === selectedId);
    const next = documents[event.key === "ArrowDown" ? index + 1 : Math.max(0, index - 1)];
    if (next) {
      onSelect(next);
      document.querySelector<HTMLElement>(`[data-testid="${ROW_PREFIX}${next.id}"]`)?.focus();
    }
  };

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        stickyHeader
        onKeyDown={onKeyDown}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Patient</Table.Th>
            <Table.Th>Document</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Statut</Table.Th>
            <Table.Th w={150} aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) =>
            isMessage(item) ? (
              <Table.Tr
                key={itemKey(item)}
                data-testid={`msg-row-${item.id}`}
                onClick={() => item.iddocument && onSelectDocumentId(item.iddocument)}
                style={{ cursor: item.iddocument ? "pointer" : undefined }}
              >
                <Table.Td fw={600}>{item.senderInfo?.name ?? ""}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    Message : {item.content}
                  </Text>
                </Table.Td>
                <Table.Td style={noWrap}>{formatParisDateTime(item.date)}</Table.Td>
                <Table.Td />
                <Table.Td />
              </Table.Tr>
            ) : (
              <Table.Tr
                key={itemKey(item)}
                data-testid={`${ROW_PREFIX}${item.id}`}
                tabIndex={0}
                aria-selected={item.id === selectedId}
                onClick={(event) => inRow(event) && onSelect(item)}
                onKeyDown={(event) => {
                  if (onRow(event) && (event.key === "Enter" || event.key === " ")) {
                    event.preventDefault();
                    onSelect(item);
                  }
                }}
                onMouseEnter={() => onHover?.(item)}
                style={{ cursor: "pointer", ...(item.id === selectedId ? selectedStyle : {}) }}
              >
                <Table.Td fw={600}>{item.creator?.name ?? ""}</Table.Td>
                <Table.Td>{DOCUMENT_TYPE_LABELS[item.type] ?? item.name}</Table.Td>
                <Table.Td style={noWrap}>{formatParisDateTime(item.date)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.meta?.status} />
                </Table.Td>
                <Table.Td ta="right">{item.id === selectedId && actions?.(item)}</Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
