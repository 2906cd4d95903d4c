/** The directory (issue 8 §1): search rules, matching keys, departments, specialties, addresses. */
export * from "./key.js";
export * from "./departments.js";
export * from "./specialties.js";
export * from "./address.js";
export * from "./texts.js";
export * from "./search.js";
