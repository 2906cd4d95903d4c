import { TEXTS, type DeviceDto } from "@reseau/shared";
import type { z } from "zod";
import type { deviceRegistrationSchema } from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { vapidKeys } from "../../platform/vapid.js";
import { endpointAllowed } from "./push.policy.js";
import * as repo from "./push.repository.js";

/** Devices kept per user; registering one more forgets the least recently registered. */
const MAX_DEVICES_PER_USER = 20;

/** `GET /ws/device/vapid`: the public key browsers subscribe with (base64url). */
export async function vapidPublicKey(ctx: AppContext): Promise<{ publicKey: string }> {
  return { publicKey: (await vapidKeys(ctx.config)).publicKey };
}

/**
 * `POST /ws/device` (000 §7, issue 9 §5): stores the caller's push subscription; the same
 * endpoint again updates the one device (and moves it to the caller: the browser is theirs now).
 * @returns the device. @throws AppError 400 when the endpoint is not a known push service's.
 */
export async function registerDevice(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof deviceRegistrationSchema>,
): Promise<DeviceDto> {
  if (!endpointAllowed(body.reg.endpoint, ctx.config.pushAnyEndpoint === true)) {
    throw badRequest(TEXTS.push.endpointNotAllowed);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await repo.upsertDevice(tx, {
      id: newId(),
      iduser: actor.id,
      endpoint: body.reg.endpoint,
      p256dh: body.reg.keys.p256dh,
      auth: body.reg.keys.auth,
      appName: body.infos?.appName ?? null,
      appVersion: body.infos?.appVersion ?? null,
      regType: body.infos?.regType ?? null,
      topic: body.infos?.topic ?? null,
    });
    await repo.trimDevices(tx, actor.id, MAX_DEVICES_PER_USER);
    return stored;
  });
  return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}

/** `DELETE /ws/device?endpoint=…`: forgets the caller's device; anyone else's stays. */
export async function unregisterDevice(
  ctx: AppContext,
  actor: Actor,
  endpoint: string,
): Promise<void> {
  await repo.deleteDeviceOf(ctx.db, actor.id, endpoint);
}
