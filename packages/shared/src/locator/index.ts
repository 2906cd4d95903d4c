/** The pharmacy locator (issue 19 §3): the map's contract and distances. Texts in `TEXTS.locator`. */
export * from "./contracts.js";
export * from "./distance.js";
export * from "./texts.js";
