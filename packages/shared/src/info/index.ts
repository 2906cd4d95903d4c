/** What a visitor and a patient open first (issue 19 §4): labels, numbers, schedule, guides. */
export * from "./texts.js";
export * from "./emergency-texts.js";
export * from "./vaccination-texts.js";
export * from "./guide-texts.js";
