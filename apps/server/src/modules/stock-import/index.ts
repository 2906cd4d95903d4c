/**
 * The stock import (issue 11 §4, 001 §7 "Pro API"): upload a pharmacy's CSV, import it as a
 * background job, read its result. Other modules reach it only through this file.
 */
import "./stock-import.events.js";

export { registerStockImportRoutes } from "./stock-import.routes.js";
export { runImport, startStockImport } from "./stock-import.service.js";
