import { useEffect, useRef } from "react";

/** What the dashboard's keys do; each gets the key's event already filtered. */
export interface DashboardShortcuts {
  /** ↓ (or J) and ↑ (or K): the next or previous document. */
  move: (step: 1 | -1) => void;
  /** Entrée on a row: open the document (full screen, or the panel on a phone). */
  open: () => void;
  /** P: « Prendre en charge ». */
  take: () => void;
  /** R: « Prête » (« Résultat prêt »). */
  finish: () => void;
  /** S: the full status menu. */
  menu: () => void;
  /** /: the patient search. */
  search: () => void;
}

/** True when the key belongs to what the user is typing in or to an open menu or dialog. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  // an open menu or dialog traps the focus: its keys are its own (the page also turns the
  // shortcuts off while its own dialogs are open)
  return (
    target?.closest(
      'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"], [role="listbox"]',
    ) != null
  );
}

/**
 * The dashboard's keyboard (issue 7 §1): ↑/↓ move among the documents, Entrée opens the one
 * focused, P takes it in charge, R marks it ready, S opens its status menu, / goes to the search.
 * Keys never act while the user types in a field, nor under an open menu or dialog. Listens on
 * the window while `enabled`.
 */
export function useDashboardShortcuts(shortcuts: DashboardShortcuts, enabled = true): void {
  const latest = useRef(shortcuts);
  // the handlers of the latest render, without re-adding the listener at each render
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (belongsElsewhere(event)) return;
      const act = latest.current;
      const target = event.target as HTMLElement | null;
      const onRow = target?.dataset.testid?.startsWith("doc-row-") ?? false;
      const onPage = target === document.body || onRow;
      const handlers: Record<string, (() => void) | undefined> = {
        ArrowDown: () => act.move(1),
        ArrowUp: () => act.move(-1),
        j: () => act.move(1),
        k: () => act.move(-1),
        // Entrée and arrows on a button or a link keep their own meaning
        Enter: onPage ? act.open : undefined,
        p: act.take,
        r: act.finish,
        s: act.menu,
        "/": act.search,
      };
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if ((key === "ArrowDown" || key === "ArrowUp") && !onPage) return;
      const handler = handlers[key];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
