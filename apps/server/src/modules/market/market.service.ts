import {
  directoryKey,
  discountPriceError,
  format,
  formatParisDateTime,
  isPrescriptionOnly,
  TEXTS,
  type CategoryNode,
  type Discount,
  type DiscountWithProduct,
  type PharmanitySearchQuery,
  type Product,
  type ProductPage,
  type ProductsQuery,
} from "@reseau/shared";
import type { z } from "zod";
import type {
  createDiscountSchema,
  createProductSchema,
  updateDiscountSchema,
  updateProductSchema,
} from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { pgErrorCode } from "../../platform/db-errors.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { productImages, thumbKeyOf } from "./market.image.js";
import {
  discountPolicy,
  editedPharmacy,
  pharmacyCatalogPolicy,
  productFieldsPolicy,
  visibleCreators,
} from "./market.policy.js";
import {
  marketRepository as repo,
  type CategoryRow,
  type ProductFilters,
  type ProductWithBrand,
  type StockWithName,
} from "./market.repository.js";
import type { MarketDiscountRow } from "./market.schema.js";

/** The URL of a stored product picture (`GET /market/images/{key}`). */
const imageUrl = (key: string | null) => (key ? `/market/images/${key}` : null);

/** Storage keys of product pictures start with this: the image route serves no other key. */
const MARKET_IMAGE_PREFIX = "mk-";

