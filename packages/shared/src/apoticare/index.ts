/** The made-to-measure skincare wizard (apoticare; 001 §3, §4, §5, §7, §9; issue 22): reference data, rules, schemas and contracts. Texts in `TEXTS.apoticare`. */
export * from "./reference.js";
export * from "./rules.js";
export * from "./schemas.js";
export * from "./contracts.js";
