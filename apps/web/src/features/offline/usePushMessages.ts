import { useEffect, useState } from "react";

/** What the page reads of a push the service worker hands it (see `pushPayloadSchema`). */
export interface ShownPush {
  title: string;
  body: string;
}

/**
 * The last push the service worker handed to this open page (issue 9 §5: a push that arrives
 * while the app is open shows the in-app alert, 000 §8), and how to dismiss it. Read without zod:
 * this runs in every page's first bundle.
 */
export function usePushMessages(enabled: boolean): [ShownPush | null, () => void] {
  const [payload, setPayload] = useState<ShownPush | null>(null);
  useEffect(() => {
    if (!enabled || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; payload?: Partial<ShownPush> } | null;
      if (data?.type !== "push" || typeof data.payload?.body !== "string") return;
      setPayload({ title: String(data.payload.title ?? ""), body: data.payload.body });
    };
    const container = navigator.serviceWorker;
    container.addEventListener("message", onMessage);
    return () => container.removeEventListener("message", onMessage);
  }, [enabled]);
  return [payload, () => setPayload(null)];
}
