import { Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { DocumentDto } from "@reseau/shared";
import { StatusBadge } from "../documents/StatusBadge";
import { PaidBadge } from "../payments/PaidBadge";
import { DocumentName, PatientName, useNow, WaitingTime } from "./DocumentCells";
import { ROW_PREFIX } from "./DocumentTable";
import { QuickActions } from "./QuickActions";
import type { StatusActions } from "./useStatusActions";
import { isDocumentPaid, TEXTS } from "@reseau/shared";

/**
 * The documents as cards, on phones and tablets (under 992 px): a card opens its document in the
 * sliding panel; « Prendre en charge » and « Prête » stay on the card, at thumb size (44 px).
 */
export function DocumentCards({
  documents,
  selectedId,
  onOpen,
  actions,
  receiverColumn,
}: {
  documents: DocumentDto[];
  selectedId: string | null;
  onOpen: (document: DocumentDto) => void;
  actions: StatusActions;
  receiverColumn: string | null;
}) {
  const now = useNow();
  return (
    <Stack gap="xs">
      {documents.map((doc) => (
        <Card
          key={doc.id}
          withBorder
          padding="sm"
          radius="md"
          data-testid={`${ROW_PREFIX}${doc.id}`}
          aria-current={doc.id === selectedId ? "true" : undefined}
          style={doc.id === selectedId ? { borderColor: "var(--mantine-color-blue-8)" } : undefined}
        >
          <UnstyledButton
            onClick={() => onOpen(doc)}
            style={{ display: "block", width: "100%", minHeight: 44 }}
          >
            {/* the card's visible text names it, after what a press does */}
            <VisuallyHidden>{TEXTS.actions.open}</VisuallyHidden>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <PatientName document={doc} />
              </div>
              <Group gap={4} wrap="nowrap">
                {isDocumentPaid(doc) && <PaidBadge testId="queue-paid" />}
                <StatusBadge status={doc.meta?.status} />
              </Group>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <DocumentName document={doc} />
              <WaitingTime document={doc} now={now} />
            </Group>
            {receiverColumn && doc.receivedBy && (
              <Text size="sm" c="dimmed" truncate="end">
                {`${receiverColumn}\u00a0: ${doc.receivedBy.name}`}
              </Text>
            )}
          </UnstyledButton>
          {actions.quick && (
            <Group mt="xs" justify="flex-end">
              <QuickActions document={doc} actions={actions} size="md" showKeys={false} />
            </Group>
          )}
        </Card>
      ))}
    </Stack>
  );
}
