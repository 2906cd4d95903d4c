import { devicesApi, TEXTS } from "@reseau/shared";
import { call } from "../../api/call";

/** The version this web app tells the server with its device (000 §7 `infos.appVersion`). */
const APP_VERSION = "1.0";

/** What the notifications switch can show (issue 9 §5). */
export type PushState = "unsupported" | "denied" | "off" | "on";

/** True where this browser can receive web pushes. */
function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    typeof Notification !== "undefined"
  );
}

/** The service worker's registration, or null when none is (or will be) active. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) return null;
  return navigator.serviceWorker.ready;
}

/** The browser's push subscription of this app, or null. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** Sends a subscription to the server (`POST /ws/device`, 000 §7). */
async function sendSubscription(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON() as {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  await call(devicesApi.register, {
    body: {
      type: "webpush",
      reg: { endpoint: json.endpoint, keys: json.keys },
      infos: {
        appName: TEXTS.appName,
        appVersion: APP_VERSION,
        regType: "webpush",
        topic: "feed",
      },
    },
  });
}

/** The state of the notifications switch on this device. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission !== "granted") return "off";
  return (await currentSubscription()) ? "on" : "off";
}

/** A base64url text as bytes (the VAPID public key, for `applicationServerKey`). */
function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Turns the notifications on for this device, the user having asked (never on first load): asks
 * the browser's permission, subscribes from the service worker's registration with the server's
 * VAPID key, registers the subscription. @returns the new state.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  const reg = await registration();
  if (!reg) throw new Error("no service worker");
  const { publicKey } = await call(devicesApi.vapid);
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  await sendSubscription(subscription);
  return "on";
}

/**
 * Turns the notifications off for this device: the server forgets it (`DELETE /ws/device`), the
 * browser unsubscribes. Used by the switch and at logout (before the session ends).
 */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await call(devicesApi.unregister, { query: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}

/**
 * After a login, when this device already has a subscription and the permission: registers it
 * again for the signed-in user (the same endpoint is one device on the server).
 */
export async function refreshPushDevice(): Promise<void> {
  if (!pushSupported() || Notification.permission !== "granted") return;
  const subscription = await currentSubscription();
  if (subscription) await sendSubscription(subscription);
}
