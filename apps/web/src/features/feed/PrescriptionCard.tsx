import { Button, Card, Group, Stack, Text } from "@mantine/core";
import {
  documentTimeline,
  format,
  isLabResultDocument,
  isRenewablePrescription,
  TEXTS,
  type DocumentDto,
  type MessageDto,
  type PublicUser,
} from "@reseau/shared";
import { useNavigate } from "react-router";
import { DeleteDocumentButton } from "../documents/DeleteDocumentButton";
import { ForwardButton } from "../documents/ForwardButton";
import { DocumentSummaryButton } from "../folders/DocumentSummaryButton";
import { useDocument } from "../documents/queries";
import { useFamily } from "../family/queries";
import { Conversation } from "../messages/Conversation";
import { useLinkedMessages } from "../messages/queries";
import { PaymentRequestAction } from "../payments/PaymentRequestAction";
import { renewalPagePath } from "../renewals/queries";
import { useCurrentUser } from "../session/queries";
import { DocumentTimeline } from "./DocumentTimeline";
import type { DocumentGroup } from "./groupFeed";
import { PickupInfo } from "./PickupInfo";

/** Statuses in which the prescription waits at the pharmacy: the card says where and when. */
const TO_COLLECT = ["READY", "AWAITING_PAYMENT"];

/**
 * The pharmacy that holds a ready prescription: the one whose status message made it ready,
 * else the patient's own pharmacy when the document went to it, else the first it went to.
 */
function pickupPharmacy(
  document: DocumentDto,
  messages: readonly MessageDto[],
  user: Pick<PublicUser, "idpharma"> | null,
): string | null {
  const readiedBy = [...messages]
    .reverse()
    .find(
      (m) =>
        typeof m.meta.status === "string" &&
        TO_COLLECT.includes(m.meta.status) &&
        m.senderInfo?.type === "pharmacy",
    );
  if (readiedBy) return readiedBy.sender;
  if (user?.idpharma && document.sharers.includes(user.idpharma)) return user.idpharma;
  return document.sharers[0] ?? null;
}

/** Props of a document's card. */
export interface PrescriptionCardProps {
  group: DocumentGroup;
  onOpen: (document: { id: string; name?: string }) => void;
}

/**
 * One card per document in « Mon fil » (issue 7 §2): its name and date, its timeline
 * (Envoyée → Prise en charge → Prête, and the other steps that happened), where to collect it
 * once ready (address, today's hours), its conversation with a reply box, and « Supprimer » or,
 * once the pharmacy prepares it, « Demander l’annulation »; a renewable prescription of hers
 * (`isRenewablePrescription`) offers « Renouveler », the renewal process with it picked (issue
 * 18 §4); a payment request of the pharmacy offers « Payer 12,40 € », then shows « Payé » (issue
 * 20 §2). The status messages and the conversation come from `linked_messages` (complete
 * whatever the feed's pages hold), the feed's own messages standing in until they arrive.
 */
export function PrescriptionCard({ group, onOpen }: PrescriptionCardProps) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  // the document is on a later page of the feed: read it by itself (the viewer keeps it)
  const fetched = useDocument(group.document ? null : group.id).data;
  const document = group.document ?? fetched ?? null;
  const linked = useLinkedMessages(group.id).data;
  const family = useFamily(user?.type === "patient").data;
  const messages = linked ?? group.messages;
  if (!document) return null;

  // a family member's document (issue 8 §6) is the manager's to follow and delete, under his name
  const member = family?.find((m) => m.id === document.idcreator);
  const isCreator = user?.id === document.idcreator || member !== undefined;
  const steps = documentTimeline(document, messages, isCreator);
  const pharmacyId = TO_COLLECT.includes(document.meta.status)
    ? pickupPharmacy(document, messages, user)
    : null;
  // a laboratory's result (HPRIM) opens on its table of values and bars (issue 10 §2)
  const isResult = isLabResultDocument(document);
  const open = isResult
    ? () => void navigate(`/resultats/${document.id}`)
    : () => onOpen({ id: document.id, name: document.name });

  return (
    <Card withBorder radius="md" padding="sm" data-testid={`feed-doc-${document.id}`}>
      <Stack gap="sm">
        <DocumentSummaryButton document={document} onOpen={open}>
          {member && document.creator && (
            <Text size="sm" fw={500} c="blue.8" data-testid="feed-doc-for">
              {format(TEXTS.family.forMember, { name: document.creator.name })}
            </Text>
          )}
        </DocumentSummaryButton>
        <DocumentTimeline steps={steps} />
        {pharmacyId && <PickupInfo pharmacyId={pharmacyId} kind="prescription" />}
        {user?.type === "patient" && <PaymentRequestAction messages={messages} userId={user.id} />}
        <Conversation document={document} maxHeight={260} />
        <Group justify="space-between" gap="xs">
          <Button variant="light" onClick={open}>
            {isResult ? TEXTS.labs.seeResults : TEXTS.feed.open}
          </Button>
          <ForwardButton document={document} />
          {isCreator && isRenewablePrescription(document) && (
            <Button
              variant="light"
              onClick={() => void navigate(renewalPagePath(document.id))}
              data-testid="document-renew"
            >
              {TEXTS.renewals.renewButton}
            </Button>
          )}
          {isCreator && (
            <DeleteDocumentButton id={document.id} document={document} onDeleted={() => {}} />
          )}
        </Group>
      </Stack>
    </Card>
  );
}
