import { randomUUID } from "node:crypto";

/** A new opaque identifier (DECISIONS "IDs are opaque strings"). */
export function newId(): string {
  return randomUUID();
}
