import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { marketRepository, type ProductFilters } from "../src/modules/market/market.repository.js";

/**
 * Seeds the catalogue's volume (issue 11 "Proof"): the category roots and their first child,
 * 10 brands, `products` products (names of a parapharmacy: « Crème Avène 000123 »…, the
 * matching form written as the repository writes it), `pharmacies − 1` pharmacies more beside
 * `pharmacyId`, and a stock in each pharmacy for `share` of the products (the bench pharmacy
 * stocks the same share), all with `INSERT … SELECT generate_series` (fast on PGlite), then
 * ANALYZE. @returns the seconds it took and the number of stock rows
 */
export async function seedMarketBench(
  db: Db,
  options: { products: number; pharmacies: number; share: number; pharmacyId: string },
): Promise<{ seconds: number; stocks: number }> {
  const started = performance.now();
  await db.execute(sql`
    insert into market_categories (code, name, ord, parent, type, level)
    select c, 'Rayon ' || c, i, null, case when c = '1' then 'medication' else 'parapharmacy' end, 1
    from unnest(array['1','2','3','4','5','6','7','8','9']) with ordinality as t(c, i)
    union all
    select c || 'A', 'Sous-rayon ' || c, 0, c, case when c = '1' then 'medication' else 'parapharmacy' end, 2
    from unnest(array['1','2','3','4','5','6','7','8','9']) as t(c)`);
  await db.execute(sql`
    insert into market_brands (id, name)
    select 'bench-brand-' || i, b
    from unnest(array['Avène','Bioderma','Vichy','Uriage','Nuxe','Klorane','Mustela','Arkopharma','Doliprane','Caudalie'])
      with ordinality as t(b, i)`);
  await db.execute(sql`
    insert into market_products (id, pid, uuid, name, search_name, brand_id, price, category1, category2, medication, code)
    select 'bench-p-' || g, 1000000 + g, 'bench-u-' || g,
      (array['Crème','Gel','Lait','Sérum','Shampooing','Baume','Huile'])[1 + g % 7] || ' ' ||
        (array['Avène','Bioderma','Vichy','Uriage','Nuxe','Klorane','Mustela','Arkopharma','Doliprane','Caudalie'])[1 + (g / 7) % 10] ||
        ' ' || lpad(g::text, 6, '0'),
      (array['creme','gel','lait','serum','shampooing','baume','huile'])[1 + g % 7] || ' ' ||
        (array['avene','bioderma','vichy','uriage','nuxe','klorane','mustela','arkopharma','doliprane','caudalie'])[1 + (g / 7) % 10] ||
        ' ' || lpad(g::text, 6, '0'),
      'bench-brand-' || (1 + (g / 7) % 10),
      case when g % 10 = 0 then null else 199 + (g * 37) % 4000 end,
      ((g % 9) + 1)::text, ((g % 9) + 1)::text || 'A', (g % 9) = 0,
      '340' || lpad(g::text, 10, '0')
    from generate_series(1, ${options.products}) as g`);
  await db.execute(sql`
    insert into users (id, type, email, name, status)
    select 'bench-ph-' || g, 'pharmacy', 'pharmacie.' || g || '@bench.local', 'Pharmacie ' || g, 'ACTIVE'
    from generate_series(2, ${options.pharmacies}) as g`);
  // a product is in a pharmacy's stock when a mix of both numbers falls in the share's part
  const threshold = Math.round(97 * options.share);
  await db.execute(sql`
    insert into market_stocks (product_id, pharma_id, price, quantity, grp)
    select p.id, ph.id, coalesce(p.price, 990) + (p.pid % 50), p.pid % 30, null
    from market_products p
    cross join (
      select ${options.pharmacyId}::text as id, 1 as n
      union all select 'bench-ph-' || g, g from generate_series(2, ${options.pharmacies}) as g
    ) ph
    where p.id like 'bench-p-%' and (p.pid * 31 + ph.n * 17) % 97 < ${threshold}`);
  await db.execute(sql`analyze market_products`);
  await db.execute(sql`analyze market_stocks`);
  const [row] = (
    (await db.execute(sql`select count(*)::int as n from market_stocks`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return { seconds: (performance.now() - started) / 1000, stocks: row?.n ?? 0 };
}

/** A SQL literal of a bench parameter (strings and numbers only). */
const literal = (value: unknown) =>
  typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;

/**
 * The plan PostgreSQL chooses for one listing (EXPLAIN ANALYZE of the repository's own
 * statement, its parameters written in): what docs/BENCHMARKS.md "The product listing" shows.
 */
export async function explainListing(db: Db, filters: ProductFilters): Promise<string> {
  const query = marketRepository.listingStatement(db, filters, 0, 25).toSQL();
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) =>
    literal(query.params[Number(n) - 1]),
  );
  const result = await db.execute(sql.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${text}`));
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  return rows.map((row) => Object.values(row)[0]).join("\n");
}
