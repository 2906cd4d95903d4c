import { inArray } from "drizzle-orm";
import { apoticareOrderCreateSchema } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { actorOf } from "../platform/actor.js";
import { createApoticareOrder, setApoticareStatus } from "../modules/apoticare/index.js";
import { users } from "./schema.js";

const PHARMACY = "pharmacie.apoticare@demo.fr";

/**
 * Seeds two made-to-measure skincare orders (issue 22 §3) through the apoticare service, so that
 * the apoticare pharmacy's list is not empty: Léa's (patient@demo.fr) « Raviver l’éclat » with 3
 * actives, NEW_ORDER; Jeanne's (patient3@demo.fr) « Nourrir » with 2 actives, moved to PROCESSING
 * (she has the step's message). Does nothing when those accounts are not in the data set.
 */
export async function seedApoticare(ctx: AppContext): Promise<void> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(inArray(users.email, [PHARMACY, "patient@demo.fr", "patient3@demo.fr"]));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const pharmacy = byEmail.get(PHARMACY);
  const lea = byEmail.get("patient@demo.fr");
  const jeanne = byEmail.get("patient3@demo.fr");
  if (!pharmacy || !lea || !jeanne) return;
  await createApoticareOrder(
    ctx,
    actorOf(lea, []),
    apoticareOrderCreateSchema.parse({
      idpharma: pharmacy.id,
      firstname: lea.firstName ?? "Léa",
      lastname: lea.lastName ?? "Martin",
      email: lea.email,
      data: {
        age: 34,
        goal: "goal-eclat",
        base: "base-serum",
        actives: ["actif-vitamine-c", "actif-vitamine-e", "actif-niacinamide"],
      },
    }),
  );
  const order = await createApoticareOrder(
    ctx,
    actorOf(jeanne, []),
    apoticareOrderCreateSchema.parse({
      idpharma: pharmacy.id,
      firstname: jeanne.firstName ?? "Jeanne",
      lastname: jeanne.lastName ?? "Durand",
      email: jeanne.email,
      data: {
        age: 58,
        goal: "goal-nutrition",
        base: "base-riche",
        actives: ["actif-ceramides", "actif-vitamine-e"],
      },
    }),
  );
  await setApoticareStatus(ctx, actorOf(pharmacy, []), order.id, "PROCESSING");
}
