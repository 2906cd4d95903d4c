/** Surveys (issue 21 §3; 001 §3, §4 "Survey scoring"): schemas, answers, checks and scoring. Texts in `TEXTS.surveys`. */
export * from "./schemas.js";
export * from "./dto.js";
export * from "./rules.js";
export * from "./contracts.js";
