/**
 * The orders module (issue 11 §2): the cart priced by the server, click & collect orders and
 * their statuses, delivery quotation. Other modules reach it only through this file.
 */
export { registerOrderRoutes } from "./orders.routes.js";
export { newPickupCode } from "./pickup-code.js";
export { findOrderRow, moveOrder, orderAsAnswered, tellOrder } from "./orders.service.js";
