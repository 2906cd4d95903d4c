import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserServer } from "playwright-core";

/** Debian's Chromium (apt-get install chromium), or CHROMIUM_PATH. */
function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium introuvable (${candidate}) : installez-le avec « apt-get install chromium » ou indiquez CHROMIUM_PATH.`,
    );
  }
  return candidate;
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
