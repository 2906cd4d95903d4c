/** The drug guide (issue 19 §4): schemas, answers, contracts. Texts in `TEXTS.drugs`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
