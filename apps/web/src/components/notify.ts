import { notifications } from "@mantine/notifications";

/** Toasts last 2 s at the top of the screen (000 §8); the position is set on <Notifications>. */
export const TOAST_MS = 2_000;

/** Shows a success toast. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: "teal", autoClose: TOAST_MS });
}

/** Shows an error toast. */
export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: "red", autoClose: TOAST_MS });
}

/** Shows a neutral toast, e.g. a realtime notification. */
export function notifyInfo(message: string, title?: string): void {
  notifications.show({ message, title, color: "blue", autoClose: TOAST_MS });
}
