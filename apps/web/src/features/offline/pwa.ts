/**
 * The service worker of the installable app (issue 9 §5), registered after the page has loaded
 * (this module is fetched lazily by `main.tsx`, so the first paint does not pay for it): Workbox's
 * `sw.js` serves the app shell offline and `push-sw.js` receives the pushes.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  } catch {
    // no worker (a private window, an old browser): the app works online as before
  }
}
