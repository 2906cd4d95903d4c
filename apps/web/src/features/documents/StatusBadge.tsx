import { DOCUMENT_STATUS_COLORS, statusLabel, type DocumentStatus } from "@reseau/shared";
import { TintBadge } from "../../components/TintBadge";

/** A document's `meta.status` as a coloured badge; an unknown status shows nothing (000 §8). */
export function StatusBadge({ status }: { status: string | undefined }) {
  const label = statusLabel(status);
  if (!label) return null;
  return <TintBadge color={DOCUMENT_STATUS_COLORS[status as DocumentStatus]}>{label}</TintBadge>;
}
