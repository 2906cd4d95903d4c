/**
 * The operations module (issue 21 §4; 001 §3 "Market operation", "Submission", §7): a group
 * manager's marketing operations and the remunerations it proposes to the pharmacies it manages.
 * Other modules reach it only through this file.
 */
import "./operations.events.js";

export { registerOperationRoutes } from "./operations.routes.js";
export { createOperation, submit } from "./operations.service.js";
