import {
  MANAGER_TYPES,
  needsFirstName,
  type DocumentDto,
  type DocumentStatus,
  type PublicUser,
  type StatusChangeBody,
} from "@reseau/shared";
import { useState } from "react";
import {
  dashboardRoleOf,
  needsPrompt,
  quickActionsFor,
  statusActionsFor,
} from "./dashboardFilters";
import { rememberedFirstName } from "./firstName";
import { useStatusChange } from "./queries";
import { StatusDialog } from "./StatusDialog";

/**
 * The status actions of the dashboard (000 §4 "Status-change action"), shared by the rows, the
 * detail pane and the keyboard: `choose` from the full menu (PROCESSING and AWAITING_PAYMENT ask
 * their input in a dialog); `take` (« Prendre en charge ») sets PROCESSING at once with the
 * first name this pharmacist gave before, asking it only the first time; `finish` (« Prête »,
 * « Résultat prêt ») sets its status at once. `onChanged` receives the document as saved.
 * `dialog` is the one dialog to render.
 */
export function useStatusActions(
  user: PublicUser,
  onChanged: (before: DocumentDto, after: DocumentDto) => void,
) {
  const role = dashboardRoleOf(user);
  // a group manager reads its members' documents but never changes their status (issue 21 §1)
  const acts = !MANAGER_TYPES.includes(user.type);
  const quick = acts ? quickActionsFor(role) : null;
  const [prompt, setPrompt] = useState<{ status: DocumentStatus; document: DocumentDto } | null>(
    null,
  );
  const change = useStatusChange(() => setPrompt(null));

  const send = (document: DocumentDto, body: StatusChangeBody) =>
    change.mutate(
      { id: document.id, body },
      { onSuccess: (result) => onChanged(document, result.document) },
    );

  const choose = (document: DocumentDto, status: DocumentStatus) => {
    if (change.isPending) return;
    if (needsPrompt(status, user.type)) setPrompt({ status, document });
    else send(document, { status });
  };

  const take = (document: DocumentDto) => {
    if (!quick || change.isPending) return;
    if (!needsFirstName(quick.take, user.type)) return send(document, { status: quick.take });
    const firstName = rememberedFirstName(user.id);
    if (firstName) send(document, { status: quick.take, firstName });
    else setPrompt({ status: quick.take, document });
  };

  const finish = (document: DocumentDto) => {
    if (quick && !change.isPending) send(document, { status: quick.done });
  };

  const dialog = (
    <StatusDialog
      status={prompt?.status ?? null}
      userId={user.id}
      loading={change.isPending}
      onSubmit={(body) => prompt && send(prompt.document, body)}
      onCancel={() => setPrompt(null)}
    />
  );

  return {
    role,
    quick,
    statuses: acts ? statusActionsFor(role) : [],
    choose,
    take,
    finish,
    /** The document whose status is being sent, if any. */
    pendingId: change.isPending ? (change.variables?.id ?? null) : null,
    dialogOpen: prompt !== null,
    dialog,
  };
}

/** What `useStatusActions` gives to the components that show the actions. */
export type StatusActions = ReturnType<typeof useStatusActions>;
