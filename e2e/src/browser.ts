import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

/**
 * Debian's headless Chromium: CHROMIUM_PATH when set, otherwise its « old headless shell »
 * (`apt-get install chromium-headless-shell`, the build Playwright itself drives headless) when
 * installed, otherwise the whole browser (`apt-get install chromium`). Same engine and version;
 * the shell has no browser around the pages and spends about a quarter less CPU on the same
 * journeys (docs/BENCHMARKS.md « The journeys in Chromium's headless shell »).
 * @throws Error in French naming the packages to install when neither is there
 */
function chromiumPath(): string {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium introuvable (${candidates.join(", ")}) : installez-le avec « apt-get install chromium chromium-headless-shell » ou indiquez CHROMIUM_PATH.`,
    );
  }
  return found;
}

/** Headless Chromium with the flags this sandboxed, offline machine needs. */
const LAUNCH_OPTIONS = () => ({
  executablePath: chromiumPath(),
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});

/** Launches headless Chromium (`LAUNCH_OPTIONS`) for this process alone. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(LAUNCH_OPTIONS());
}

/**
 * Launches the one Chromium of a journeys' run (`LAUNCH_OPTIONS`), which every journey file
 * connects to (`connectBrowser`) with its own browser contexts: one launch per run instead of one
 * per file (about 0.8 s of CPU each). Close it at the end of the run.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS());
}

/**
 * Connects to the run's Chromium (`launchBrowserServer`) at `wsEndpoint`; closing the returned
 * browser closes this connection's contexts, not the shared Chromium.
 */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
