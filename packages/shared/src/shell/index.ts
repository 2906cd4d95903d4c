export * from "./texts.js";
export * from "./labels.js";
export * from "./segments.js";
