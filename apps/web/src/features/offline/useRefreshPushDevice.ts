import { useEffect } from "react";

/**
 * Once a user is signed in, registers this device's existing push subscription for them again
 * (issue 9 §5: the same endpoint is one device; nothing is asked of the user). The push code is
 * fetched only then.
 */
export function useRefreshPushDevice(userId: string | null): void {
  useEffect(() => {
    if (!userId || typeof Notification === "undefined" || Notification.permission !== "granted") {
      return;
    }
    void import("./pushDevice")
      .then(({ refreshPushDevice }) => refreshPushDevice())
      .catch(() => undefined);
  }, [userId]);
}
