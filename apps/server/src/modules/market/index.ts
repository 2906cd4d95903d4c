/**
 * The marketplace's catalogue module (issue 11 §1, §3, §4): categories, brands, products, the
 * pharmacies' stocks and discounts, product pictures. Other modules (orders) reach it here.
 */
export { registerMarketRoutes } from "./market.routes.js";
export { visibleCreators } from "./market.policy.js";
export { imageUrl } from "./market.serialize.js";
export {
  activeDiscountPrice,
  productSearchNameSql,
  productVisible,
} from "./market-rules.repository.js";
