/**
 * The apoticare module (issue 22 §1, §3; 001 §3 "Cosmetics order", §7 "Cosmetics"): the
 * made-to-measure skincare wizard's reference data and a patient's orders to her pharmacy. Other
 * modules reach it only through this file.
 */
export { registerApoticareRoutes } from "./apoticare.routes.js";
export { createApoticareOrder, setApoticareStatus } from "./apoticare.service.js";
