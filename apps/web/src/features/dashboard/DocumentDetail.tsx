import { Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import {
  DOCUMENT_TYPE_LABELS,
  formatParisDateTime,
  isDocumentPaid,
  TEXTS,
  type DocumentDto,
} from "@reseau/shared";
import { DocumentPreview } from "../documents/DocumentPreview";
import { usePatientOf } from "../documents/patientOf";
import { StatusBadge } from "../documents/StatusBadge";
import { PaidBadge } from "../payments/PaidBadge";
import { Conversation } from "../messages/Conversation";
import { PatientContact } from "./PatientContact";
import { QuickActions } from "./QuickActions";
import { StatusControl } from "./StatusControl";
import { useMarkRead } from "./queries";
import type { StatusActions } from "./useStatusActions";

/**
 * The pane stays within the window (it sticks under the header); on a short window it scrolls
 * itself. In the sliding panel of phones it takes what the panel gives.
 */
const PANE_MAX_HEIGHT = "calc(100vh - 90px)";

/**
 * The selected document beside the table, or in the sliding panel on phones (000 §4: the image
 * opens enlarged): who sent it, its own name, type and date, its status with « Prendre en
 * charge », « Prête » and the full status menu, the document at the panel's width, and the
 * conversation with the patient. Opening it reads its messages (the unread count goes to 0).
 */
export function DocumentDetail({
  document,
  actions,
  inPanel = false,
}: {
  document: DocumentDto;
  actions: StatusActions;
  /** In the phone's sliding panel: no card frame nor height limit, bigger buttons. */
  inPanel?: boolean;
}) {
  useMarkRead(document);
  // the patient it is about: a doctor's prescription she forwarded shows her (issue 9 §3)
  const patient = usePatientOf(document);
  return (
    <Card
      withBorder={!inPanel}
      radius="md"
      padding={inPanel ? 0 : "sm"}
      mah={inPanel ? undefined : PANE_MAX_HEIGHT}
      style={{ overflowY: "auto" }}
      data-testid="document-detail"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0, flex: "1 1 200px" }}>
            <Title order={2} size="h4" lineClamp={1} title={patient.name}>
              {patient.name}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {document.name} · {DOCUMENT_TYPE_LABELS[document.type] ?? ""} ·{" "}
              {formatParisDateTime(document.date)}
            </Text>
            {patient.id && <PatientContact userId={patient.id} />}
          </Stack>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={document.meta?.status} />
            {isDocumentPaid(document) && <PaidBadge testId="detail-paid" />}
          </Stack>
        </Group>
        {actions.statuses.length > 0 && (
          <Group gap={6} justify="flex-end" wrap="wrap" data-testid="detail-actions">
            <QuickActions
              document={document}
              actions={actions}
              size={inPanel ? "md" : "compact-sm"}
              showKeys={!inPanel}
            />
            <StatusControl document={document} actions={actions} />
          </Group>
        )}
        <DocumentPreview id={document.id} height={inPanel ? "none" : "max(320px, 60vh)"} />
        <Divider label={TEXTS.conversation.messages} labelPosition="left" />
        <Conversation key={document.id} document={document} maxHeight={inPanel ? 240 : 150} />
      </Stack>
    </Card>
  );
}
