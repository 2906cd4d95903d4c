/** The running brand and modes (issue 19 §1: `GET /ws/config`). */
export { registerConfigRoutes } from "./config.routes.js";
export { appConfigFor } from "./app-config.js";
