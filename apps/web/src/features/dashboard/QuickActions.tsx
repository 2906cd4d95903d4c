import { Button, Group, Kbd } from "@mantine/core";
import type { DocumentDto } from "@reseau/shared";
import { canFinish, canTake } from "./dashboardFilters";
import type { StatusActions } from "./useStatusActions";
import { TEXTS } from "@reseau/shared";

/** The keys of the one-click actions, shown beside their buttons and in « Raccourcis ». */
export const SHORTCUT_KEYS = { take: "P", done: "R", menu: "S", search: "/" } as const;

/**
 * « Prendre en charge » and « Prête » (« Résultat prêt » for a laboratory) for one document, with
 * their keys (P, R); each shows only when it applies to the document's status. `size` "md" on
 * phones keeps touch targets at least 44 px high.
 */
export function QuickActions({
  document,
  actions,
  size = "compact-sm",
  showKeys = true,
}: {
  document: DocumentDto;
  actions: StatusActions;
  size?: "compact-sm" | "sm" | "md";
  /** The keys apply to the selected document only: other rows leave them out. */
  showKeys?: boolean;
}) {
  const { quick } = actions;
  if (!quick) return null;
  const status = document.meta?.status;
  const busy = actions.pendingId === document.id;
  const disabled = actions.pendingId !== null;
  const key = (letter: string) =>
    showKeys ? (
      <Kbd size="xs" aria-hidden>
        {letter}
      </Kbd>
    ) : undefined;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {canTake(status) && (
        <Button
          size={size}
          mih={size === "md" ? 44 : undefined}
          variant="default"
          loading={busy}
          disabled={disabled && !busy}
          onClick={() => actions.take(document)}
          rightSection={key(SHORTCUT_KEYS.take)}
          aria-keyshortcuts={showKeys ? SHORTCUT_KEYS.take : undefined}
          data-testid={`take-${document.id}`}
        >
          {TEXTS.dashboard.take}
        </Button>
      )}
      {canFinish(status) && (
        <Button
          size={size}
          mih={size === "md" ? 44 : undefined}
          loading={busy && !canTake(status)}
          disabled={disabled && !busy}
          onClick={() => actions.finish(document)}
          rightSection={key(SHORTCUT_KEYS.done)}
          aria-keyshortcuts={showKeys ? SHORTCUT_KEYS.done : undefined}
          data-testid={`done-${document.id}`}
        >
          {quick.doneLabel}
        </Button>
      )}
    </Group>
  );
}
