/**
 * Who receives a push and where it may go (issue 9 §5), pure functions over loaded data.
 */

/**
 * The hosts of the browsers' push services (Chrome / Edge's FCM, Firefox's autopush, Windows,
 * Safari): by default the server posts only to these, over https, never to an address a user
 * chose.
 */
const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  "notify.windows.com",
  "push.apple.com",
] as const;

/**
 * True when a subscription endpoint may be stored: https on a push service's host (or one of its
 * sub-domains); any http(s) endpoint when `anyEndpoint` (tests and journeys, PUSH_ANY_ENDPOINT).
 */
export function endpointAllowed(endpoint: string, anyEndpoint: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (anyEndpoint) return url.protocol === "https:" || url.protocol === "http:";
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/**
 * The users a push about an event goes to: its audience (computed by the documents or messages
 * policy: who may read it) without the sender, once each.
 */
export function pushRecipients(audience: readonly string[], sender: string | null): string[] {
  return [...new Set(audience)].filter((id) => id !== sender);
}
