import { Alert, Center, Loader, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  DOCUMENT_TYPE_LABELS,
  displayName,
  format,
  formatParisDateTime,
  statusLabel,
  TEXTS,
  type DocumentDto,
  type MessageDto,
} from "@reseau/shared";
import { useLinkedMessages } from "../messages/queries";
import { useUserCard } from "../session/queries";
import { useDocument } from "./queries";

/** One step of a document's status history: the status, who set it, when. */
export interface StatusStep {
  status: string;
  by: string;
  at: string;
}

/**
 * A document's status history (issue 9 §3, 001 modal-doc-details): its creation (NEW, by its
 * creator), then each status a status-change message set (`meta.status` of the messages about it
 * that the reader sees), oldest first.
 */
export function statusHistory(
  document: Pick<DocumentDto, "date" | "creator">,
  messages: readonly MessageDto[],
): StatusStep[] {
  const created: StatusStep = {
    status: "NEW",
    by: document.creator?.name ?? TEXTS.details.unknownUser,
    at: document.date,
  };
  const changes = messages
    .filter((m) => typeof m.meta.status === "string")
    .map((m) => ({
      status: String(m.meta.status),
      by: m.senderInfo?.name ?? TEXTS.details.unknownUser,
      at: m.date,
    }));
  return [created, ...changes];
}

/** A user the document is shared with, by name as the server lets the reader see them. */
function SharerName({ id }: { id: string }) {
  const card = useUserCard(id);
  if (card.isPending) return <Text size="sm">…</Text>;
  return <Text size="sm">{card.data ? displayName(card.data) : TEXTS.details.unknownUser}</Text>;
}

/**
 * The details of a document (issue 9 §3, 001 modal-doc-details): its type, status, dates, creator,
 * who it is shared with, and its status history from its messages. The body of the details modal
 * and of the `/modal-doc-details` page.
 */
export function DocumentDetails({ id }: { id: string }) {
  const query = useDocument(id);
  const messages = useLinkedMessages(id).data ?? [];
  const document = query.data;
  if (query.isPending) {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={TEXTS.details.title} />
      </Center>
    );
  }
  if (!document) return <Alert color="red">{TEXTS.documents.notFound}</Alert>;
  const history = statusHistory(document, messages);
  const rows: [string, React.ReactNode][] = [
    [TEXTS.details.type, DOCUMENT_TYPE_LABELS[document.type] ?? document.type],
    [TEXTS.details.status, statusLabel(document.meta.status)],
    [TEXTS.details.date, formatParisDateTime(document.date)],
    [TEXTS.details.lastUpdate, formatParisDateTime(document.lastUpdate)],
    [TEXTS.details.creator, document.creator?.name ?? TEXTS.details.unknownUser],
    [
      TEXTS.details.sharedWith,
      document.sharers.length === 0 ? (
        TEXTS.details.nobody
      ) : (
        <Stack gap={2}>
          {document.sharers.map((sharer) => (
            <SharerName key={sharer} id={sharer} />
          ))}
        </Stack>
      ),
    ],
  ];
  return (
    <Stack gap="md" data-testid="document-details">
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {document.name}
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5">
        {TEXTS.details.history}
      </Title>
      {history.length === 1 && (
        <Text size="sm" c="dimmed">
          {TEXTS.details.noHistory}
        </Text>
      )}
      <Stack component="ol" gap={4} m={0} pl="lg" data-testid="status-history">
        {history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <Text size="sm">
              {format(TEXTS.details.stepBy, { status: statusLabel(step.status), name: step.by })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatParisDateTime(step.at)}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Props of the details modal; `id` null means closed. */
export interface DocumentDetailsModalProps {
  id: string | null;
  onClose: () => void;
}

/** The document details in a dialog (full screen on a phone), opened from a viewer. */
export function DocumentDetailsModal({ id, onClose }: DocumentDetailsModalProps) {
  const fullScreen = useMediaQuery("(max-width: 576px)");
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={TEXTS.details.title}
      fullScreen={fullScreen}
      size="lg"
    >
      {id && <DocumentDetails id={id} />}
    </Modal>
  );
}
