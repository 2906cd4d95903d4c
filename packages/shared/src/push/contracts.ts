import { z } from "zod";
import { defineEndpoint, noContent } from "../common/endpoint.js";
import { format } from "../common/texts.js";
import { PUSH_TEXTS } from "./texts.js";

/** Longest push subscription endpoint accepted, in characters. */
export const MAX_ENDPOINT_LENGTH = 1000;

const base64url = (field: string, min: number, max: number) =>
  z
    .string()
    .min(min, format(PUSH_TEXTS.push.keyInvalid, { field }))
    .max(max, format(PUSH_TEXTS.push.keyInvalid, { field }))
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, format(PUSH_TEXTS.push.keyInvalid, { field }));

/** A push subscription endpoint: an http(s) URL (the server then checks its host). */
export const pushEndpointSchema = z
  .string()
  .trim()
  .max(MAX_ENDPOINT_LENGTH, PUSH_TEXTS.push.endpointInvalid)
  // a scheme, a host without credentials, then a path: the server checks which hosts it trusts
  .regex(
    /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/,
    PUSH_TEXTS.push.endpointInvalid,
  );

/**
 * A browser's `PushSubscription.toJSON()`: `endpoint`, `keys.p256dh` (the browser's ECDH P-256
 * public key, 65 bytes uncompressed, base64url) and `keys.auth` (16 bytes, base64url).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url("p256dh", 80, 100),
    auth: base64url("auth", 16, 32),
  }),
});
/** See `pushSubscriptionSchema`. */
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/**
 * Body of `POST /ws/device` (000 §7): `type` "webpush", `reg` the subscription, `infos` what the
 * app says of itself (`appName`, `appVersion`, `regType`, `topic`), each optional.
 */
export const deviceRegistrationSchema = z.object({
  type: z.literal("webpush", PUSH_TEXTS.push.typeInvalid),
  reg: pushSubscriptionSchema,
  infos: z
    .object({
      appName: z.string().trim().max(100).optional(),
      appVersion: z.string().trim().max(50).optional(),
      regType: z.string().trim().max(50).optional(),
      topic: z.string().trim().max(100).optional(),
    })
    .optional(),
});
/** See `deviceRegistrationSchema`. */
export type DeviceRegistration = z.input<typeof deviceRegistrationSchema>;

/** Query of `DELETE /ws/device`: the endpoint of the subscription to forget. */
export const deviceEndpointQuery = z.object({ endpoint: pushEndpointSchema });

/** Answer of `GET /ws/device/vapid`: the server's VAPID public key (base64url, 65 bytes). */
export const vapidKeySchema = z.object({ publicKey: z.string() });

/** Answer of `POST /ws/device`: the device as stored (its endpoint, when it was registered). */
export const deviceDtoSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  createdAt: z.string(),
});
/** See `deviceDtoSchema`. */
export type DeviceDto = z.infer<typeof deviceDtoSchema>;

/**
 * What a push carries (encrypted end to end, RFC 8291), read by the service worker: `title`
 * "Notification" (000 §8), `body` the message text or the document's name, `iddocument` the
 * document it is about, `idmessage` the message, `kind` which event.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(["newMsg", "newDoc"]),
  title: z.string(),
  body: z.string(),
  iddocument: z.string().nullable(),
  idmessage: z.string().nullable(),
});
/** See `pushPayloadSchema`. */
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Web push devices (000 §7 `POST /ws/device`, issue 9 §5). */
export const devicesApi = {
  vapid: defineEndpoint({
    method: "GET",
    path: "/ws/device/vapid",
    response: vapidKeySchema,
    summary: "The server's VAPID public key, to subscribe a browser to web push (issue 9 §5).",
  }),
  register: defineEndpoint({
    method: "POST",
    path: "/ws/device",
    body: deviceRegistrationSchema,
    response: deviceDtoSchema,
    summary:
      "Registers the caller's browser push subscription (000 §7); the same endpoint twice is one device.",
  }),
  unregister: defineEndpoint({
    method: "DELETE",
    path: "/ws/device",
    query: deviceEndpointQuery,
    response: noContent,
    status: 204,
    summary: "Forgets one of the caller's push subscriptions by its endpoint (issue 9 §5).",
  }),
};
