import { Badge, Group, Text } from "@mantine/core";
import {
  format,
  formatParisDateTime,
  formatTimeAgo,
  TEXTS,
  type DocumentDto,
} from "@reseau/shared";
import { useEffect, useState } from "react";
import { usePatientOf } from "../documents/patientOf";

/** The current time, renewed every `everyMs` (a minute by default), for waiting times. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The patient's name on one line, cut with « … » and whole in its tooltip (`title`). */
export function PatientName({ document }: { document: DocumentDto }) {
  // a doctor's prescription the patient forwarded: her name, not the doctor's (issue 9 §3)
  const { name } = usePatientOf(document);
  return (
    <Text fw={600} size="sm" truncate="end" title={name} data-testid="patient-name">
      {name}
    </Text>
  );
}

/**
 * How long the document has waited since it was sent (« il y a 12 min »), its date and time in
 * Paris in the tooltip.
 */
export function WaitingTime({ document, now }: { document: DocumentDto; now: Date }) {
  return (
    <Text
      size="sm"
      c="dimmed"
      style={{ whiteSpace: "nowrap" }}
      title={formatParisDateTime(document.date)}
      data-testid="waiting-time"
    >
      {formatTimeAgo(document.date, now)}
    </Text>
  );
}

/** The messages about the document the user has not read yet, as a red count; nothing at 0. */
function UnreadBadge({ document }: { document: DocumentDto }) {
  const unread = document.unreadMessages ?? 0;
  if (unread === 0) return null;
  const label = format(unread > 1 ? TEXTS.dashboard.unreadMany : TEXTS.dashboard.unreadOne, {
    count: unread,
  });
  return (
    <Badge
      color="red.9"
      size="sm"
      circle={unread < 10}
      aria-label={label}
      title={label}
      data-testid="unread-badge"
    >
      {unread}
    </Badge>
  );
}

/** The document's own name (« Vaccin grippe »), with its unread messages. */
export function DocumentName({ document }: { document: DocumentDto }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text size="sm" truncate="end" title={document.name}>
        {document.name}
      </Text>
      <UnreadBadge document={document} />
    </Group>
  );
}
