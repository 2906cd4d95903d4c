/** The contacts module (000 §7 Contacts): contact books. Others reach it only through here. */
export { registerContactRoutes } from "./contacts.routes.js";
export { startContacts } from "./contacts.start.js";
