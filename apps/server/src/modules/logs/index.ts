/** The client error log (000 §7 `POST /logs`, §8). */
export { registerLogRoutes } from "./logs.routes.js";
