/** Prescription renewals (issue 10 §3): dates, schemas, answers, contracts. Texts in `TEXTS.renewals`. */
export * from "./dates.js";
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
export * from "./rules.js";
