import { Box } from "@mantine/core";
import { PUSH_TEXTS } from "@reseau/shared";
import { useOnline } from "./useOnline";

/**
 * The « hors ligne » banner (issue 9 §5): while the browser has no network, every page says that
 * what it shows is what was last saved on this device. A live status, read once by screen
 * readers; black on light orange (readable), drawn with what the first page already has.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      mb="md"
      p="sm"
      bg="orange.0"
      c="black"
      bd="1px solid var(--mantine-color-orange-4)"
      style={{ borderRadius: "var(--mantine-radius-md)" }}
    >
      {PUSH_TEXTS.offline.banner}
    </Box>
  );
}
