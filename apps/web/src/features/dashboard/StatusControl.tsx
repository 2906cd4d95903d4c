import type { DocumentDto } from "@reseau/shared";
import { StatusMenu } from "./StatusMenu";
import type { StatusActions } from "./useStatusActions";

/**
 * The full status menu of 000 §4 for one document (« Changer le statut »), one click away beside
 * the one-click actions; nothing for a role without status actions.
 */
export function StatusControl({
  document,
  actions,
}: {
  document: DocumentDto;
  actions: StatusActions;
}) {
  if (actions.statuses.length === 0) return null;
  return (
    <StatusMenu
      statuses={actions.statuses}
      current={document.meta?.status}
      disabled={actions.pendingId !== null}
      onChoose={(status) => actions.choose(document, status)}
    />
  );
}
