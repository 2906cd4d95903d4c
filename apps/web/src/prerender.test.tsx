import { ACCOUNTS_TEXTS, appConfigOf, TEXTS, VARIANT_CODES } from "@reseau/shared";
import { act, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createMemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { App, createAppState, routerReady } from "./app/App";
import { keepEarlySend } from "./features/session/earlySend";
import { prerenderPages } from "./prerender";
import { mockFetch } from "./test/fetchMock";

const GALIEN = appConfigOf("galien", { groupMode: true, networkMode: false });

/**
 * galien's drawn `path` in the page as the server sends it to a visitor (apps/server
 * platform/web-page.ts), the session answering 401 (`calls`: the requests made), the app's state
 * ready to hydrate it, and the early presses kept (as main.tsx does).
 */
async function drawnGalien(path: "/" | "/login") {
  const pages = await prerenderPages();
  document.body.innerHTML = `<script type="application/json" id="app-config">${JSON.stringify(
    GALIEN,
  )}</script><div id="root" data-prerendered="guest">${pages.galien?.[path] ?? ""}</div>`;
  const root = document.getElementById("root") as HTMLElement;
  const calls = mockFetch(() => ({ status: 401, body: { error: "unauthorized", message: "" } }));
  const state = createAppState({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    visitor: "hydrate",
  });
  keepEarlySend(root);
  return { root, state, calls };
}

/**
 * The app takes over `root` once its router is ready, as main.tsx does.
 * @returns what told of a mismatch between the drawn page and the app's render: the errors React
 *   recovered from and its console messages about hydration (both empty when the page is the
 *   app's own)
 */
async function hydrate(root: HTMLElement, state: ReturnType<typeof createAppState>) {
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
    const messages = logged.mock.calls.map(([message]) => String(message));
    return { recovered, hydrationLogs: messages.filter((message) => /hydrat/i.test(message)) };
  } finally {
    logged.mockRestore();
  }
}

const NO_MISMATCH = { recovered: [], hydrationLogs: [] };

/** The button of `root` whose text is `text`. */
const buttonNamed = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll("button")].find((button) => button.textContent === text);

it("draws /login ahead for every brand, which the app then takes over as it is (issue 17 §5)", async () => {
  const pages = await prerenderPages();
  expect(Object.keys(pages)).toEqual(["generic", ...VARIANT_CODES]);
  expect(pages.galien?.["/login"]).toContain(GALIEN.variant.name);
  expect(pages.galien?.["/login"]).toContain(TEXTS.login.submit);
  expect(pages.generic?.["/login"]).not.toContain(GALIEN.variant.name);

  const { root, state, calls } = await drawnGalien("/login");
  const form = root.querySelector("form");
  const submit = () => root.querySelector(`button[aria-disabled], button[type="submit"]`);
  // drawn, the button sends nothing: the browser would send the form itself
  expect(submit()?.getAttribute("type")).toBe("button");
  // the person presses Enter in a field before the app runs (main.tsx keeps it)
  const field = root.querySelector<HTMLInputElement>('input[name="login"]');
  if (field) field.value = "patient@demo.fr";
  const password = root.querySelector<HTMLInputElement>('input[type="password"]');
  if (password) password.value = "demo1234";
  field?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  // no mismatch: the drawn form is the app's own, not a replacement
  expect(await hydrate(root, state)).toEqual(NO_MISMATCH);
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
});

it("opens « Mot de passe oublié » once the app runs when it was pressed before", async () => {
  const { root, state } = await drawnGalien("/login");
  const forgot = buttonNamed(root, TEXTS.lifecycle.pages.forgotLink);
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
  const { root, state } = await drawnGalien("/login");
  const tab = buttonNamed(root, TEXTS.login.createAccount);
  expect(tab?.getAttribute("role")).toBe("tab");
  tab?.click();
  await hydrate(root, state);
  await vi.waitFor(() => expect(state.router.state.location.search).toBe("?openAccount=1"));
  await vi.waitFor(() =>
    expect(root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
      TEXTS.login.createAccount,
    ),
  );
});

it("draws the home page ahead too, hydrated without a mismatch, a press of « Trouver une pharmacie » kept", async () => {
  const { root, state } = await drawnGalien("/");
  expect(root.innerHTML).toContain(GALIEN.variant.name);
  expect(root.innerHTML).toContain(ACCOUNTS_TEXTS.home.tagline);
  const finder = buttonNamed(root, ACCOUNTS_TEXTS.home.finder);
  expect(finder).toBeTruthy();
  // pressed before the app runs: nothing happens yet
  finder?.click();
  const main = root.firstElementChild;
  expect(await hydrate(root, state)).toEqual(NO_MISMATCH);
  expect(root.firstElementChild).toBe(main);
  // then the finder opens, as if pressed now
  await vi.waitFor(() => expect(buttonNamed(root, ACCOUNTS_TEXTS.home.finder)).toBeUndefined());
});
