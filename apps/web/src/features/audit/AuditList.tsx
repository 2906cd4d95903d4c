import { Alert, Center, Loader, Stack, Table, Text } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  TEXTS,
  type AuditEntry,
  type DocumentType,
} from "@reseau/shared";
import { LoadMoreButton } from "../../components/LoadMoreButton";
import { useAuditList, type AuditSource } from "./queries";

const T = TEXTS.audit;

/** The document's name, and its kind when it says more (« Ordonnance »). */
function documentText({ document }: AuditEntry): string {
  if (!document.name) return T.deletedDocument;
  const kind = document.type ? DOCUMENT_TYPE_LABELS[document.type as DocumentType] : undefined;
  return kind && kind !== document.name ? `${document.name} · ${kind}` : document.name;
}

/** Props of a list of reads: whose, its table's name (for screen readers), its empty text. */
export interface AuditListProps {
  source: AuditSource;
  caption: string;
  empty: string;
}

/**
 * A list of reads of health documents (issue 24 §2), newest first: the date in Paris time, who
 * read, which document; an empty text when nobody has; older pages on demand.
 */
export function AuditList({ source, caption, empty }: AuditListProps) {
  const list = useAuditList(source);
  if (list.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={T.loading} />
      </Center>
    );
  if (list.isError) return <Alert color="red">{TEXTS.http.server}</Alert>;
  if (list.entries.length === 0)
    return (
      <Text size="sm" role="status">
        {empty}
      </Text>
    );
  return (
    <Stack gap="sm">
      {/* named for screen readers: a caption on screen repeated the section's title under it */}
      <Table striped data-testid="audit-list" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.date}</Table.Th>
            <Table.Th scope="col">{T.who}</Table.Th>
            <Table.Th scope="col">{T.document}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <time dateTime={entry.date}>{formatParisDateTime(entry.date)}</time>
              </Table.Td>
              <Table.Td>{entry.actor.name ?? T.unknownActor}</Table.Td>
              <Table.Td>{documentText(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <LoadMoreButton query={list} label={T.more} />
    </Stack>
  );
}
