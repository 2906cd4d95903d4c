/** Marketing operations' submissions (issue 21 §4; 001 §3, §4 "Submission status"): schemas and moves. Texts in `TEXTS.operations`. */
export * from "./schemas.js";
export * from "./rules.js";
export * from "./forms.js";
export * from "./contracts.js";
