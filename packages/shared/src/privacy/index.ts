/** The RGPD rights (issue 24 §3): schemas, answers, contracts. Texts in `TEXTS.privacy`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
