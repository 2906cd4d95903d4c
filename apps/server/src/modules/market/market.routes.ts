import type { FastifyInstance } from "fastify";
import { MAX_PICTURE_BYTES, marketApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  catalogTree,
  getProduct,
  getProductPharmanity,
  listBrands,
  listProducts,
  searchPharmanity,
} from "./market.catalog.service.js";
import {
  createDiscount,
  deleteDiscount,
  listDiscounts,
  listDiscountsProducts,
  listPharmacyDiscounts,
  updateDiscount,
} from "./market.discounts.service.js";
import {
  createProduct,
  deleteProduct,
  readImage,
  updateProduct,
  uploadImage,
} from "./market.products.service.js";

/** A picture's body: base64 of at most `MAX_PICTURE_BYTES`, with room for the JSON around it. */
const PICTURE_BODY_LIMIT = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024;

/** Calls per minute and address to a public catalogue read: a visitor's browsing, not a crawl. */
const PUBLIC_READS = { rateLimit: { max: 300, timeWindow: 60_000 } };
/** Pictures: a listing page shows 24 thumbnails. */
const PICTURE_READS = { rateLimit: { max: 1200, timeWindow: 60_000 } };

/** The marketplace's catalogue routes (001 §7 "Marketplace", issue 11 §1, §3, §4), from `marketApi`. */
export function registerMarketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  // the catalogue's reads are public (issue 19 §4), per address like the visitors' pharmacy finder
  route.open(marketApi.catalog, () => catalogTree(ctx), PUBLIC_READS);
  route.user(marketApi.wawCatalog, () => catalogTree(ctx));
  route.open(marketApi.brands, () => listBrands(ctx), PUBLIC_READS);
  route.open(
    marketApi.product,
    async ({ actor, params }) => getProduct(ctx, await actor(), params.id),
    PUBLIC_READS,
  );
  route.user(marketApi.productPharmanity, ({ actor, params }) =>
    getProductPharmanity(ctx, actor, params.id),
  );
  route.open(
    marketApi.products,
    async ({ actor, query }) => listProducts(ctx, await actor(), query),
    PUBLIC_READS,
  );
  route.user(marketApi.productsPharmanity, ({ actor, query }) =>
    searchPharmanity(ctx, actor, query),
  );
  route.user(marketApi.upload, ({ actor, body }) => uploadImage(ctx, actor, body.data), {
    bodyLimit: PICTURE_BODY_LIMIT,
  });
  route.open(
    marketApi.image,
    async ({ params, reply }) => {
      const bytes = await readImage(ctx, params.key);
      reply.type("image/webp");
      reply.header("Content-Disposition", "inline");
      // a key is never reused: the browser may keep the picture
      reply.header("Cache-Control", "private, max-age=86400, immutable");
      return bytes;
    },
    PICTURE_READS,
  );
  route.user(marketApi.createProduct, ({ actor, body }) => createProduct(ctx, actor, body));
  route.user(marketApi.updateProduct, ({ actor, body }) => updateProduct(ctx, actor, body));
  route.user(marketApi.deleteProduct, ({ actor, params }) => deleteProduct(ctx, actor, params.id));
  route.user(marketApi.discounts, ({ actor, params }) => listDiscounts(ctx, actor, params.group));
  route.user(marketApi.discountsProducts, ({ actor, params }) =>
    listDiscountsProducts(ctx, actor, params.group),
  );
  route.user(marketApi.discountsProductsOfPharmacy, ({ actor, params }) =>
    listPharmacyDiscounts(ctx, actor, params.id),
  );
  route.user(marketApi.createDiscount, ({ actor, body }) => createDiscount(ctx, actor, body));
  route.user(marketApi.updateDiscount, ({ actor, body }) => updateDiscount(ctx, actor, body));
  route.user(marketApi.deleteDiscount, ({ actor, params }) =>
    deleteDiscount(ctx, actor, params.id),
  );
}
