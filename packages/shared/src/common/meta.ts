import { findUnsafeText } from "./safe-text.js";

/**
 * Reads a `meta` sent as JSON text (000 §3: users and documents carry `meta` as an object
 * serialised as text). An empty text is an empty object.
 * @returns the object, or null when the text is not a JSON object, or holds a NUL or a lone
 *   surrogate once decoded (the caller answers 400 "Le champ meta doit être un objet JSON.").
 */
export function parseMetaText(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    // a JSON escape can carry what the raw request could not (`"\u0000"`, a lone surrogate)
    if (value && typeof value === "object" && !Array.isArray(value) && !findUnsafeText(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    // not JSON: answered as not an object
  }
  return null;
}
