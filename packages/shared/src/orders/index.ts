/** Marketplace cart and orders (issue 11 §2): schemas, answers, labels, contracts. Texts in `TEXTS.orders`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./labels.js";
export * from "./contracts.js";
export * from "./socket.js";
