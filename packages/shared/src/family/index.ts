/** Family accounts and pictures (issue 8 §6, §7). */
export * from "./texts.js";
export * from "./family.js";
export * from "./pictures.js";
export * from "./contracts.js";
