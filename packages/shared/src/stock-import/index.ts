/** The stock import (issue 11 §4): schemas, answers, contracts. Texts in `TEXTS.stockImport`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./contracts.js";
export * from "./csv-columns.js";
export * from "./rules.js";
