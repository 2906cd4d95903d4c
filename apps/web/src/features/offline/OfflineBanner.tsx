import { Alert } from "@mantine/core";
import { TEXTS } from "@reseau/shared";
import { useOnline } from "./useOnline";

/**
 * The « hors ligne » banner (issue 9 §5): while the browser has no network, every page says that
 * what it shows is what was last saved on this device. A live status, read once by screen readers.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      mb="md"
      data-testid="offline-banner"
      // black on light orange: readable (axe color-contrast)
      styles={{ message: { color: "var(--mantine-color-black)" } }}
    >
      {TEXTS.offline.banner}
    </Alert>
  );
}
