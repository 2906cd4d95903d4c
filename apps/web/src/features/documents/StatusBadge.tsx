import { Badge } from "@mantine/core";
import { DOCUMENT_STATUS_COLORS, statusLabel, type DocumentStatus } from "@reseau/shared";

/** A document's `meta.status` as a coloured badge; an unknown status shows nothing (000 §8). */
export function StatusBadge({ status }: { status: string | undefined }) {
  const label = statusLabel(status);
  if (!label) return null;
  const color = DOCUMENT_STATUS_COLORS[status as DocumentStatus];
  return (
    <Badge
      color={color}
      variant="light"
      size="md"
      radius="sm"
      tt="none"
      style={{ flexShrink: 0, overflow: "visible" }}
      styles={{ label: { overflow: "visible" } }}
    >
      {label}
    </Badge>
  );
}
