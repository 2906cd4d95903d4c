/** Two decimals, French style (« 1,23 »), with the thousands grouped. */
const KM_FORMAT = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A distance of the pharmacy map as 000 §9 says it, « Distances in km rounded to 2 decimals »:
 * `km` (a number of kilometres, e.g. from `distanceKm`) → « 1,23 km », « 0,85 km », « 12,40 km ».
 * Not `formatDistance`: that one, the finder's (issue 18 §2), says « 850 m » and « 1,2 km ».
 */
export function formatDistanceKm(km: number): string {
  return `${KM_FORMAT.format(km)}\u00a0km`;
}
