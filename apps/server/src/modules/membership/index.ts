/**
 * The membership module (issue 21 §1): a groupement's invitations to establishments, their
 * answers, and the end of a membership — the `managers` rows of groups. Other modules reach it
 * only through this file.
 */
import "./membership.events.js";
export { registerMembershipRoutes } from "./membership.routes.js";
