import type { Page } from "playwright-core";
import { animationsDone } from "./axe.js";

/** What has the focus: enough to recognise a control as a keyboard user hears it. */
export interface Focused {
  tag: string;
  type: string | null;
  /** The accessible name, roughly: aria-label, else the label's text, else the text. */
  name: string;
  testId: string | null;
  /** The computed outline: "none" means no visible focus ring. */
  outline: string;
}

/** Describes `document.activeElement`. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: "", type: null, name: "", testId: null, outline: "none" };
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.innerText;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute("type"),
      name: (el.getAttribute("aria-label") ?? label ?? el.innerText ?? "")
        .replace(/\s+/g, " ")
        .trim(),
      testId: el.getAttribute("data-testid"),
      outline:
        style.outlineStyle === "none" || style.outlineWidth === "0px" ? "none" : style.outlineStyle,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on a control `matches` accepts; fails after
 * `max` presses, naming what it went through.
 */
export async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  { backwards = false, max = 40 } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const now = await focused(page);
    if (matches(now)) return now;
    seen.push(`${now.tag}:${now.name}`);
  }
  throw new Error(`focus never reached the control; went through: ${seen.join(" | ")}`);
}

/** A matcher for a control whose name starts with `name` (a label may end with « * »). */
export const named =
  (name: string | RegExp) =>
  (f: Focused): boolean =>
    typeof name === "string" ? f.name === name || f.name.startsWith(`${name} `) : name.test(f.name);

/** Waits until the focus is on a control `matches` accepts (focus moved by the page). */
export async function focusLandsOn(
  page: Page,
  matches: (f: Focused) => boolean,
  timeout = 30_000,
): Promise<Focused> {
  const end = Date.now() + timeout;
  let now = await focused(page);
  while (!matches(now)) {
    if (Date.now() > end) throw new Error(`focus is on ${now.tag}:${now.name}`);
    // read again when the focus moves (or at the next frame, for a control renamed in place)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          document.addEventListener("focusin", () => resolve(), { once: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    now = await focused(page);
  }
  return now;
}

/** The error text under a field, read through the field's aria-describedby (Mantine's `-error`). */
export function errorUnder(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const input = document.querySelector(sel);
    if (!input) throw new Error(`no ${sel}`);
    const errorId = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .find((id) => id.endsWith("-error"));
    return (errorId && document.getElementById(errorId)?.textContent) || null;
  }, selector);
}

/** Draws a small ordonnance photo (600×800 JPEG) in the page. */
export async function makeSmallJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 600;
    canvas.height = 800;
    const g = canvas.getContext("2d");
    if (!g) throw new Error("no 2d context");
    g.fillStyle = "#f4f1ea";
    g.fillRect(0, 0, 600, 800);
    g.fillStyle = "#1a237e";
    g.font = "28px serif";
    g.fillText("Dr Paul Durand", 40, 80);
    g.fillText("Doliprane 1000 mg : 3 fois par jour", 40, 200);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/jpeg", 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** True when the toast (and every one shown) sits wholly below the app's header. */
export async function toastBelowHeader(page: Page, text: string): Promise<boolean> {
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: text }).first();
  await toast.waitFor();
  // measured once the entrance transition is over
  await animationsDone(page);
  const [toastBox, headerBox] = await Promise.all([
    toast.boundingBox(),
    page.locator("header").first().boundingBox(),
  ]);
  if (!toastBox || !headerBox) throw new Error("toast or header not laid out");
  return toastBox.y >= headerBox.y + headerBox.height;
}
