export * from "./texts.js";
export * from "./labels.js";
