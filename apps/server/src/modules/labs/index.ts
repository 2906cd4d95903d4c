/**
 * The labs module (issue 10 §1, §2; 000 §3 HPRIM document, §7 notify): HPRIM imports, structured
 * results, notifying the patient. Other modules reach it only through this file.
 */
export { registerLabRoutes } from "./labs.routes.js";
