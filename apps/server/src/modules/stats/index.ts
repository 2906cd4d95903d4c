/**
 * The statistics module (issue 21 §4 "Pharmacy statistics"): a pharmacy's activity per Paris day,
 * for itself and its group manager. It only reads other modules' tables. Other modules reach it
 * only through this file.
 */
export { registerStatsRoutes } from "./stats.routes.js";
