import { TEXTS } from "../common/texts.js";
import type { OrderStatus } from "./schemas.js";

/** The French label of an order status (001 §4); an unknown value shows empty (001 §8). */
export function orderStatusLabel(status: string): string {
  return (TEXTS.orders.statuses as Record<string, string>)[status] ?? "";
}

/** True when the status is one of 001 §4's. */
export function isOrderStatus(value: string): value is OrderStatus {
  return value in TEXTS.orders.statuses;
}
