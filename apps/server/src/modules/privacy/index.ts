/**
 * The RGPD rights (issue 24 §3): the export of a user's data as a ZIP, the erasure of her
 * account after a grace period, her consents. Other modules reach it only through this file.
 */
export { registerPrivacyRoutes } from "./privacy.routes.js";
export { startPrivacy } from "./privacy.service.js";
