import { COMMON_TEXTS } from "@reseau/shared";

/** Toasts last 2 s at the top of the screen (000 §8); the position is set on <Notifications>. */
export const TOAST_MS = 2_000;

/**
 * Shows a toast. The toasts' code is fetched on the first one (or with <Notifications>, after the
 * first page), so the first paint does not pay for it; the queue keeps the toast until it shows.
 */
function show(message: string, title: string | undefined, color: string): void {
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      message,
      title,
      color,
      autoClose: TOAST_MS,
      // the cross of a toast is a button like any other: it needs a name (axe button-name)
      closeButtonProps: { "aria-label": COMMON_TEXTS.actions.close },
    }),
  );
}

/** Shows a success toast. */
export function notifySuccess(message: string, title?: string): void {
  show(message, title, "teal");
}

/** Shows an error toast. */
export function notifyError(message: string, title?: string): void {
  show(message, title, "red");
}

/** Shows a neutral toast, e.g. a realtime notification. */
export function notifyInfo(message: string, title?: string): void {
  show(message, title, "blue");
}
