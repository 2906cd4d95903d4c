import { directoryKey, departmentLabel, CITY_SUGGESTIONS } from "@reseau/shared";

/** A commune of the reference data (`public/ref/communes.json`): name, department, postcodes. */
export type CommuneRef = [name: string, department: string, ...postcodes: string[]];

/** What the directory's suggestions need, loaded once (issue 8 §1). */
export interface RefData {
  communes: CommuneRef[];
  departments: { code: string; name: string }[];
}

/** One city suggestion: what the field shows and what the search sends. */
export interface CitySuggestion {
  label: string;
  city: string;
  zipCode: string;
}

/**
 * The city suggestions for what was typed (000 §9: 5): communes whose name starts with it, then
 * those with a word starting with it, accents and case aside ("etienne" → "Saint-Étienne");
 * digits are a postcode start. Each suggestion is « Name (postcode) » with the commune's first
 * postcode matching. Pure.
 */
export function citySuggestions(
  communes: readonly CommuneRef[],
  typed: string,
  limit = CITY_SUGGESTIONS,
): CitySuggestion[] {
  const key = directoryKey(typed);
  if (!key) return [];
  const byZip = /^\d+$/.test(key);
  const first: CitySuggestion[] = [];
  const then: CitySuggestion[] = [];
  for (const [name, , ...postcodes] of communes) {
    if (byZip) {
      const zipCode = postcodes.find((zip) => zip.startsWith(key));
      if (zipCode) first.push({ label: `${name} (${zipCode})`, city: name, zipCode });
    } else {
      const nameKey = directoryKey(name);
      const zipCode = postcodes[0] ?? "";
      const suggestion = { label: `${name} (${zipCode})`, city: name, zipCode };
      if (nameKey.startsWith(key)) first.push(suggestion);
      else if (` ${nameKey}`.includes(` ${key}`)) then.push(suggestion);
    }
    if (first.length >= limit) break;
  }
  return [...first, ...then].slice(0, limit);
}

/** The department suggestions (« Rhône - 69 ») for what was typed, by code or name. Pure. */
export function departmentSuggestions(
  departments: readonly { code: string; name: string }[],
  typed: string,
  limit = CITY_SUGGESTIONS,
): string[] {
  const key = directoryKey(typed);
  if (!key) return [];
  return departments
    .filter(
      (d) => d.code.toLowerCase().startsWith(key) || ` ${directoryKey(d.name)}`.includes(` ${key}`),
    )
    .slice(0, limit)
    .map(departmentLabel);
}

let loading: Promise<RefData> | undefined;

/**
 * Loads the reference data once per page load (`/ref/communes.json`, `/ref/departments.json`,
 * written by `apps/web/scripts/ref-data.ts`; the browser caches them too).
 */
export function loadRefData(): Promise<RefData> {
  loading ??= Promise.all([
    fetch("/ref/communes.json").then((r) => r.json() as Promise<CommuneRef[]>),
    fetch("/ref/departments.json").then((r) => r.json() as Promise<RefData["departments"]>),
  ]).then(([communes, departments]) => ({ communes, departments }));
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
