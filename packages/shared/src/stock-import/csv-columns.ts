/**
 * Reading the columns of a pharmacy's stock export (issue 11 §4): which column holds the code,
 * the name, the quantity and the price, and how their values are written (decimal comma, spaces,
 * euro sign). Pure: the server's streaming import and the tests use it.
 */

/** The columns an import needs. */
export type StockColumn = "code" | "name" | "quantity" | "price";

/** Header names seen in French pharmacy exports, normalized (lower case, no accent, single spaces). */
const HEADER_NAMES: Record<StockColumn, readonly string[]> = {
  code: [
    "ean13",
    "ean 13",
    "ean",
    "cip13",
    "cip 13",
    "cip",
    "code",
    "code ean",
    "code ean13",
    "code cip",
    "code cip13",
    "code cip 13",
    "code ean 13",
    "code barre",
    "code barres",
    "gtin",
    "ean13 cip13",
    "cip13 ean13",
    "code produit",
  ],
  name: [
    "nom",
    "name",
    "libelle",
    "designation",
    "produit",
    "nom produit",
    "libelle produit",
    "nom du produit",
    "article",
  ],
  quantity: ["quantite", "qte", "qty", "quantity", "stock", "quantite en stock", "qte stock"],
  price: [
    "prix",
    "price",
    "prix ttc",
    "prix vente",
    "prix de vente",
    "prix de vente ttc",
    "prix vente ttc",
    "pv ttc",
    "pvttc",
    "prix public",
    "prix public ttc",
    "ppttc",
    "pp ttc",
  ],
};

/** A header cell as compared: lower case, accents and punctuation gone, single spaces. */
export function normalizeHeader(cell: string): string {
  return cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Finds the four columns in a header row.
 * @returns the index of each column, or the columns it could not find (in the order code, name,
 *   quantity, price).
 */
export function findStockColumns(
  header: readonly string[],
): { columns: Record<StockColumn, number> } | { missing: StockColumn[] } {
  const normalized = header.map(normalizeHeader);
  const columns = {} as Record<StockColumn, number>;
  const missing: StockColumn[] = [];
  for (const column of ["code", "name", "quantity", "price"] as const) {
    const index = normalized.findIndex((cell) => HEADER_NAMES[column].includes(cell));
    if (index < 0) missing.push(column);
    else columns[column] = index;
  }
  return missing.length > 0 ? { missing } : { columns };
}

/** French names of the columns, for the "missing columns" message. */
export const STOCK_COLUMN_LABELS: Record<StockColumn, string> = {
  code: "code EAN13 / CIP13",
  name: "nom",
  quantity: "quantité",
  price: "prix",
};

/** An EAN13 or CIP13 code: 13 digits (spaces inside are dropped). @returns it, or null. */
export function parseProductCode(value: string): string | null {
  const code = value.replace(/\s+/g, "");
  return /^\d{13}$/.test(code) ? code : null;
}

/**
 * A price in euros as exports write it — `12,50`, `12.5`, `1 234,56 €`, `12` — in cents.
 * @returns the cents (rounded to the cent), or null when it is not a positive amount below
 *   one million euros.
 */
export function parseEuroCents(value: string): number | null {
  const text = value.replace(/[\s\u00a0\u202f€]/g, "").replace(/EUR$/i, "");
  const match = /^(\d{1,7})(?:[.,](\d{1,4}))?$/.exec(text);
  if (!match) return null;
  const euros = Number(match[1]);
  const decimals = (match[2] ?? "").padEnd(4, "0");
  const cents = euros * 100 + Math.round(Number(decimals) / 100);
  return cents <= 100_000_000 ? cents : null;
}

/**
 * A quantity: a whole number ≥ 0, possibly written `3,00` or `3.0`.
 * @returns it, or null (negative, fractional, not a number, above one million).
 */
export function parseQuantity(value: string): number | null {
  const match = /^(\d{1,7})(?:[.,]0*)?$/.exec(value.replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return null;
  const quantity = Number(match[1]);
  return quantity <= 1_000_000 ? quantity : null;
}
