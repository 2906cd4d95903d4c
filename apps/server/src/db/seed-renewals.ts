import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { addDays, parisDay } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { userId } from "./seed-build.js";
import { documents, documentShares, renewalOrders } from "./schema.js";

/** A stable demo id from a name (same layout as the main seed's). */
function renewalId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-renewals:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Demo renewals (issue 10 §3), so the patient and the pharmacy can try them: Léa
 * (patient@demo.fr) has two prescriptions renewed at pharmacie@demo.fr — one order SUBMITTED and
 * unread (« À confirmer »), one CONFIRMED whose first day was reached 20 days ago, to prepare
 * (« À préparer »), the next in 8 days. Léa's other shared prescriptions stay free for the
 * renewal process. Idempotent: fixed ids, existing rows kept; nothing when the demo is absent.
 */
export async function seedRenewals(
  ctx: Pick<AppContext, "db" | "storage">,
  now = new Date(),
): Promise<void> {
  const patient = userId("patient-lea");
  const pharmacy = userId("pharma-lyon");
  const [source] = await ctx.db
    .select({ storageKey: documents.storageKey, mime: documents.mime })
    .from(documents)
    .where(and(eq(documents.idcreator, patient), eq(documents.type, "PRESC_DRUG")))
    .limit(1);
  if (!source) return;
  const bytes = await ctx.storage.get(source.storageKey);
  if (!bytes) return;
  const today = parisDay(now);
  const seeds = [
    {
      key: "submitted",
      name: "Ordonnance renouvelable — traitement de fond",
      status: "RENEWING_STANDBY" as const,
      order: {
        status: "SUBMITTED" as const,
        dtstart: addDays(today, 3),
        renewal: 3,
        step: 28,
        fired: 0,
        lastFired: null,
        nextDue: null,
        readAt: null,
      },
    },
    {
      key: "confirmed",
      name: "Ordonnance renouvelable — contraception",
      status: "RENEWING_ACTIVE" as const,
      order: {
        status: "CONFIRMED" as const,
        dtstart: addDays(today, -20),
        renewal: 6,
        step: 28,
        fired: 1,
        lastFired: addDays(today, -20),
        nextDue: addDays(today, 8),
        readAt: now,
      },
    },
  ];
  for (const seed of seeds) {
    const id = renewalId(`document:${seed.key}`);
    await ctx.storage.put(id, bytes);
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(documents)
        .values({
          id,
          idcreator: patient,
          type: "PRESC_DRUG",
          name: seed.name,
          mime: source.mime,
          size: bytes.length,
          storageKey: id,
          meta: { status: seed.status },
          status: seed.status,
          date: now,
          lastUpdate: now,
        })
        .onConflictDoNothing();
      await tx
        .insert(documentShares)
        .values({
          iddocument: id,
          iduser: pharmacy,
          idsharer: patient,
          lastUpdate: now,
          status: seed.status,
        })
        .onConflictDoNothing();
      await tx
        .insert(renewalOrders)
        .values({
          id: renewalId(`order:${seed.key}`),
          iddocument: id,
          idpatient: patient,
          idpharmacy: pharmacy,
          kind: "MEDIC",
          documentStatusBefore: "NEW",
          createdAt: now,
          updatedAt: now,
          ...seed.order,
        })
        .onConflictDoNothing();
    });
  }
}
