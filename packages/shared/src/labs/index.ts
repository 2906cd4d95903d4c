/** Laboratory results: HPRIM parsers, the result bar, contracts (issue 10 §1, §2). */
export * from "./texts.js";
export * from "./bar.js";
export * from "./hprim.js";
export * from "./dto.js";
export * from "./contracts.js";
