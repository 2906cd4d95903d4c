/**
 * Keyboard-only journeys (issue 7 §3): no mouse, only Tab, Shift+Tab, Enter and typing; where the
 * focus is, is read from `document.activeElement`. The patient logs in from the home page,
 * showing and hiding her password with the eye, then sends an ordonnance and finds it in her feed.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { TEXTS } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { ARTIFACTS, setUpJourney } from "./journey.js";
import {
  focusLandsOn,
  focused,
  makeSmallJpeg,
  named,
  tabTo,
  toastBelowHeader,
} from "./keyboard.js";

const journey = setUpJourney();

describe("keyboard only, in Chromium", () => {
  it("logs in from the home page, then sends an ordonnance and finds it in « Mon fil »", async () => {
    const context = await journey.browser.newContext({
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/`);

    // Home → « Se connecter »
    await tabTo(page, named("Se connecter"));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/login");

    // the login form, field by field
    const login = await tabTo(page, named("E-mail ou identifiant"));
    expect(login.tag).toBe("input");
    await page.keyboard.type("patient@demo.fr");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ tag: "input", type: "password" });
    await page.keyboard.type("demo1234");

    // the eye is the next stop, named in French, with a visible focus ring
    await page.keyboard.press("Tab");
    const eye = await focused(page);
    expect(eye).toMatchObject({ tag: "button", name: TEXTS.password.show });
    expect(eye.outline).not.toBe("none");
    await page.screenshot({ path: path.join(ARTIFACTS, "keyboard-password-eye.png") });
    await page.keyboard.press("Enter");
    expect(
      await page.getByLabel("Mot de passe", { exact: false }).first().getAttribute("type"),
    ).toBe("text");
    expect((await focused(page)).name).toBe(TEXTS.password.hide);
    await page.keyboard.press("Space");
    expect((await focused(page)).name).toBe(TEXTS.password.show);

    await tabTo(page, named("Se connecter"));
    await page.keyboard.press("Enter");
    await page.waitForURL("**/feed");

    // « Envoyer une ordonnance »: the dialog opens on « Choisir un fichier »
    const photoPath = path.join(journey.workDir, "ordonnance-clavier.jpg");
    await writeFile(photoPath, await makeSmallJpeg(page));
    // listening well before the chooser opens: Playwright intercepts choosers once asked to
    const chooser = page.waitForEvent("filechooser");
    await tabTo(page, named("Envoyer une ordonnance"));
    await page.keyboard.press("Enter");
    const choose = await focusLandsOn(page, named("Choisir un fichier"));
    expect(choose.tag).toBe("button");
    expect(choose.outline).not.toBe("none");

    // Enter opens the file chooser; once the file is read, the focus is on its preview
    await page.keyboard.press("Enter");
    await (await chooser).setFiles(photoPath);
    await focusLandsOn(page, (f) => f.testId === "document-preview");
    await page.screenshot({ path: path.join(ARTIFACTS, "keyboard-preview.png") });

    // a name of her own, then « Envoyer »
    await tabTo(page, named(TEXTS.documents.nameLabel));
    const name = `Ordonnance au clavier ${Date.now()}`;
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(name);
    const sent = await tabTo(page, (f) => f.testId === "document-send");
    expect(sent.name).toBe("Envoyer");
    const created = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().endsWith("/feed/documents"),
    );
    await page.keyboard.press("Enter");
    expect((await created).status()).toBe(201);
    expect(await toastBelowHeader(page, TEXTS.share.sentToPharmacy)).toBe(true);

    // the dialog closed: the focus is back on the button that opened it
    await focusLandsOn(page, named("Envoyer une ordonnance"));

    // back to the header's « Mon fil »
    await tabTo(page, named("Mon fil"), { backwards: true });
    await page.keyboard.press("Enter");
    await page.waitForURL("**/feed");
    await page.locator('[data-testid^="feed-doc-"]').filter({ hasText: name }).waitFor();

    await context.close();
  });
});
