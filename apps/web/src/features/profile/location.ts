import { distanceKm, format, formatDistance, TEXTS } from "@reseau/shared";

/** A position in decimal degrees, as the browser's geolocation gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Where the browser says this device is (« Autour de moi », issue 18 §2), asked only when the
 * person taps it: 10 s at most, a position up to 5 min old will do.
 * @throws the browser's GeolocationPositionError (refused, unavailable, timed out), or an Error
 *   when the browser has no geolocation.
 */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("geolocation unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

/** A place as a list names it: « 12 rue de la République, 69002 Lyon », empty when unknown. */
export function placeText(place: {
  address: string | null;
  zipCode: string | null;
  city: string | null;
}): string {
  const town = [place.zipCode, place.city].filter(Boolean).join(" ");
  return [place.address, town].filter(Boolean).join(", ");
}

/**
 * How far `to` is from `near`, as a list says it (« à 850 m », « à 1,2 km »); null without a
 * position for either.
 */
export function distanceText(
  near: Position | null,
  to: { latitude: number | null; longitude: number | null },
): string | null {
  if (!near || to.latitude === null || to.longitude === null) return null;
  const distance = formatDistance(
    distanceKm(near, { latitude: to.latitude, longitude: to.longitude }),
  );
  return format(TEXTS.profile.distanceAway, { distance });
}
