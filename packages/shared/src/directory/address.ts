/**
 * True when an address can be used (000 §3 "Address"): its street address, city and zipCode are
 * all set (not blank). A map, a route or a delivery quote needs all three.
 */
export function isAddressUsable(place: {
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
}): boolean {
  return [place.address, place.city, place.zipCode].every((part) => !!part?.trim());
}
