import type { DocumentDto, DocumentStatus, UserType } from "@reseau/shared";
import { useState } from "react";
import type { StatusChangeBody } from "@reseau/shared";
import { needsPrompt, statusActionsFor } from "./dashboardFilters";
import { StatusDialog } from "./StatusDialog";
import { StatusMenu } from "./StatusMenu";
import { useStatusChange } from "./queries";

/** Props of a document's status control. */
export interface StatusControlProps {
  document: DocumentDto;
  userType: UserType;
  /** Called with the document as the server saved it after a status change. */
  onChanged: (document: DocumentDto) => void;
}

/**
 * The status-change action of 000 §4: the menu of statuses; PROCESSING (pharmacies) and
 * AWAITING_PAYMENT first ask their input in a dialog, the others are set at once.
 */
export function StatusControl({ document, userType, onChanged }: StatusControlProps) {
  const [prompt, setPrompt] = useState<DocumentStatus | null>(null);
  const change = useStatusChange(() => setPrompt(null));

  const send = (body: StatusChangeBody) =>
    change.mutate({ id: document.id, body }, { onSuccess: (result) => onChanged(result.document) });

  const choose = (status: DocumentStatus) => {
    if (needsPrompt(status, userType)) setPrompt(status);
    else send({ status });
  };

  return (
    <>
      <StatusMenu
        statuses={statusActionsFor(userType)}
        current={document.meta?.status}
        disabled={change.isPending}
        onChoose={choose}
      />
      <StatusDialog
        status={prompt}
        loading={change.isPending}
        onSubmit={send}
        onCancel={() => setPrompt(null)}
      />
    </>
  );
}
