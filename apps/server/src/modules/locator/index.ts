/** The pharmacy locator (issue 19 §3: `GET /ws/map`), public. */
export { registerLocatorRoutes } from "./locator.routes.js";
