export * from "./texts.js";
export * from "./contracts.js";
