/** A pharmacy's product edits (issue 11 §4): its own products, its stock, product pictures. */
import { directoryKey, TEXTS, type Product } from "@reseau/shared";
import type { z } from "zod";
import type { createProductSchema, updateProductSchema } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { pgErrorCode } from "../../platform/db-errors.js";
import { badRequest, conflict, forbidden, notFound } from "../../platform/errors.js";
import { newId } from "../../platform/ids.js";
import { inTransaction } from "../../platform/transaction.js";
import { productImages, thumbKeyOf } from "./market.image.js";
import { editedPharmacy, pharmacyCatalogPolicy, productFieldsPolicy } from "./market.policy.js";
import { marketRepository as repo } from "./market.repository.js";
import { checkCategories, productDetail } from "./market.catalog.service.js";
import { imageUrl, MARKET_IMAGE_PREFIX } from "./market.serialize.js";

/** The pharmacy the actor edits, checked (pharmacy catalogue policy). @throws 403 otherwise. */
export async function pharmacyToEdit(db: Executor, actor: Actor, pharmaId?: string) {
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
