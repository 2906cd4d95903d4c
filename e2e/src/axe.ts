/** The axe-core check of the journeys (issue 7 §3): the sizes and the violations of a page. */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = await readFile(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** A phone's size and a desktop's. */
export const AXE_SIZES = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, isMobile: false },
] as const;

/**
 * The serious and critical violations axe finds on the page (WCAG 2.1 A and AA), as "rule:
 * target" lines. The page's context needs `bypassCSP: true` (axe is an inline script), which is
 * added once per document: a second check of the same page reuses it (its 550 KB evaluated again
 * cost 0.2–0.4 s of Chromium's CPU each time).
 */
export async function violations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(o: unknown): Promise<unknown> } }).axe;
    const result = (await axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })) as { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${(n as unknown as { failureSummary?: string }).failureSummary ?? ""}`).join(", ")}`,
      );
  });
  return found;
}

/**
 * Waits until the page's finite animations and transitions have ended (a dialog's fade-in:
 * colours mid-fade are no contrast test); endless ones, such as a loader's, are left running.
 * Two frames first, so that a transition the last click starts (Mantine sets its entering style
 * one frame after mounting) is running when the animations are read; again until none is left
 * (a dialog's content may start its own once the overlay is in).
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * What axe misses on the page's controls (issue 18 §3): an enabled button, link or tab whose text has
 * less than 4.5:1 against its own background (the first opaque background under it, colours blended
 * with their opacity), and a control whose label is cut (its text overflows, « Modifi… »), as
 * "text: why" lines. Only visible controls are read.
 */
export async function controlIssues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (color: string): Rgba => {
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    // `top` over `bottom`, by its opacity
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3];
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
    };
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => c / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: Rgba, b: Rgba) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    // the background under `element`: its own and its ancestors' colours, blended upwards
    const background = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const color = parse(getComputedStyle(at).backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, layer) => over(layer, under), [255, 255, 255, 1]);
    };
    const issues: string[] = [];
    const controls = Array.from(
      document.querySelectorAll('button, a[href], [role="tab"], [role="button"]'),
    ) as HTMLElement[];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === "hidden")
        continue;
      // a disabled control is exempt (WCAG 1.4.3: inactive components)
      if (control.matches(':disabled, [aria-disabled="true"], [data-disabled]')) continue;
      const text = control.innerText.trim();
      if (!text) continue;
      const label =
        (control.querySelector(".mantine-Button-label") as HTMLElement | null) ?? control;
      const color = over(parse(getComputedStyle(label).color), background(label));
      const contrast = ratio(color, background(label));
      if (contrast < 4.5) issues.push(`${text}: contrast ${contrast.toFixed(2)}:1`);
      if (
        label.scrollWidth > label.clientWidth + 1 &&
        getComputedStyle(label).overflow !== "visible"
      )
        issues.push(`${text}: label cut`);
    }
    return issues;
  });
}
