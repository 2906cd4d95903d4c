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
 * target" lines. The page's context needs `bypassCSP: true` (axe is an inline script).
 */
export async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
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
