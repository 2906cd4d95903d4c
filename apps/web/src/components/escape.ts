import type { KeyboardEvent } from "react";

/**
 * Échap closes only the topmost layer. Mantine closes every open modal on Échap (each listens on
 * the window), so a full-screen view opened from a panel or a dialog would close both. The inner
 * layer keeps the key (`onKeyDown={keepEscapeInside}`); the outer one turns Mantine's own handling
 * off (`closeOnEscape={false}`) and closes on an Échap that reached it
 * (`onKeyDown={closeOnEscapeKey(onClose)}`): React bubbles key events from a portal to its owner.
 */
export function keepEscapeInside(event: KeyboardEvent): void {
  if (event.key === "Escape") event.stopPropagation();
}

/** The outer layer's Échap handler: closes it unless an inner layer kept the key. */
export function closeOnEscapeKey(close: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key === "Escape" && !event.nativeEvent.isComposing) close();
  };
}
