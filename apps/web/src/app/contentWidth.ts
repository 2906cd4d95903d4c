import { matchPath } from "react-router";
import { ROUTES } from "./routes";

/**
 * A page's maximum content width (001 §2, 000 §9): the whole width, the catalogue's 1280 px,
 * Mantine's extra-large container (1320 px) for the pro app's pages, or its medium one (960 px).
 */
export type ContentWidth = "100%" | 1280 | "xl" | "md";

/**
 * The pages at the whole width (001 §2: home, loading, login, login-docs, the cosmetics pages and
 * the embedded frame; ours: the pro dashboards, whose table and cards use every pixel).
 */
const FULL = [
  "/",
  "/home",
  "/login",
  "/login-docs",
  "/app",
  "/start",
  "/apoticare",
  "/apoticare/:step",
  "/page-apoticare-login",
  "/page-apoticare-login-pro",
  "/params",
  "/formule",
  "/base",
  "/actifs",
  "/resume",
  "/commande",
  "/page-step1-start",
  "/page-step2-age",
  "/page-step3-base",
  "/page-step4-actif",
  "/page-step5-type",
  "/iframe/:id/redirection/:action",
  "/webview",
  "/dashboard",
  "/dashboard-optique",
];
/** The catalogue and product pages (001 §2: 1280 px). */
const CATALOGUE = ["/catalogue-pharmacie", "/page-product/:id"];

/** The maximum content width of the page at `pathname` (see `ContentWidth`). */
export function contentWidthOf(pathname: string): ContentWidth {
  const matches = (path: string) => matchPath(path, pathname) !== null;
  if (FULL.some(matches)) return "100%";
  if (CATALOGUE.some(matches)) return 1280;
  const route = ROUTES.find((row) => matches(row.path));
  return route?.guard === "pro" ? "xl" : "md";
}
