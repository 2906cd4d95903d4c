/** Who read my documents (issue 24 §2). */
export * from "./texts.js";
export * from "./audit.js";
export * from "./contracts.js";
