/* Web push in the service worker (issue 9 §5), imported by the Workbox worker (sw.js).
 * A push carries { kind, title, body, iddocument, idmessage } (packages/shared push/contracts.ts),
 * decrypted by the browser. When a window of the app is visible, the page shows the in-app alert
 * titled « Notification » (000 §8); otherwise the system notification shows it. */
/* global self */
self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  const title = payload.title || "Notification";
  const body = payload.body || "";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const visible = windows.filter((w) => w.visibilityState === "visible");
      if (visible.length > 0) {
        for (const w of visible)
          w.postMessage({ type: "push", payload: { ...payload, title, body } });
        return undefined;
      }
      return self.registration.showNotification(title, {
        body,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        lang: "fr",
        tag: payload.iddocument || payload.idmessage || "reseau-sante",
        data: { url: "/feed" },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => w && w.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
