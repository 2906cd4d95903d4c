/** « Nous contacter » (issue 19 §4: `POST /ws/contact-us`). */
export { registerContactUsRoutes } from "./contact-us.routes.js";
