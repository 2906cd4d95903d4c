import { XSRF_COOKIE } from "@reseau/shared";

// the names are the wire contract's, written once in the shared package
export { XSRF_HEADER } from "@reseau/shared";

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
