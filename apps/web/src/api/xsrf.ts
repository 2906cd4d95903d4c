/** Name of the readable cookie the server sets (DECISIONS "Wire contract"). */
export const XSRF_COOKIE = "XSRF-TOKEN";
/** Header that must echo the cookie on every POST, PUT, PATCH and DELETE. */
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** Methods that change something and therefore carry the XSRF header. */
export function isMutatingMethod(method: string): boolean {
  return ["POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase());
}

/** Reads the XSRF token from `document.cookie`; @returns null when the cookie is not set yet. */
export function readXsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === XSRF_COOKIE && rest.length > 0) return decodeURIComponent(rest.join("="));
  }
  return null;
}
