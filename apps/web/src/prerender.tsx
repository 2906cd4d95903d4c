import { appConfigOf, VARIANT_CODES, type AppConfig } from "@reseau/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter } from "react-router";
import { App, createAppState, routerReady } from "./app/App";
import { QUERY_ROOTS } from "./app/queryRoots";

/**
 * The visitor pages rendered at build time (issue 17 §5): the server sends one, in index.html's
 * `#root`, to a request without a session cookie, so that a phone's first paint is the page itself
 * rather than a header waiting for the scripts; the app then hydrates it (`main.tsx`).
 */
const PRERENDERED_PATHS = ["/", "/login"] as const;

/** The markup of `path` for a visitor under the brand of `config`, as the app draws it first. */
async function render(path: string, config: AppConfig): Promise<string> {
  const state = createAppState({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    visitor: "render",
  });
  state.queryClient.setQueryData([QUERY_ROOTS.appConfig], config);
  await routerReady(state.router);
  const html = renderToString(
    <StrictMode>
      <App {...state} />
    </StrictMode>,
  );
  state.queryClient.clear();
  state.router.dispose();
  return html;
}

/**
 * Every prerendered page for every brand: by variant code (`generic` without a variant), by path,
 * its markup. Only the brand matters to these pages, never the modes.
 */
export async function prerenderPages(): Promise<Record<string, Record<string, string>>> {
  const pages: Record<string, Record<string, string>> = {};
  for (const code of [null, ...VARIANT_CODES]) {
    const config = appConfigOf(code, { groupMode: false, networkMode: false });
    const byPath: Record<string, string> = {};
    for (const path of PRERENDERED_PATHS) byPath[path] = await render(path, config);
    pages[code ?? "generic"] = byPath;
  }
  return pages;
}
