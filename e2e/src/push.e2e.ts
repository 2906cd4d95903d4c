/**
 * Web push to a closed phone (issue 9 §5): Léa's browser subscription — played by the journey,
 * an ECDH P-256 key pair and a local HTTP endpoint — is registered through the API as her
 * browser does; she sends a prescription to her pharmacy, which sets it « Prête »: an encrypted
 * push reaches her endpoint, and once decrypted says the READY text about that document (none
 * came for the share she made herself). With the app open, a push shows the in-app alert titled
 * « Notification » (000 §8); /compte offers the French switch that turns them on.
 */
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  STATUS_MESSAGES,
  TEXTS,
  type DocumentDto,
  type PublicUser,
  type PushPayload,
} from "@reseau/shared";
import { ARTIFACTS, setUpJourney, signIn, waitForServiceWorker } from "./journey.js";
import { makeSmallJpeg } from "./keyboard.js";
// the server tests' push service endpoint (decrypts real pushes), shared with the journeys
import { PushEndpoint } from "../../apps/server/src/test/push-endpoint.js";
import { AXE_SIZES, violations } from "./axe.js";

const journey = setUpJourney({
  env: async () => ({ PUSH_ANY_ENDPOINT: "1" }),
  serviceWorkers: "allow",
});

/** Calls of the API with a context's session cookie and XSRF header, as its page would. */
function apiOf(context: BrowserContext) {
  const base = journey.server.baseUrl;
  const headers = async () => ({
    "X-XSRF-TOKEN": (await context.cookies(base)).find((c) => c.name === "XSRF-TOKEN")?.value ?? "",
  });
  return {
    get: async <T>(url: string) => (await (await context.request.get(`${base}${url}`)).json()) as T,
    post: async (url: string, data: unknown) =>
      context.request.post(`${base}${url}`, { data, headers: await headers() }),
    put: async (url: string, data: unknown) =>
      context.request.put(`${base}${url}`, { data, headers: await headers() }),
  };
}

describe("web push (issue 9 §5)", () => {
  it("a push reaches the patient's endpoint, encrypted, when the pharmacy sets READY", async () => {
    const base = journey.server.baseUrl;
    const endpoint = await new PushEndpoint().start();
    const patientContext = await journey.browser.newContext({
      locale: "fr-FR",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    const page = await patientContext.newPage();
    await signIn(page, base, "patient@demo.fr");
    const patient = apiOf(patientContext);
    const registered = await patient.post("/ws/device", {
      type: "webpush",
      reg: endpoint.subscription(),
      infos: { appName: "Réseau Santé", appVersion: "1.0", regType: "webpush", topic: "feed" },
    });
    expect(registered.status()).toBe(200);

    const pharmacyContext = await journey.browser.newContext();
    await pharmacyContext.request.get(`${base}/ws/health`);
    const pharmacy = apiOf(pharmacyContext);
    const login = await pharmacy.post("/ws/login", {
      login: "pharmacie@demo.fr",
      password: "demo1234",
    });
    expect(login.status()).toBe(200);
    const pharmacyId = ((await login.json()) as PublicUser).id;

    const jpeg = await makeSmallJpeg(page);
    const uploaded = await patient.post("/feed/documents", {
      name: "Ordonnance pour la grippe",
      type: "PRESC_DRUG",
      mime: "image/jpeg",
      data: jpeg.toString("base64"),
    });
    expect(uploaded.status()).toBe(201);
    const document = (await uploaded.json()) as DocumentDto;
    expect(
      (
        await patient.put(`/feed/documents/${document.id}/share`, { sharers: [pharmacyId] })
      ).status(),
    ).toBe(200);
    expect(
      (await pharmacy.post(`/api/documents/${document.id}/status`, { status: "READY" })).status(),
    ).toBe(200);

    const push = await endpoint.next(1);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    // the first push she gets is the READY message: none came for the share she made
    expect(push.payload).toMatchObject({
      kind: "newMsg",
      // titled by who wrote it (issue 18 §3), not « Notification »
      title: expect.stringMatching(/^Message de \S/) as string,
      iddocument: document.id,
      body: expect.stringContaining(STATUS_MESSAGES.READY) as string,
    });
    await endpoint.stop();
    await pharmacyContext.close();

    // the switch on /compte: a clear French control, nothing asked on first load
    await page.goto(`${base}/compte`);
    const toggle = page.getByRole("switch", { name: TEXTS.push.switchLabel });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    for (const size of AXE_SIZES) {
      await page.setViewportSize(size.viewport);
      expect(await violations(page), size.name).toEqual([]);
    }
    await page.setViewportSize(AXE_SIZES[0].viewport);

    // with the app open, a push delivered to its service worker shows the in-app alert
    await page.goto(`${base}/feed`);
    await waitForServiceWorker(page);
    const cdp = await patientContext.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(base) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    // the worker posts to a visible window (else it shows a system notification): the page is
    // brought to the front and the app mounted before the push comes
    await page.bringToFront();
    await page.waitForFunction(() => window.document.visibilityState === "visible");
    await page.locator('[data-testid^="feed-doc-"]').first().waitFor();
    const registrationId = await registration;
    const alert = page.getByRole("dialog", { name: (push.payload as PushPayload).title });
    // a push that came while Chromium still held the page hidden went to a system notification:
    // the next one shows
    for (let attempt = 0; ; attempt++) {
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: base,
        registrationId,
        data: JSON.stringify(push.payload),
      });
      try {
        await alert.waitFor({ timeout: 10_000 });
        break;
      } catch (error) {
        if (attempt >= 1) throw error;
      }
    }
    expect(await alert.getByTestId("push-alert-body").textContent()).toContain(
      STATUS_MESSAGES.READY,
    );
    await page.screenshot({ path: path.join(ARTIFACTS, "push-alert-390.png") });
    await alert.getByRole("button", { name: TEXTS.actions.close }).last().click();
    await alert.waitFor({ state: "hidden" });
    await patientContext.close();
  });
});
