/**
 * The pharmacy's library (001 §7 "Pro API", issue 11 §4): posters and documents kept for the
 * counter. Other modules reach it only through this file.
 */
export { registerLibraryRoutes } from "./library.routes.js";
