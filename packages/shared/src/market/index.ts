/** The marketplace's catalogue, products, stocks, discounts and cart totals (issue 11 §1, §3, §4). */
export * from "./texts.js";
export * from "./totals.js";
export * from "./ean.js";
export * from "./discount-label.js";
export * from "./schemas.js";
export * from "./contracts.js";
export * from "./forms.js";
