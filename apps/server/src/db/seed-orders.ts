import { createHash } from "node:crypto";
import { cartTotals } from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import { newPickupCode } from "../modules/orders/index.js";
import { userId } from "./seed-build.js";
import { putDemoPicture } from "./seed-market.js";
import {
  marketDiscounts,
  marketOrderLines,
  marketOrders,
  marketProducts,
  marketStocks,
} from "./schema.js";

/** A stable demo id from a name (same layout as the main seed's). */
function ordersId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-orders:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The orders seed's own products (pid 990001+, apart from the catalogue's numbers). */
const PRODUCTS = [
  {
    key: "sun-kids",
    name: "Lait solaire enfant SPF50+ 200 ml",
    price: 1790,
    quantity: 12,
    discount: 1390,
    picture: ["LS", "#f59e0b"],
  },
  {
    key: "sun-face",
    name: "Crème solaire visage SPF50 50 ml",
    price: 1450,
    quantity: 8,
    discount: null,
    picture: ["CS", "#0ea5e9"],
  },
  // no picture: the cart and the orders show their placeholder
  { key: "lips", name: "Stick lèvres SPF30", price: 590, quantity: 20, discount: null },
  {
    key: "paracetamol",
    name: "Paracétamol 500 mg, 16 comprimés",
    price: 210,
    quantity: 30,
    discount: null,
    medication: true,
  },
  {
    key: "rx",
    name: "Amoxicilline 1 g (sur ordonnance)",
    price: 320,
    quantity: 5,
    discount: null,
    medication: true,
    category1: "1I",
  },
] as const;

/**
 * Demo cart and orders (issue 11 §2), so patient@demo.fr (Léa) and pharmacie@demo.fr can try
 * them: five products of its own stocked at the Pharmacie du Centre (a sunscreen discounted for
 * a year, a medication, a prescription-only one refused in the cart), and two orders of Léa's
 * there — one RESERVATION_ONLY (to set ready), one READY (to collect). Idempotent: fixed ids,
 * existing rows kept. Works with or without the catalogue's seed (its products are not used).
 * The two sunscreens have a picture (issue 18 §1: the cart and the orders show it), `mk-demo-orders-…`.
 */
export async function seedOrders(
  ctx: Pick<AppContext, "db" | "storage">,
  now = new Date(),
): Promise<void> {
  const patient = userId("patient-lea");
  const pharmacy = userId("pharma-lyon");
  const ids = Object.fromEntries(PRODUCTS.map((p) => [p.key, ordersId(`product:${p.key}`)]));
  const pictureOf = (p: (typeof PRODUCTS)[number]) =>
    "picture" in p ? `mk-demo-orders-${p.key}` : null;
  for (const p of PRODUCTS) {
    const key = pictureOf(p);
    if (key && "picture" in p) await putDemoPicture(ctx, key, p.picture[0], p.picture[1], false);
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(marketProducts)
      .values(
        PRODUCTS.map((p, index) => ({
          id: ids[p.key]!,
          pid: 990001 + index,
          uuid: ids[p.key]!,
          name: p.name,
          price: p.price,
          medication: "medication" in p ? p.medication : false,
          category1: "category1" in p ? p.category1 : null,
          image: pictureOf(p),
          thumb: pictureOf(p) && `${pictureOf(p)}-t`,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(marketStocks)
      .values(
        PRODUCTS.map((p) => ({
          productId: ids[p.key]!,
          pharmaId: pharmacy,
          price: p.price,
          quantity: p.quantity,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(marketDiscounts)
      .values({
        id: ordersId("discount:sun-kids"),
        pharmaId: pharmacy,
        productId: ids["sun-kids"]!,
        price: 1390,
        start: new Date(now.getTime() - 86_400_000),
        end: new Date(now.getTime() + 365 * 86_400_000),
      })
      .onConflictDoNothing();
    const orders = [
      {
        key: "reserved",
        status: "RESERVATION_ONLY" as const,
        ago: 2,
        lines: [
          ["sun-face", 1],
          ["paracetamol", 2],
        ] as const,
      },
      { key: "ready", status: "READY" as const, ago: 26, lines: [["lips", 2]] as const },
    ];
    for (const order of orders) {
      const id = ordersId(`order:${order.key}`);
      const lines = order.lines.map(([key, quantity]) => {
        const p = PRODUCTS.find((x) => x.key === key)!;
        return { key, quantity, p, medication: "medication" in p ? p.medication : false };
      });
      const totals = cartTotals(
        lines.map((l) => ({
          quantity: l.quantity,
          unitPrice: l.p.price,
          medication: l.medication,
        })),
      );
      const at = new Date(now.getTime() - order.ago * 3_600_000);
      const inserted = await tx
        .insert(marketOrders)
        .values({
          id,
          client: patient,
          vendor: pharmacy,
          status: order.status,
          pickupCode: newPickupCode(),
          ...totals,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: marketOrders.id });
      if (inserted.length === 0) continue;
      await tx.insert(marketOrderLines).values(
        lines.map((l) => ({
          orderId: id,
          productId: ids[l.key]!,
          name: l.p.name,
          medication: l.medication,
          quantity: l.quantity,
          unitPrice: l.p.price,
          paidUnitPrice: l.p.price,
        })),
      );
    }
  });
}
