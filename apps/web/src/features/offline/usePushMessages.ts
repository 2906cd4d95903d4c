import { pushPayloadSchema, type PushPayload } from "@reseau/shared";
import { useEffect, useState } from "react";

/**
 * The last push the service worker handed to this open page (issue 9 §5: a push that arrives
 * while the app is open shows the in-app alert, 000 §8), and how to dismiss it.
 */
export function usePushMessages(enabled: boolean): [PushPayload | null, () => void] {
  const [payload, setPayload] = useState<PushPayload | null>(null);
  useEffect(() => {
    if (!enabled || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; payload?: unknown } | null;
      if (data?.type !== "push") return;
      const parsed = pushPayloadSchema.safeParse(data.payload);
      if (parsed.success) setPayload(parsed.data);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [enabled]);
  return [payload, () => setPayload(null)];
}
