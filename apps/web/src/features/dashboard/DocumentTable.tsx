import { Group, Table, Text, VisuallyHidden } from "@mantine/core";
import type { DocumentDto } from "@reseau/shared";
import type { MouseEvent } from "react";
import { StatusBadge } from "../documents/StatusBadge";
import { PaidBadge } from "../payments/PaidBadge";
import { DocumentName, PatientName, useNow, WaitingTime } from "./DocumentCells";
import { QuickActions } from "./QuickActions";
import type { StatusActions } from "./useStatusActions";
import { isDocumentPaid, TEXTS } from "@reseau/shared";

/** Props of the dashboard's document table. */
export interface DocumentTableProps {
  documents: DocumentDto[];
  selectedId: string | null;
  onSelect: (document: DocumentDto) => void;
  /** Enter on a row, or a double click: open the document full screen. */
  onOpen: (document: DocumentDto) => void;
  actions: StatusActions;
  /** The heading of the establishment column of a group manager (« Pharmacie »), if any. */
  receiverColumn: string | null;
}

const selectedStyle = { background: "var(--mantine-color-blue-light)" };
/** The prefix of each row's test id and DOM lookup; the keyboard moves the focus by it. */
export const ROW_PREFIX = "doc-row-";

// menus and dialogs opened from a row are portals, whose React events still bubble to the row:
// only clicks that really happened inside the row count
const inRow = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget.contains(event.target as Node);

/**
 * The documents as a dense table (from 992 px): the patient's name on one line, the document's
 * own name with its unread messages, how long it has waited, the receiving establishment for a
 * group, the status, and « Prendre en charge » / « Prête » on every row (their keys are shown in
 * the detail pane and under the tabs, with the full status menu). The rows are focusable; the page's keys move among
 * them.
 */
export function DocumentTable({
  documents,
  selectedId,
  onSelect,
  onOpen,
  actions,
  receiverColumn,
}: DocumentTableProps) {
  const now = useNow();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing={6}
        horizontalSpacing="xs"
        fz="sm"
        highlightOnHover
        stickyHeader
        style={{ tableLayout: "fixed" }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="24%">{TEXTS.userKinds.patient}</Table.Th>
            <Table.Th>{TEXTS.documents.document}</Table.Th>
            <Table.Th w={104}>{TEXTS.dashboard.waiting}</Table.Th>
            {receiverColumn && <Table.Th w="16%">{receiverColumn}</Table.Th>}
            <Table.Th w={112}>{TEXTS.details.status}</Table.Th>
            <Table.Th w={actions.quick ? 256 : 0}>
              <VisuallyHidden>{TEXTS.actions.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((doc) => {
            const selected = doc.id === selectedId;
            return (
              <Table.Tr
                key={doc.id}
                data-testid={`${ROW_PREFIX}${doc.id}`}
                tabIndex={selected || (selectedId === null && doc === documents[0]) ? 0 : -1}
                aria-selected={selected}
                onClick={(event) => inRow(event) && onSelect(doc)}
                onDoubleClick={(event) => inRow(event) && onOpen(doc)}
                onFocus={(event) => event.target === event.currentTarget && onSelect(doc)}
                style={{ cursor: "pointer", ...(selected ? selectedStyle : {}) }}
              >
                <Table.Td>
                  <PatientName document={doc} />
                </Table.Td>
                <Table.Td>
                  <DocumentName document={doc} />
                </Table.Td>
                <Table.Td>
                  <WaitingTime document={doc} now={now} />
                </Table.Td>
                {receiverColumn && (
                  <Table.Td>
                    <Text size="sm" truncate="end" title={doc.receivedBy?.name ?? ""}>
                      {doc.receivedBy?.name ?? ""}
                    </Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <StatusBadge status={doc.meta?.status} />
                    {isDocumentPaid(doc) && <PaidBadge testId="queue-paid" />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <QuickActions document={doc} actions={actions} showKeys={false} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
