/**
 * The patient's feed offline (issue 9 §5), in Chromium at 390×844: Léa opens « Mon fil » once
 * online — the service worker installs, the feed's pages are kept in IndexedDB under `@FEEDmine`
 * — then the phone loses the network: reloading /feed still shows the app, her cards and the
 * « hors ligne » banner. Back online she logs out, and nothing of her health data is left on the
 * device: no IndexedDB database, no cache but the app shell's.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import {
  ARTIFACTS,
  goToPage,
  logInThroughApi,
  setUpJourney,
  waitForServiceWorker,
} from "./journey.js";
import { AXE_SIZES, violations } from "./axe.js";

const journey = setUpJourney({ serviceWorkers: "allow" });

describe("the patient's feed offline (issue 9 §5)", () => {
  it("shows the kept cards and the banner offline, and logout leaves nothing behind", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      // axe is injected as a script
      bypassCSP: true,
    });
    const page = await context.newPage();
    const base = journey.server.baseUrl;
    await logInThroughApi(context, base, "patient@demo.fr");
    await page.goto(`${base}/feed`);
    const cards = page.locator('[data-testid^="feed-doc-"]');
    await cards.first().waitFor();
    const firstCard = (await cards.first().getAttribute("data-testid")) ?? "";
    // the worker controls the page, and the feed is kept under its 000 §3 key
    await waitForServiceWorker(page);
    await page.waitForFunction(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes("reseau-sante-hors-ligne")) return false;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open("reseau-sante-hors-ligne");
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error("open"));
      });
      const keys = await new Promise<IDBValidKey[]>((resolve) => {
        const request = db.transaction("entries").objectStore("entries").getAllKeys();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return keys.includes("@FEEDmine") && keys.includes("@USER");
    });
    // no answer of an API is in Cache Storage
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => /\/(api|ws|feed|logs)\//.test(new URL(url).pathname))).toEqual(
      [],
    );
    expect(await page.getByText(TEXTS.offline.banner).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByText(TEXTS.offline.banner).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByTestId(firstCard).waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    for (const size of AXE_SIZES) {
      await page.setViewportSize(size.viewport);
      expect(await violations(page), size.name).toEqual([]);
      await page.getByText(TEXTS.offline.banner).waitFor();
    }
    await page.setViewportSize(AXE_SIZES[0].viewport);
    await page.screenshot({ path: path.join(ARTIFACTS, "offline-feed-390.png") });

    await context.setOffline(false);
    await page.reload();
    await cards.first().waitFor();
    // on a phone, a patient's « Déconnexion » is the last entry of her side menu
    await goToPage(page, "Déconnexion");
    await page.waitForURL("**/login");
    const left = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((db) => db.name),
      caches: await caches.keys(),
    }));
    expect(left.databases).not.toContain("reseau-sante-hors-ligne");
    expect(left.caches.every((name) => name.includes("precache"))).toBe(true);
    await context.close();
  });
});
