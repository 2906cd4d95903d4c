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
      // dark text on the status colour's lightest tint, the colour itself in the border: yellow,
      // orange and green shades cannot carry text at 4.5:1 (RGAA 3.2), the tint and border can
      // carry the cue
      styles={{
        root: {
          color: "var(--mantine-color-gray-9)",
          backgroundColor: `var(--mantine-color-${color}-0)`,
          border: `1px solid var(--mantine-color-${color}-6)`,
        },
        label: { overflow: "visible" },
      }}
    >
      {label}
    </Badge>
  );
}
