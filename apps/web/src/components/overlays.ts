/**
 * When the app's toasts and confirm dialogs are drawn (App.tsx `<Overlays>`): their components
 * (Mantine's notifications, the modals' provider with its focus trap and scroll areas, a dozen
 * files) are fetched once the first page has loaded and the browser is idle, not beside the
 * first page's code, so a phone paints that page sooner (issue 17 §5). A toast waits in
 * Mantine's store until they are drawn; a confirm dialog asked for before then
 * (`openConfirmModal` in confirmDialog.ts) has them drawn at once and opens when they are.
 */

/** Whether the components are asked for yet; their mounting resolves `drawn`. */
let wanted = false;
/** True once an app defers them (`deferOverlays`); a test that renders its own provider never does. */
let deferred = false;
let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => (markDrawn = resolve));
let isDrawn = false;
const listeners = new Set<() => void>();

/**
 * Resolves once the components are drawn, asking for them now if need be; at once when the app
 * does not defer them (a test that renders its own providers).
 */
export function overlaysReady(): Promise<void> | null {
  return !deferred || isDrawn ? null : want();
}

/** Asks for the components now; resolves once they are drawn. */
function want(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return drawn;
}

/**
 * Called once by the app before its first render: from now on the components are drawn when
 * the page has loaded and the browser is idle (within 2 s of the load), or at once when asked for.
 */
export function deferOverlays(): void {
  // rendered ahead at build time (`prerender.tsx`), no page to wait for
  if (deferred || typeof document === "undefined") return;
  deferred = true;
  const later = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => void want(), { timeout: 2_000 });
    } else setTimeout(() => void want(), 200);
  };
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
}

/** For `useSyncExternalStore`: subscribes to the moment the components are asked for. */
export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For `useSyncExternalStore`: true once the components are asked for. */
export function overlaysWanted(): boolean {
  return wanted;
}

/** Called by the app once the components are mounted (their listeners are in place). */
export function overlaysDrawn(): void {
  isDrawn = true;
  markDrawn();
}
