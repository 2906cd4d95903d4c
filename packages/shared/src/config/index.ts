export * from "./variants.js";
export * from "./contracts.js";
