/**
 * The groups module (issue 21 §2; 001 §4 "Sharing groups", §7 "Groups"): a user's sharing groups
 * and their members. Their messages and documents are the documents module's (`idgroup`), read
 * by the group's current members. Other modules reach it only through this file.
 */
import "./groups.events.js";

export { registerGroupRoutes } from "./groups.routes.js";
