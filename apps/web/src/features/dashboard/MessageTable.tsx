import { Group, Table, Text } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  TEXTS,
  type DocumentDto,
  type MessageDto,
} from "@reseau/shared";
import { StatusBadge } from "../documents/StatusBadge";

/** Props of the table of received messages. */
export interface MessageTableProps {
  messages: MessageDto[];
  /** Documents already loaded, by id, to name the one each message is about. */
  documents: ReadonlyMap<string, DocumentDto>;
  /** The document shown beside the table: its messages are highlighted. */
  selectedDocumentId: string | null;
  /** Shows the document a message is about. */
  onSelectDocument: (id: string) => void;
}

const selectedStyle = { background: "var(--mantine-color-blue-light)" };
const noWrap = { whiteSpace: "nowrap" } as const;

/**
 * The "Messages" state of the dashboard: the messages patients sent, newest first, with who
 * wrote, what, when (Paris time) and the document it is about; a row opens that document.
 */
export function MessageTable({
  messages,
  documents,
  selectedDocumentId,
  onSelectDocument,
}: MessageTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{TEXTS.dashboard.from}</Table.Th>
            <Table.Th>{TEXTS.compose.content}</Table.Th>
            <Table.Th>{TEXTS.labs.date}</Table.Th>
            <Table.Th>{TEXTS.documents.document}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => {
            const iddocument = message.iddocument;
            const open = () => iddocument && onSelectDocument(iddocument);
            return (
              <Table.Tr
                key={message.id}
                data-testid={`msg-row-${message.id}`}
                tabIndex={iddocument ? 0 : undefined}
                aria-selected={iddocument !== null && iddocument === selectedDocumentId}
                onClick={open}
                onKeyDown={(event) => {
                  if (event.key === "Enter" || event.key === " ") {
                    event.preventDefault();
                    open();
                  }
                }}
                style={{
                  cursor: iddocument ? "pointer" : undefined,
                  ...(iddocument && iddocument === selectedDocumentId ? selectedStyle : {}),
                }}
              >
                <Table.Td fw={600}>{message.senderInfo?.name || TEXTS.notification}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2} style={{ whiteSpace: "pre-line" }}>
                    {message.content}
                  </Text>
                </Table.Td>
                <Table.Td style={noWrap}>{formatParisDateTime(message.date)}</Table.Td>
                <Table.Td>
                  {iddocument && <DocumentCell document={documents.get(iddocument)} />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The document a message is about: its name and status (type and date on hover), or a plain link
 * when it is not loaded.
 */
function DocumentCell({ document }: { document: DocumentDto | undefined }) {
  if (!document) {
    return (
      <Text size="sm" c="blue" td="underline">
        {TEXTS.feed.open}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text
        size="sm"
        c="blue"
        td="underline"
        lineClamp={1}
        title={`${DOCUMENT_TYPE_LABELS[document.type] ?? ""} · ${formatParisDateTime(document.date)}`}
      >
        {document.name || DOCUMENT_TYPE_LABELS[document.type]}
      </Text>
      <StatusBadge status={document.meta?.status} />
    </Group>
  );
}
