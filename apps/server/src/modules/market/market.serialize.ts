/** The wire forms of the marketplace (001 §3): products, discounts, the category tree, picture URLs. */
import { isPrescriptionOnly, type CategoryNode, type Discount, type Product } from "@reseau/shared";
import {
  type CategoryRow,
  type ProductWithBrand,
  type StockWithName,
} from "./market.repository.js";
import type { MarketDiscountRow } from "./market.schema.js";

/** The URL of a stored product picture (`GET /market/images/{key}`). */
export const imageUrl = (key: string | null) => (key ? `/market/images/${key}` : null);

/** Storage keys of product pictures start with this: the image route serves no other key. */
export const MARKET_IMAGE_PREFIX = "mk-";

/** The wire form of a discount (001 §3 Discount); instants in ISO 8601. */
export function toDiscountDto(row: MarketDiscountRow): Discount {
  return {
    id: row.id,
    pharmaId: row.pharmaId,
    productId: row.productId,
    price: row.price,
    group: row.grp,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
  };
}

/** The wire form of a product (001 §3 Product) with the stocks and discounts given. */
export function toProductDto(
  { product, brand }: ProductWithBrand,
  stocks: StockWithName[],
  discounts: MarketDiscountRow[],
): Product {
  return {
    _id: product.id,
    pid: product.pid,
    uuid: product.uuid,
    name: product.name,
    description: product.description,
    image: imageUrl(product.image),
    thumb: imageUrl(product.thumb),
    brand,
    brandId: product.brandId,
    price: product.price,
    category1: product.category1,
    category2: product.category2,
    category3: product.category3,
    medication: product.medication,
    code: product.code,
    prescriptionOnly: isPrescriptionOnly(product),
    createdBy: product.createdBy,
    stocks: stocks
      .filter((s) => s.productId === product.id)
      .map(({ pharmaId, name, price, quantity, grp }) => ({
        pharmaId,
        name,
        price,
        quantity,
        grp,
      })),
    // medication is never discounted (shared `cartTotals`): its discounts never show
    discounts: product.medication
      ? []
      : discounts.filter((d) => d.productId === product.id).map(toDiscountDto),
  };
}

/** The category tree (001 §3 Catalog category): roots by order, each with its children. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.code, {
      code: row.code,
      name: row.name,
      order: row.ord,
      parent: row.parent,
      type: row.type,
      level: row.level,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent ? nodes.get(node.parent) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: CategoryNode[]) => {
    list.sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}
