/** The patients module (000 §2 folders, §7, issue 8 §4): a professional's patient folders and the patients it creates. */
export { registerPatientRoutes } from "./patients.routes.js";
