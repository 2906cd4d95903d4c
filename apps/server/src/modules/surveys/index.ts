/**
 * The surveys module (issue 21 §3; 001 §3 "Survey", "Survey answer", §4 "Survey scoring", §7):
 * a group manager's surveys and the answers of its member pharmacies and patients. Other modules
 * reach it only through this file.
 */
export { registerSurveyRoutes } from "./surveys.routes.js";
export { answerSurvey, createSurvey } from "./surveys.service.js";
