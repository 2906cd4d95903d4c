import { modals } from "@mantine/modals";
import { overlaysReady } from "./overlays";

/** The options of Mantine's confirm dialog (`modals.openConfirmModal`). */
export type ConfirmDialogOptions = Parameters<typeof modals.openConfirmModal>[0];

/**
 * Opens Mantine's confirm dialog (`modals.openConfirmModal`, 000 §8's « Are you sure? »): at once
 * when the dialogs' provider is there, else as soon as it is drawn (asked for now; overlays.ts).
 */
export function openConfirmModal(options: ConfirmDialogOptions): void {
  const ready = overlaysReady();
  if (ready) void ready.then(() => modals.openConfirmModal(options));
  else modals.openConfirmModal(options);
}
