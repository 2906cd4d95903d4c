// a NUL, which PostgreSQL refuses in text and jsonb; a UTF-16 surrogate without its pair, which
// is no character at all (it cannot be encoded in UTF-8 for the database)
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL or a lone UTF-16 surrogate (see `findUnsafeText`). */
export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/**
 * Looks through a request's params, query or body — strings, array items, object keys and values,
 * at any depth — for text no field may hold: a NUL character (U+0000) or a lone UTF-16 surrogate.
 * One check for every endpoint, before any schema (docs/DECISIONS.md "Wire contract").
 * @returns the path of the first such text (`meta.note`, `(key)` for a key), or null when clean.
 */
export function findUnsafeText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isUnsafeText(value) ? path || "(valeur)" : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (isUnsafeText(key)) return here;
      const found = findUnsafeText(item, here);
      if (found) return found;
    }
  }
  return null;
}
