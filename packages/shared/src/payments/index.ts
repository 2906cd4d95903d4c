/** Card payment (issue 20 §2): schemas, answers, contracts, order-payment rules. Texts in `TEXTS.payments`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
export * from "./rules.js";
