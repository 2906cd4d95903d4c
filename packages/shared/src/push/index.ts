export * from "./texts.js";
export * from "./contracts.js";
export * from "./alerts.js";
