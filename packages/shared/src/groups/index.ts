/** Sharing groups (issue 21 §2; 001 §4, §7 "Groups"): schemas and contracts. Texts in `TEXTS.groups`. */
export * from "./schemas.js";
export * from "./contracts.js";
