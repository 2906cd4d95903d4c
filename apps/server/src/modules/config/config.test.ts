import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_API_KEY, SANDBOX_CLIENT_ID } from "@reseau/psp-sandbox";
import type { AppConfig } from "@reseau/shared";
import { configFromEnv } from "../../platform/config.js";
import { createTestApp, type TestApp } from "../../test/harness.js";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

describe("GET /ws/config (issue 19 §1)", () => {
  it("serves the generic app to anyone, without a session", async () => {
    t = await createTestApp();
    const response = await t.client().get<AppConfig>("/ws/config");
    expect(response.status).toBe(200);
    expect(response.body.variant).toMatchObject({
      code: null,
      name: "Réseau Santé",
      logo: "/brand/reseau-sante.svg",
    });
    expect(response.body.discountLabel).toBe("Promotions");
    expect(response.body).toMatchObject({ groupMode: false, networkMode: false });
    expect(response.body.map).toEqual({
      latitude: 46.6034,
      longitude: 1.8883,
      zoom: 5,
      // no tile server configured: the locator's map is blank (issue 19 §3)
      tilesUrl: null,
      tilesAttribution: null,
    });
  });

  it("serves the running variant's brand, label, modes and map, and no secret", async () => {
    t = await createTestApp({
      variant: "well",
      groupMode: true,
      smtpUrl: "smtp://user:motdepasse@mail.exemple.fr:587",
      secretKey: "s3cr3t-key-of-the-server",
      payment: {
        baseUrl: "https://api.mangopay.com",
        clientId: "client-reseau",
        apiKey: "cl3-api-mangopay",
        timeoutMinutes: 30,
      },
    });
    const response = await t.client().get<AppConfig>("/ws/config");
    expect(response.status).toBe(200);
    expect(response.body.variant).toMatchObject({ code: "well", logo: "/brand/well.svg" });
    expect(response.body.discountLabel).toBe("Mini-prix");
    expect(response.body.groupMode).toBe(true);
    expect(response.body.features.loyaltyCard).toBe(true);
    expect(response.body.map.zoom).toBe(11);
    const text = JSON.stringify(response.body);
    for (const secret of [
      "motdepasse",
      "smtp:",
      "s3cr3t",
      "postgres",
      "memory://",
      "cl3-api-mangopay",
      "mangopay.com",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("serves the locator's tile server and lets its images through the CSP (MAP_TILES_URL)", async () => {
    const tiles = "https://{s}.tuiles.exemple.fr/{z}/{x}/{y}.png";
    const env = configFromEnv({ MAP_TILES_URL: tiles, MAP_TILES_ATTRIBUTION: "© Tuiles Exemple" });
    t = await createTestApp({
      mapTilesUrl: env.mapTilesUrl,
      mapTilesAttribution: env.mapTilesAttribution,
    });
    const response = await t.client().get<AppConfig>("/ws/config");
    expect(response.body.map).toMatchObject({
      tilesUrl: tiles,
      tilesAttribution: "© Tuiles Exemple",
    });
    expect(String(response.headers["content-security-policy"])).toContain(
      "img-src 'self' data: blob: https://*.tuiles.exemple.fr",
    );
    expect(() => configFromEnv({ MAP_TILES_URL: "tuiles.exemple.fr" })).toThrow(/MAP_TILES_URL/);
  });

  it("reads card payment: the sandbox beside the app by default, CARD_PAYMENT=off turns it off", () => {
    expect(configFromEnv({ PORT: "4000" }).payment).toEqual({
      baseUrl: "http://127.0.0.1:4001",
      clientId: SANDBOX_CLIENT_ID,
      apiKey: SANDBOX_API_KEY,
      timeoutMinutes: 30,
      cardOrigin: "http://127.0.0.1:4001",
    });
    expect(
      configFromEnv({
        PSP_PORT: "5000",
        ORDER_PAYMENT_TIMEOUT_MIN: "15",
        MANGOPAY_CLIENT_ID: "client",
        MANGOPAY_API_KEY: "key",
      }).payment,
    ).toEqual({
      baseUrl: "http://127.0.0.1:5000",
      clientId: "client",
      apiKey: "key",
      timeoutMinutes: 15,
      cardOrigin: "http://127.0.0.1:5000",
    });
    expect(configFromEnv({ MANGOPAY_BASE_URL: "https://api.mangopay.com/" }).payment?.baseUrl).toBe(
      "https://api.mangopay.com",
    );
    expect(
      configFromEnv({
        MANGOPAY_BASE_URL: "https://api.mangopay.com",
        MANGOPAY_CARD_ORIGIN: "https://webpayment.payline.com/webpayment/getToken",
      }).payment?.cardOrigin,
    ).toBe("https://webpayment.payline.com");
    expect(configFromEnv({ CARD_PAYMENT: "off" }).payment).toBeUndefined();
    expect(() => configFromEnv({ ORDER_PAYMENT_TIMEOUT_MIN: "0" })).toThrow(
      /ORDER_PAYMENT_TIMEOUT_MIN/,
    );
  });

  it("refuses to start under an unknown VARIANT, and reads the modes", () => {
    expect(() => configFromEnv({ VARIANT: "gallien" })).toThrow(/VARIANT=gallien est inconnue/);
    expect(configFromEnv({ VARIANT: "Galien", GROUP_MODE: "1" })).toMatchObject({
      variant: "galien",
      groupMode: true,
      networkMode: false,
    });
    expect(configFromEnv({}).variant).toBeNull();
  });
});
