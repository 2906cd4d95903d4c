/** The pharmacy's library (001 §7 "Pro API"): schemas, answers, contracts. Texts in `TEXTS.library`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
