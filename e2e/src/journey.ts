import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { XSRF_COOKIE, XSRF_HEADER, XSRF_PATH } from "@reseau/shared";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { connectBrowser } from "./browser.js";
import type { AXE_SIZES } from "./axe.js";
import { startServer, type RunningServer } from "./server.js";

/** Screenshots of the journeys, for a person to look at (git ignores them). */
export const ARTIFACTS = path.resolve(import.meta.dirname, "../artifacts");

/** What one journey file shares: a real server with the demo data, Chromium, a scratch folder. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** A temporary folder for the files the journey picks; removed at the end. */
  workDir: string;
}

/**
 * Registers the file's beforeAll / afterAll: starts the server (with the environment `env`
 * answers, e.g. a test SMTP server's `SMTP_URL`) and connects to the run's Chromium
 * (`src/global-setup.ts`) side by side; at the end, stops the server and closes the connection
 * with the file's browser contexts. The returned object is filled in once beforeAll has run.
 *
 * The app's service worker precaches the whole build (over 200 files) in every new browser
 * context, about 1.5 s of CPU each: the contexts of a journey block it unless the journey is
 * about it (`serviceWorkers: "allow"`, the offline and push journeys), or a context asks.
 */
export function setUpJourney(
  options: {
    env?: () => Promise<Record<string, string>>;
    serviceWorkers?: "allow" | "block";
  } = {},
): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    const env = (await options.env?.()) ?? {};
    let browser: Browser;
    [journey.server, browser] = await Promise.all([
      startServer(env, { dataDir: inject("demoDataDir"), database: inject("demoDatabase") }),
      connectBrowser(inject("browserEndpoint")),
    ]);
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (contextOptions = {}) =>
      newContext({
        serviceWorkers: options.serviceWorkers ?? "block",
        reducedMotion: "reduce",
        ...contextOptions,
      });
    journey.browser = browser;
    journey.workDir = await mkdtemp(path.join(os.tmpdir(), "reseau-journey-"));
    await mkdir(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    if (journey.workDir) await rm(journey.workDir, { recursive: true, force: true });
  });
  return journey;
}

/**
 * Logs `page` in through the login form as a demo account (password demo1234) and waits to
 * leave /login. For the journeys about logging in; the others sign in through the API
 * (`signIn`, `loggedInPage`), which spares Chromium the /login page.
 */
export async function logIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("E-mail ou identifiant").fill(email);
  await page.getByLabel("Mot de passe").first().fill("demo1234");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/**
 * Logs `context` in as a demo account (password demo1234) through the API, as the login form
 * does but without loading /login (a page load and the typing, about a second of Chromium's CPU):
 * `GET /ws/xsrf` for the XSRF cookie when the context has none, then `POST /ws/login` echoing it
 * in the XSRF header (docs/DECISIONS.md "Wire contract"). The session cookie `sid` lands in the
 * context's cookie jar, which its pages share: a page loaded afterwards is signed in (one loaded
 * before still shows no session until it is reloaded). No page is opened.
 * @throws Error naming the status and the answer when the login is refused (not 200).
 */
export async function logInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  email: string,
): Promise<void> {
  const xsrf = async () =>
    (await context.cookies(baseUrl)).find((cookie) => cookie.name === XSRF_COOKIE)?.value;
  if (!(await xsrf())) await context.request.get(`${baseUrl}${XSRF_PATH}`);
  const response = await context.request.post(`${baseUrl}/ws/login`, {
    data: { login: email, password: "demo1234" },
    headers: { [XSRF_HEADER]: (await xsrf()) ?? "" },
  });
  if (response.status() !== 200) {
    throw new Error(`login of ${email} answered ${response.status()}: ${await response.text()}`);
  }
}

/**
 * Signs `page`'s context in as a demo account through the API (`logInThroughApi`), then loads
 * `path` of the app. Without `path`, loads `/`, which sends a signed-in user to their start page
 * (`startPathOf`: a patient's « Mon fil », a pro's dashboard…), and waits until the app has left
 * `/`, as `logIn` waits to leave /login; with a `path`, waits for its load event only (the
 * caller waits for what the page shows).
 * @throws Error when the login is refused; playwright's TimeoutError when the page does not load.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  path?: string,
): Promise<void> {
  await logInThroughApi(page.context(), baseUrl, email);
  await page.goto(`${baseUrl}${path ?? "/"}`);
  if (path === undefined) await page.waitForURL((url) => url.pathname !== "/");
}

/**
 * Goes to one of the app's pages by its menu label, as a user would at this width: the header's
 * link from 992 px (or the patient's bottom bar on a phone), otherwise through « Menu » (a pro's
 * list of pages, a patient's side menu, where a group such as « Mes dossiers » expands).
 */
export async function goToPage(page: Page, label: string): Promise<void> {
  // a link's name may go on with a count that arrives later (« Mes commandes 2 »): the label,
  // then no more letters
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\p{L})`, "u");
  const link = page.getByRole("link", { name }).filter({ visible: true });
  // the header's links come with « Menu » (one chunk, fetched once the user is known)
  await page.getByTestId("pages-menu").waitFor();
  if ((await link.count()) > 0) {
    await link.first().click();
    return;
  }
  await page.getByTestId("pages-menu").click();
  const sideMenu = page.getByRole("dialog");
  await page
    .getByRole("menuitem", { name: label, exact: true })
    .or(sideMenu.getByRole("link", { name: label, exact: true }))
    .or(sideMenu.getByRole("button", { name: label, exact: true }))
    .click();
}

/**
 * Waits until the app's service worker controls `page` (issue 9 §5). The app registers it after
 * each page load; when it has not taken the page within 10 s (its install can lose a precache
 * request on a loaded 2-core machine, and an install that failed waits for the next load), the
 * page is reloaded, as a user reopening the app would, at most twice.
 * @throws playwright's TimeoutError after the third wait.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 10_000,
      });
      return;
    } catch (error) {
      if (attempt >= 2) throw error;
      await page.reload();
    }
  }
}

/**
 * A page of a new browser context of `size` (fr-FR, Europe/Paris; the app's CSP refuses inline
 * scripts, axe's included, so the test tool is let in), nobody logged in; `options` on top (a
 * geolocation and its permission, say).
 */
export async function pageAt(
  journey: Journey,
  size: (typeof AXE_SIZES)[number],
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await journey.browser.newContext({
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport: size.viewport,
    isMobile: size.isMobile,
    hasTouch: size.isMobile,
    bypassCSP: true,
    ...options,
  });
  return context.newPage();
}

/**
 * `pageAt` with `email` signed in on `journey`'s server through the API (`signIn`), showing
 * `path` (by default the user's start page, reached once the app has left `/`).
 */
export async function loggedInPage(
  journey: Journey,
  email: string,
  size: (typeof AXE_SIZES)[number],
  path?: string,
): Promise<Page> {
  const page = await pageAt(journey, size);
  await signIn(page, journey.server.baseUrl, email, path);
  return page;
}
