import { directoryKey, departmentLabel, CITY_SUGGESTIONS } from "@reseau/shared";

/** A commune of the reference data (`public/ref/communes.json`): name, department, postcodes. */
export type CommuneRef = [name: string, department: string, ...postcodes: string[]];

/** What the directory's suggestions need, loaded once (issue 8 §1). */
export interface RefData {
  communes: CommuneRef[];
  departments: { code: string; name: string }[];
}

/**
 * One city suggestion: what the field shows and what the search sends — the city with its
 * department (« Lyon (69) »: every postcode of the city), or with the postcode typed
 * (« Villeurbanne (69100) »).
 */
export interface CitySuggestion {
  label: string;
  city: string;
  department?: string;
  zipCode?: string;
}

/**
 * The city suggestions for what was typed (000 §9: 5): communes whose name starts with it, then
 * those with a word starting with it, accents and case aside ("etienne" → "Saint-Étienne");
 * digits are a postcode start. Pure.
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
  for (const [name, department, ...postcodes] of communes) {
    if (byZip) {
      const zipCode = postcodes.find((zip) => zip.startsWith(key));
      if (zipCode) first.push({ label: `${name} (${zipCode})`, city: name, zipCode });
    } else {
      const nameKey = directoryKey(name);
      const suggestion = { label: `${name} (${department})`, city: name, department };
      if (nameKey.startsWith(key)) first.push(suggestion);
      else if (` ${nameKey}`.includes(` ${key}`)) then.push(suggestion);
    }
    if (first.length >= limit) break;
  }
  return [...first, ...then].slice(0, limit);
}

/**
 * What a city field holds, as the search sends it: a suggestion « Lyon (69) » is the city and its
 * department, « Villeurbanne (69100) » the city and its postcode; other text is a city as typed.
 */
export function cityCriteria(text: string): {
  city?: string;
  department?: string;
  zipCode?: string;
} {
  const typed = text.trim();
  const suggestion = /^(.+) \(([0-9]{2,3}|2[AB])\)$/.exec(typed);
  if (suggestion) return { city: suggestion[1], department: suggestion[2] };
  const withZip = /^(.+) \(([0-9]{5})\)$/.exec(typed);
  if (withZip) return { city: withZip[1], zipCode: withZip[2] };
  return typed ? { city: typed } : {};
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
