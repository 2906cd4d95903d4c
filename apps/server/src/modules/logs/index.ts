/** The client error log (000 §7 `POST /logs`, §8). */
export { pruneClientLogs, registerLogRoutes } from "./logs.routes.js";
