import { eq, inArray } from "drizzle-orm";
import { addDays, operationCreateSchema, parisDay } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { actorOf } from "../platform/actor.js";
import { createOperation, submit } from "../modules/operations/index.js";
import { managers, users } from "./schema.js";

const DEMO_PHARMACY = "pharmacie@demo.fr";

/**
 * Seeds the Galien group's demo marketing operation (issue 21 §4) through the operations service:
 * « Semaine de la vaccination », from today for four weeks, proposed (150 €) to its member
 * pharmacie@demo.fr (else the first of its member pharmacies), which finds it PROPOSED on `/liste-ops` to accept or refuse. Does nothing
 * when the group's manager or a member pharmacy is not in the data set.
 */
export async function seedOperations(ctx: AppContext): Promise<void> {
  const [manager] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, "groupe.galien@demo.fr"));
  if (!manager) return;
  const memberIds = (
    await ctx.db.select().from(managers).where(eq(managers.idmanager, manager.id))
  ).map((row) => row.iduser);
  const members = memberIds.length
    ? await ctx.db.select().from(users).where(inArray(users.id, memberIds))
    : [];
  const pharmacies = members
    .filter((member) => member.type === "pharmacy")
    .sort((a, b) => (a.email ?? "").localeCompare(b.email ?? ""));
  // the demo's pharmacy (pharmacie@demo.fr) when it is a member, so its login finds it
  const pharmacy = pharmacies.find((p) => p.email === DEMO_PHARMACY) ?? pharmacies[0];
  if (!pharmacy) return;
  const actor = actorOf(manager, memberIds);
  const start = parisDay(ctx.clock.now());
  const { id } = await createOperation(
    ctx,
    actor,
    operationCreateSchema.parse({
      name: "Semaine de la vaccination",
      description:
        "Affiche en vitrine et conseils au comptoir pour la vaccination contre la grippe.",
      start,
      end: addDays(start, 27),
    }),
  );
  await submit(ctx, actor, id, {
    idreceiver: pharmacy.id,
    remuneration: { amount: 15_000, currency: "EUR" },
  });
}
