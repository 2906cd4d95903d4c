import { ACCOUNTS_TEXTS, appConfigOf, TEXTS, VARIANT_CODES } from "@reseau/shared";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { App, createAppState, routerReady } from "./app/App";
import { keepEarlySend } from "./features/session/earlySend";
import { prerenderPages } from "./prerender";
import { mockFetch } from "./test/fetchMock";

it("draws /login ahead for every brand, which the app then takes over as it is (issue 17 §5)", async () => {
  const pages = await prerenderPages();
  expect(Object.keys(pages)).toEqual(["generic", ...VARIANT_CODES]);
  const config = appConfigOf("galien", { groupMode: true, networkMode: false });
  const login = pages.galien?.["/login"] ?? "";
  expect(login).toContain(config.variant.name);
  expect(login).toContain(TEXTS.login.submit);
  expect(pages.generic?.["/login"]).not.toContain(config.variant.name);

  // the page as the server sends it to a visitor (apps/server platform/web-page.ts)
  document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(
    config,
  )}</script><div id="root" data-prerendered="guest">${login}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  const form = root.querySelector("form");
  const submit = () => root.querySelector(`button[aria-disabled], button[type="submit"]`);
  // drawn, the button sends nothing: the browser would send the form itself
  expect(submit()?.getAttribute("type")).toBe("button");
  const calls = mockFetch(() => ({ status: 401, body: { error: "unauthorized", message: "" } }));
  const state = createAppState({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ["/login"] }),
    visitor: "hydrate",
  });
  // the person presses Enter in a field before the app runs (main.tsx keeps it)
  keepEarlySend(root);
  const field = root.querySelector<HTMLInputElement>('input[name="login"]');
  if (field) field.value = "patient@demo.fr";
  const password = root.querySelector<HTMLInputElement>('input[type="password"]');
  if (password) password.value = "demo1234";
  field?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  await routerReady(state.router);
  const recovered: unknown[] = [];
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App {...state} />
        </StrictMode>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    // no mismatch: the drawn form is the app's own, not a replacement
    expect(recovered).toEqual([]);
    expect(logged.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    expect(root.querySelector("form")).toBe(form);
    expect(submit()?.getAttribute("type")).toBe("submit");
    expect(submit()?.hasAttribute("aria-disabled")).toBe(false);
    // the session is still asked for (a 401 clears what the device kept)
    expect(calls.some((call) => call.url.endsWith("/ws/user"))).toBe(true);
    // and the form is sent once the app runs it, with what was typed
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "POST")).toMatchObject({
        url: expect.stringMatching(/\/ws\/login$/) as unknown,
        body: { login: "patient@demo.fr" },
      }),
    );
  } finally {
    logged.mockRestore();
  }
});

/**
 * galien's drawn /login in the page as the server sends it to a visitor, the session answering
 * 401, the app's state ready to hydrate it, and the early presses kept (as main.tsx does).
 */
async function drawnGalienLogin() {
  const pages = await prerenderPages();
  const config = appConfigOf("galien", { groupMode: true, networkMode: false });
  document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(
    config,
  )}</script><div id="root" data-prerendered="guest">${pages.galien?.["/login"] ?? ""}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  mockFetch(() => ({ status: 401, body: { error: "unauthorized", message: "" } }));
  const state = createAppState({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ["/login"] }),
    visitor: "hydrate",
  });
  keepEarlySend(root);
  return { root, state };
}

/** The app takes over `root` once its router is ready, as main.tsx does. */
async function hydrate(root: HTMLElement, state: ReturnType<typeof createAppState>) {
  await routerReady(state.router);
  await act(async () => {
    hydrateRoot(
      root,
      <StrictMode>
        <App {...state} />
      </StrictMode>,
    );
  });
}

it("opens « Mot de passe oublié » once the app runs when it was pressed before", async () => {
  const { root, state } = await drawnGalienLogin();
  const forgot = [...root.querySelectorAll("button")].find(
    (button) => button.textContent === TEXTS.lifecycle.pages.forgotLink,
  );
  expect(forgot).toBeTruthy();
  forgot?.click();
  await hydrate(root, state);
  await vi.waitFor(() =>
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
      TEXTS.lifecycle.pages.recoveryTitle,
    ),
  );
});

it("opens « Créer un compte » once the app runs when its tab was pressed before", async () => {
  const { root, state } = await drawnGalienLogin();
  const tab = [...root.querySelectorAll('button[role="tab"]')].find(
    (button) => button.textContent === TEXTS.login.createAccount,
  );
  expect(tab).toBeTruthy();
  (tab as HTMLButtonElement).click();
  await hydrate(root, state);
  await vi.waitFor(() => expect(state.router.state.location.search).toBe("?openAccount=1"));
  await vi.waitFor(() =>
    expect(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      TEXTS.login.createAccount,
    ),
  );
});

it("draws the home page ahead too, hydrated without a mismatch, a press of « Trouver une pharmacie » kept", async () => {
  const pages = await prerenderPages();
  const config = appConfigOf("galien", { groupMode: true, networkMode: false });
  const home = pages.galien?.["/"] ?? "";
  expect(home).toContain(config.variant.name);
  expect(home).toContain(ACCOUNTS_TEXTS.home.tagline);
  document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(
    config,
  )}</script><div id="root" data-prerendered="guest">${home}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  mockFetch(() => ({ status: 401, body: { error: "unauthorized", message: "" } }));
  const state = createAppState({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ["/"] }),
    visitor: "hydrate",
  });
  keepEarlySend(root);
  const finder = [...root.querySelectorAll("button")].find(
    (button) => button.textContent === ACCOUNTS_TEXTS.home.finder,
  );
  expect(finder).toBeTruthy();
  // pressed before the app runs: nothing happens yet
  finder?.click();
  const main = root.firstElementChild;
  const recovered: unknown[] = [];
  const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    await routerReady(state.router);
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <App {...state} />
        </StrictMode>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    expect(recovered).toEqual([]);
    expect(logged.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    expect(root.firstElementChild).toBe(main);
  } finally {
    logged.mockRestore();
  }
  // then the finder opens, as if pressed now
  await vi.waitFor(() =>
    expect(
      [...root.querySelectorAll("button")].some(
        (button) => button.textContent === ACCOUNTS_TEXTS.home.finder,
      ),
    ).toBe(false),
  );
});
