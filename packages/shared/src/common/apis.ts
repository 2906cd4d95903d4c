/**
 * Path prefixes of the three APIs (docs/DECISIONS.md "Shape of the system"): the main API, the
 * marketplace under `/market` and the pro API under `/pro-api`. A GET outside these serves the
 * web app; answers inside them carry health data and are never cached.
 */
export const API_BASE_PREFIXES = [
  "/ws/",
  "/api/",
  "/feed/",
  "/logs",
  "/patient/",
  "/market/",
  "/pro-api/",
] as const;

/**
 * The prefixes of the paths some endpoint of `paths` uses, with the API bases: the first segment
 * of each path (`/api/documents/{id}` → `/api/`), so a new domain's paths are API paths at once.
 */
export function apiPathPrefixes(paths: readonly string[]): string[] {
  const firstSegments = paths.map((path) => {
    const match = /^\/[^/{}]+(\/?)/.exec(path);
    return match ? match[0] : path;
  });
  return [...new Set([...API_BASE_PREFIXES, ...firstSegments])];
}
