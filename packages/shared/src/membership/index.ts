/** A group and its members (issue 21 §1): invitations, membership, their contracts. Texts in `TEXTS.membership`. */
export * from "./schemas.js";
export * from "./rules.js";
export * from "./contracts.js";
