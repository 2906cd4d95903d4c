import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { pushDevices, type PushDeviceRow } from "../../db/schema.js";

/** The fields of a device a registration writes. */
export type DeviceFields = Omit<PushDeviceRow, "createdAt" | "updatedAt">;

/**
 * Stores a device; an endpoint already known (this user's or another's: the browser now belongs
 * to whoever registered it last) is updated in place and moves to `fields.iduser`.
 * @returns the stored row.
 */
export async function upsertDevice(db: Executor, fields: DeviceFields): Promise<PushDeviceRow> {
  const changes = {
    iduser: fields.iduser,
    p256dh: fields.p256dh,
    auth: fields.auth,
    appName: fields.appName,
    appVersion: fields.appVersion,
    regType: fields.regType,
    topic: fields.topic,
  };
  const [row] = await db
    .insert(pushDevices)
    .values(fields)
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("push device not stored");
  return row;
}

/** Keeps the `keep` most recently registered devices of a user, deletes the others. */
export async function trimDevices(db: Executor, iduser: string, keep: number): Promise<void> {
  const kept = await db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.iduser, iduser))
    .orderBy(desc(pushDevices.updatedAt))
    .limit(keep);
  if (kept.length < keep) return;
  await db.delete(pushDevices).where(
    and(
      eq(pushDevices.iduser, iduser),
      notInArray(
        pushDevices.id,
        kept.map((k) => k.id),
      ),
    ),
  );
}

/** Deletes a user's device by its endpoint; another user's device is never touched. */
export async function deleteDeviceOf(db: Executor, iduser: string, endpoint: string) {
  await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.iduser, iduser), eq(pushDevices.endpoint, endpoint)));
}

/** Deletes a device whose push service answered that the subscription is gone (404 / 410). */
export async function deleteDeviceById(db: Executor, id: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

/** Every device of these users. */
export async function devicesOf(db: Executor, iduser: readonly string[]): Promise<PushDeviceRow[]> {
  if (iduser.length === 0) return [];
  return db
    .select()
    .from(pushDevices)
    .where(inArray(pushDevices.iduser, [...iduser]));
}
