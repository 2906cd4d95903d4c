/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the main API (`/ws`, `/api`, `/feed`, `/logs`); empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** Base URL of the marketplace API; defaults to `/market` on the same origin. */
  readonly VITE_MARKET_API_BASE?: string;
  /** Base URL of the pro API; defaults to `/pro-api` on the same origin. */
  readonly VITE_PRO_API_BASE?: string;
  /** Origin of the socket.io server; defaults to the main API base, else the page's origin. */
  readonly VITE_SOCKET_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
