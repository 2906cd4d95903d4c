/**
 * Base URLs of the three APIs (docs/DECISIONS.md "Shape of the system"), read from the build-time
 * configuration so that each can move to its own host without code changes.
 */
export const API_BASES = {
  main: import.meta.env.VITE_API_BASE ?? "",
  market: import.meta.env.VITE_MARKET_API_BASE ?? "/market",
  pro: import.meta.env.VITE_PRO_API_BASE ?? "/pro-api",
} as const;

/** Which API a call goes to. */
export type ApiName = keyof typeof API_BASES;

/** The socket.io server: explicit setting, else the main API base, else the page's own origin. */
export function socketUrl(): string | undefined {
  return import.meta.env.VITE_SOCKET_URL || API_BASES.main || undefined;
}

/** True where answers are checked against their contract: development and tests, not production. */
export const CHECK_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === "test";
