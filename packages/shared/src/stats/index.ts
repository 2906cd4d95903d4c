/** Pharmacy statistics (issue 21 §4): period rules, schemas, contract. Texts in `TEXTS.stats`. */
export * from "./rules.js";
export * from "./schemas.js";
export * from "./contracts.js";