/** The wire form of a discount (001 §3 Discount); instants in ISO 8601. */
function toDiscountDto(row: MarketDiscountRow): Discount {
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
function toProductDto(
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
function buildTree(rows: CategoryRow[]): CategoryNode[] {
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

/** `GET /market/catalog`: the category tree. */
export async function catalogTree(ctx: AppContext): Promise<CategoryNode[]> {
  return buildTree(await repo.categories(ctx.db));
}

/** `GET /market/brands`: every brand, by name. */
export async function listBrands(ctx: AppContext) {
  return (await repo.brands(ctx.db)).map(({ id, name }) => ({ id, name }));
}

/** The pharmacy whose stock a listing shows when none is asked: the caller's own, or her default one. */
function defaultPharmacyOf(actor: Actor): string | undefined {
  if (actor.type === "pharmacy") return actor.id;
  return actor.user.idpharma ?? undefined;
}

/** @throws 400 "Catégorie inconnue : X." when a code is not in the tree. */
async function checkCategories(db: Executor, codes: (string | null | undefined)[]): Promise<void> {
  const asked = codes.filter((code): code is string => !!code);
  const known = await repo.categoryCodes(db, asked);
  const unknown = asked.find((code) => !known.has(code));
  if (unknown) throw badRequest(format(TEXTS.market.unknownCategory, { code: unknown }));
}

/** A page of products, their stocks (of `stockPharmacy`) and active discounts. */
async function pageOf(
  ctx: AppContext,
  filters: ProductFilters,
  page: number,
  max: number,
  stockPharmacy: string | undefined,
): Promise<ProductPage> {
  const rows = await repo.listProducts(ctx.db, filters, (page - 1) * max, max + 1);
  const shown = rows.slice(0, max);
  const ids = shown.map((row) => row.product.id);
  const [stocks, discounts] = stockPharmacy
    ? await Promise.all([
        repo.stocksOf(ctx.db, ids, stockPharmacy),
        repo.activeDiscounts(ctx.db, ids, ctx.clock.now(), [stockPharmacy]),
      ])
    : [[], []];
  return {
    products: shown.map((row) => toProductDto(row, stocks, discounts)),
    page,
    max,
    hasMore: rows.length > max,
  };
}

/**
 * `GET /market/products?mode=list` (001 §7): the filters of `productsQuerySchema`, products
 * with an error never shown, a pharmacy's own products only to it and its patients; by name.
 * Each product carries the stock and active discounts of `pharmaIdStockOnly`, or of the caller's
 * pharmacy (her default one for a patient).
 * @throws 400 for an unknown category or brand.
 */
export async function listProducts(
  ctx: AppContext,
  actor: Actor,
  query: ProductsQuery,
): Promise<ProductPage> {
  await checkCategories(ctx.db, [query.category1, query.category2, query.category3]);
  if (query.brand && !(await repo.brandById(ctx.db, query.brand)))
    throw badRequest(TEXTS.market.unknownBrand);
  const filters: ProductFilters = {
    nameWords: query.name ? directoryKey(query.name).split(" ").filter(Boolean) : [],
    withPriceOnly: query.withPriceOnly ?? false,
    grp: query.grp,
    brandId: query.brand,
    medication: query.type === undefined ? undefined : query.type === "medi",
    category1: query.category1,
    category2: query.category2,
    category3: query.category3,
    pharmaIdStockOnly: query.pharmaIdStockOnly,
    visibleCreators: visibleCreators(actor),
  };
  return pageOf(
    ctx,
    filters,
    query.page,
    query.max,
    query.pharmaIdStockOnly ?? defaultPharmacyOf(actor),
  );
}

/** `GET /market/products-pharmanity?mode=search` (001 §7): name or brand words, code, type. */
export async function searchPharmanity(
  ctx: AppContext,
  actor: Actor,
  query: PharmanitySearchQuery,
): Promise<ProductPage> {
  const words = query.txt ? directoryKey(query.txt).split(" ").filter(Boolean) : [];
  const filters: ProductFilters = {
    nameWords: query.endpoint === "SEARCH" ? words : [],
    brandWords: query.endpoint === "BRAND" ? words : [],
    withPriceOnly: false,
    medication: query.type === undefined ? undefined : query.type === "medi",
    code: query.code,
    visibleCreators: visibleCreators(actor),
  };
  return pageOf(ctx, filters, query.page, 24, defaultPharmacyOf(actor));
}

/** A visible product with every stock and active discount. */
async function productDetail(ctx: AppContext, found: ProductWithBrand | null): Promise<Product> {
  if (!found) throw notFound(TEXTS.market.productNotFound);
  const ids = [found.product.id];
  const [stocks, discounts] = await Promise.all([
    repo.stocksOf(ctx.db, ids),
    repo.activeDiscounts(ctx.db, ids, ctx.clock.now()),
  ]);
  return toProductDto(found, stocks, discounts);
}

/**
 * `GET /market/product/{id}` (by id or uuid): the product, every pharmacy's stock and the active
 * discounts. @throws 404 "Ce produit n’existe pas." when unknown, broken or not visible.
 */
export async function getProduct(ctx: AppContext, actor: Actor, id: string): Promise<Product> {
  return productDetail(ctx, await repo.findProduct(ctx.db, { id }, visibleCreators(actor)));
}

/** `GET /market/product-pharmanity/{id}`: by catalogue number (pid) or by 13-digit code. */
export async function getProductPharmanity(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<Product> {
  const key = /^\d{13}$/.test(id)
    ? { code: id }
    : /^\d{1,9}$/.test(id)
      ? { pid: Number(id) }
      : { id };
  return productDetail(ctx, await repo.findProduct(ctx.db, key, visibleCreators(actor)));
}

/** The pharmacy the actor edits, checked (pharmacy catalogue policy). @throws 403 otherwise. */
async function pharmacyToEdit(db: Executor, actor: Actor, pharmaId?: string) {
  const id = pharmaId ?? editedPharmacy(actor);
  if (!id) throw forbidden(TEXTS.market.pharmacyOnly);
  const pharmacy = await repo.userById(db, id);
  authorize(pharmacyCatalogPolicy, "edit", actor, {
    pharmaId: id,
    isPharmacy: pharmacy?.type === "pharmacy",
  });
  return pharmacy as NonNullable<typeof pharmacy>;
}

/** The picture and thumbnail keys of an uploaded image key. @throws 400 when it was never uploaded. */
async function imageKeys(ctx: AppContext, key: string | null | undefined) {
  if (key === undefined) return {};
  if (key === null) return { image: null, thumb: null };
  if (!key.startsWith(MARKET_IMAGE_PREFIX) || !(await ctx.storage.get(key)))
    throw badRequest(TEXTS.market.pictureBadType);
  return { image: key, thumb: thumbKeyOf(key) };
}

type CreateProductBody = z.output<typeof createProductSchema>;
type UpdateProductBody = z.output<typeof updateProductSchema>;

/**
 * `POST /market/product` (issue 11 §4): a pharmacy creates a product the catalogue lacks, seen
 * by itself and its patients, with its own stock entry when given.
 * @throws 403 for anyone but a pharmacy; 400 for an unknown category, brand or picture.
 */
export async function createProduct(
  ctx: AppContext,
  actor: Actor,
  body: CreateProductBody,
): Promise<Product> {
  const pharmacy = await pharmacyToEdit(ctx.db, actor);
  await checkCategories(ctx.db, [body.category1, body.category2, body.category3]);
  const brand = body.brandId ? await repo.brandById(ctx.db, body.brandId) : null;
  if (body.brandId && !brand) throw badRequest(TEXTS.market.unknownBrand);
  const images = await imageKeys(ctx, body.image);
  const id = newId();
  await inTransaction(ctx, async (tx) => {
    await repo.insertProduct(tx, {
      id,
      pid: await repo.nextPid(tx),
      uuid: newId(),
      name: body.name,
      description: body.description ?? null,
      brandId: brand?.id ?? null,
      price: body.price ?? null,
      category1: body.category1 ?? null,
      category2: body.category2 ?? null,
      category3: body.category3 ?? null,
      medication: body.medication,
      code: body.code ?? null,
      searchName: directoryKey(`${body.name} ${brand?.name ?? ""}`),
      createdBy: pharmacy.id,
      ...images,
    });
    if (body.stock) {
      await repo.upsertStock(tx, {
        productId: id,
        pharmaId: pharmacy.id,
        grp: pharmacy.grp,
        ...body.stock,
      });
    }
  });
  return productDetail(ctx, await repo.findProduct(ctx.db, { id }, [pharmacy.id]));
}

/**
 * `PUT /market/product` (issue 11 §4): `stock` sets only the caller's own price and quantity of
 * any product it sees; the other fields change a product its pharmacy created.
 * @throws 404 for an unknown or invisible product; 403 for a non-pharmacy, or for fields of a
 *   shared catalogue product; 400 for an unknown category, brand or picture.
 */
export async function updateProduct(
  ctx: AppContext,
  actor: Actor,
  body: UpdateProductBody,
): Promise<Product> {
  const pharmacy = await pharmacyToEdit(ctx.db, actor);
  const { id, stock, ...fields } = body;
  const changed = Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => value !== undefined && key !== "medication"),
  );
  const touchesFields = Object.keys(changed).length > 0 || body.medication !== undefined;
  const found = await repo.findProduct(ctx.db, { id }, [pharmacy.id]);
  if (!found) throw notFound(TEXTS.market.productNotFound);
  const product = found.product;
  if (touchesFields) {
    authorize(productFieldsPolicy, "edit", actor, product);
    await checkCategories(ctx.db, [fields.category1, fields.category2, fields.category3]);
  }
  const brand =
    fields.brandId === undefined
      ? undefined
      : fields.brandId === null
        ? null
        : await repo.brandById(ctx.db, fields.brandId);
  if (fields.brandId && !brand) throw badRequest(TEXTS.market.unknownBrand);
  const images = touchesFields ? await imageKeys(ctx, fields.image) : {};
  const previousImage = product.image;
  await inTransaction(ctx, async (tx) => {
    if (touchesFields) {
      const name = fields.name ?? product.name;
      const brandName = brand === undefined ? found.brand : (brand?.name ?? null);
      await repo.updateProduct(tx, product.id, {
        ...(fields.name !== undefined ? { name: fields.name } : {}),
        ...(fields.description !== undefined ? { description: fields.description } : {}),
        ...(brand !== undefined ? { brandId: brand?.id ?? null } : {}),
        ...(fields.price !== undefined ? { price: fields.price } : {}),
        ...(fields.category1 !== undefined ? { category1: fields.category1 } : {}),
        ...(fields.category2 !== undefined ? { category2: fields.category2 } : {}),
        ...(fields.category3 !== undefined ? { category3: fields.category3 } : {}),
        ...(body.medication !== undefined ? { medication: body.medication } : {}),
        ...(fields.code !== undefined ? { code: fields.code } : {}),
        ...images,
        searchName: directoryKey(`${name} ${brandName ?? ""}`),
      });
    }
    if (stock) {
      await repo.upsertStock(tx, {
        productId: product.id,
        pharmaId: pharmacy.id,
        grp: pharmacy.grp,
        ...stock,
      });
    }
  });
  if (images.image !== undefined && previousImage && previousImage !== images.image)
    await removeImageIfUnused(ctx, previousImage);
  return productDetail(ctx, await repo.findProduct(ctx.db, { id: product.id }, [pharmacy.id]));
}

/** Removes a picture and its thumbnail from the storage when no product uses them any more. */
async function removeImageIfUnused(ctx: AppContext, key: string): Promise<void> {
  if ((await repo.productsUsingImage(ctx.db, key)) > 0) return;
  await ctx.storage.delete(key);
  await ctx.storage.delete(thumbKeyOf(key));
}

/**
 * `DELETE /market/product/{id}` (issue 11 §4): a pharmacy removes a product from its catalogue —
 * the product itself when it created it, else its own stock entry and discounts of it.
 * @throws 404 for an unknown or invisible product; 403 for a non-pharmacy; 409 when a product it
 *   created is in an order (the order keeps it).
 */
export async function deleteProduct(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const pharmacy = await pharmacyToEdit(ctx.db, actor);
  const found = await repo.findProduct(ctx.db, { id }, [pharmacy.id]);
  if (!found) throw notFound(TEXTS.market.productNotFound);
  const product = found.product;
  if (product.createdBy === pharmacy.id) {
    try {
      await inTransaction(ctx, (tx) => repo.deleteProduct(tx, product.id));
    } catch (error) {
      if (pgErrorCode(error) === "23503") throw conflict(TEXTS.market.notOwnProduct);
      throw error;
    }
    if (product.image) await removeImageIfUnused(ctx, product.image);
    return;
  }
  await inTransaction(ctx, async (tx) => {
    await repo.deleteStock(tx, product.id, pharmacy.id);
    for (const discount of await repo.discounts(tx, { pharmaId: pharmacy.id }))
      if (discount.productId === product.id) await repo.deleteDiscount(tx, discount.id);
  });
}

/**
 * `POST /market/upload` (issue 11 §4): a pharmacy's product picture, checked from its bytes and
 * reduced (picture and thumbnail, WebP), stored under a new `mk-` key.
 * @returns the key to give as a product's `image`, and both URLs. @throws 403 for a
 *   non-pharmacy; 400/413 for the image.
 */
export async function uploadImage(ctx: AppContext, actor: Actor, data: string) {
  await pharmacyToEdit(ctx.db, actor);
  const images = await productImages(data);
  const key = `${MARKET_IMAGE_PREFIX}${newId()}`;
  await ctx.storage.put(key, images.image);
  await ctx.storage.put(thumbKeyOf(key), images.thumb);
  return { key, image: imageUrl(key) as string, thumb: imageUrl(thumbKeyOf(key)) as string };
}

/** `GET /market/images/{key}`: the bytes of a product picture. @throws 404 for any other key. */
export async function readImage(ctx: AppContext, key: string): Promise<Buffer> {
  const bytes = key.startsWith(MARKET_IMAGE_PREFIX) ? await ctx.storage.get(key) : null;
  if (!bytes) throw notFound();
  return bytes;
}

/** Discounts with their products, for a listing of discounts. */
async function withProducts(
  ctx: AppContext,
  actor: Actor,
  rows: MarketDiscountRow[],
): Promise<DiscountWithProduct[]> {
  const creators = [...new Set([...visibleCreators(actor), ...rows.map((r) => r.pharmaId)])];
  const result: DiscountWithProduct[] = [];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const stocks = await repo.stocksOf(ctx.db, productIds);
  for (const row of rows) {
    const found = await repo.findProduct(ctx.db, { id: row.productId }, creators);
    if (!found) continue;
    const own = stocks.filter((s) => s.pharmaId === row.pharmaId);
    result.push({ ...toDiscountDto(row), product: toProductDto(found, own, [row]) });
  }
  return result;
}

/**
 * The discounts a caller sees under a group (001 §6): a pharmacy its own, all of them (to edit
 * them); anyone else the group's running discounts.
 */
async function discountsOfGroup(ctx: AppContext, actor: Actor, group: string) {
  if (actor.type === "pharmacy") return repo.discounts(ctx.db, { pharmaId: actor.id });
  return repo.discounts(ctx.db, { grp: group, activeAt: ctx.clock.now() });
}

/** `GET /market/discounts/{group}`. */
export async function listDiscounts(ctx: AppContext, actor: Actor, group: string) {
  return (await discountsOfGroup(ctx, actor, group)).map(toDiscountDto);
}

/** `GET /market/discounts-products/{group}`. */
export async function listDiscountsProducts(ctx: AppContext, actor: Actor, group: string) {
  return withProducts(ctx, actor, await discountsOfGroup(ctx, actor, group));
}

/**
 * `GET /market/discounts-products/{group}/pharma/{id}`: one pharmacy's running discounts with
 * their products (every one of them, to the pharmacy itself and its managers). The group of the
 * path is not a filter: a pharmacy's discounts are of its own group.
 */
export async function listPharmacyDiscounts(ctx: AppContext, actor: Actor, pharmaId: string) {
  const own = actor.actsFor.includes(pharmaId);
  const rows = await repo.discounts(ctx.db, {
    pharmaId,
    ...(own ? {} : { activeAt: ctx.clock.now() }),
  });
  return withProducts(ctx, actor, rows);
}

/**
 * The checks of a discount's price on a product at a pharmacy (issue 11 §3): a para product it
 * sees and stocks, a price strictly below its stock price.
 * @throws 404 for an unknown product; 400 for a medication, a product not in stock, a price at
 *   or above the normal price.
 */
async function checkDiscountPrice(
  db: Executor,
  pharmaId: string,
  productId: string,
  price: number,
): Promise<void> {
  const found = await repo.findProduct(db, { id: productId }, [pharmaId]);
  if (!found) throw notFound(TEXTS.market.productNotFound);
  if (found.product.medication) throw badRequest(TEXTS.discounts.paraOnly);
  const stock = await repo.stockOf(db, found.product.id, pharmaId);
  if (!stock) throw badRequest(TEXTS.discounts.notInStock);
  const refusal = discountPriceError(price, stock.price);
  if (refusal) throw badRequest(refusal);
}

/**
 * Refuses a period meeting another discount of the pharmacy on the product (issue 17 §2: one
 * discount at a time, so the price shown is the price charged).
 * @throws 400 « Une remise existe déjà du … au … sur ce produit. » naming the other period.
 */
async function checkNoOverlap(
  db: Executor,
  d: { pharmaId: string; productId: string; start: Date; end: Date; exceptId?: string },
): Promise<void> {
  const other = await repo.overlappingDiscount(db, d);
  if (other)
    throw badRequest(
      format(TEXTS.discounts.overlaps, {
        start: formatParisDateTime(other.start),
        end: formatParisDateTime(other.end),
      }),
    );
}

/**
 * `POST /market/discount` (001 §3 Discount, issue 11 §3): a pharmacy's discount on a para
 * product it stocks; the group is the pharmacy's.
 * @throws 403 for another pharmacy or a non-pharmacy; 404 unknown product; 400 see
 *   `checkDiscountPrice`, a period meeting another discount of the product (an end before the
 *   start, a date outside 2000–2100 are the schema's 400).
 */
export async function createDiscount(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof createDiscountSchema>,
): Promise<Discount> {
  const pharmacy = await pharmacyToEdit(ctx.db, actor, body.pharmaId);
  await checkDiscountPrice(ctx.db, pharmacy.id, body.productId, body.price);
  const found = await repo.findProduct(ctx.db, { id: body.productId }, [pharmacy.id]);
  const productId = (found as ProductWithBrand).product.id;
  const period = { start: new Date(body.start), end: new Date(body.end) };
  const row = await inTransaction(ctx, async (tx) => {
    await checkNoOverlap(tx, { pharmaId: pharmacy.id, productId, ...period });
    return repo.insertDiscount(tx, {
      id: newId(),
      pharmaId: pharmacy.id,
      productId,
      price: body.price,
      grp: pharmacy.grp,
      ...period,
    });
  });
  return toDiscountDto(row);
}

/**
 * `PUT /market/discount`: a pharmacy changes the price and dates of one of its discounts.
 * @throws 404 for an unknown discount or another pharmacy's; 400 as `createDiscount`.
 */
export async function updateDiscount(
  ctx: AppContext,
  actor: Actor,
  body: z.output<typeof updateDiscountSchema>,
): Promise<Discount> {
  const discount = await repo.discountById(ctx.db, body.id);
  authorize(discountPolicy, "edit", actor, discount);
  await checkDiscountPrice(ctx.db, discount.pharmaId, discount.productId, body.price);
  const period = { start: new Date(body.start), end: new Date(body.end) };
  const row = await inTransaction(ctx, async (tx) => {
    await checkNoOverlap(tx, {
      pharmaId: discount.pharmaId,
      productId: discount.productId,
      ...period,
      exceptId: discount.id,
    });
    return repo.updateDiscount(tx, discount.id, { price: body.price, ...period });
  });
  return toDiscountDto(row);
}

/** `DELETE /market/discount/{id}`. @throws 404 for an unknown discount or another pharmacy's. */
export async function deleteDiscount(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const discount = await repo.discountById(ctx.db, id);
  authorize(discountPolicy, "edit", actor, discount);
  await inTransaction(ctx, (tx) => repo.deleteDiscount(tx, discount.id));
}
