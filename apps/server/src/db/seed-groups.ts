import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../platform/context.js";
import { managers, messages, sharingGroupMembers, sharingGroups, users } from "./schema.js";

/** A stable id for a demo sharing group's row (the UUID layout of the other demo ids). */
function groupId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-groups:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The demo sharing group (issue 21 §2): patient@demo.fr's « Suivi de Léo » with her son Léo (a
 * family member she manages) and her doctor medecin@demo.fr (a contact), and her first message
 * to it. Idempotent: fixed ids, existing rows kept; does nothing when an account is absent (run
 * after `seedFamily`).
 */
export async function seedGroups(ctx: Pick<AppContext, "db">, now = Date.now()): Promise<void> {
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["patient@demo.fr", "medecin@demo.fr"]));
  const lea = people.find((p) => p.email === "patient@demo.fr");
  const doctor = people.find((p) => p.email === "medecin@demo.fr");
  if (!lea || !doctor) return;
  const [child] = await ctx.db
    .select({ id: managers.iduser })
    .from(managers)
    .innerJoin(users, eq(users.id, managers.iduser))
    .where(and(eq(managers.idmanager, lea.id), eq(users.firstName, "Léo")))
    .limit(1);
  if (!child) return;
  const id = groupId("suivi-leo");
  const createdAt = new Date(now - 2 * 24 * 3600 * 1000);
  const sentAt = new Date(now - 24 * 3600 * 1000);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(sharingGroups)
      .values({ id, name: "Suivi de Léo", idcreator: lea.id, createdAt })
      .onConflictDoNothing();
    await tx
      .insert(sharingGroupMembers)
      .values(
        [lea.id, child.id, doctor.id].map((iduser) => ({
          idgroup: id,
          iduser,
          addedAt: createdAt,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(messages)
      .values({
        id: groupId("suivi-leo:first-message"),
        sender: lea.id,
        content: "Bonjour Docteur, Léo tousse encore un peu : je vous tiens au courant ici.",
        idgroup: id,
        date: sentAt,
        lastUpdate: sentAt,
      })
      .onConflictDoNothing();
  });
}
