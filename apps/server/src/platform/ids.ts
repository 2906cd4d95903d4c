import { randomUUID } from "node:crypto";

/** A new opaque identifier (docs/DECISIONS.md "Wire contract"). */
export function newId(): string {
  return randomUUID();
}
