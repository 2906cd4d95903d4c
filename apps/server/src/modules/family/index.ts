/** The family module (issue 8 §6): family members a patient manages. Others reach it only here. */
export { registerFamilyRoutes } from "./family.routes.js";
