import { distanceKm, format, formatDistance, TEXTS } from "@reseau/shared";

/** A position in decimal degrees, as the browser's geolocation gives it. */
export interface Position {
  latitude: number;
  longitude: number;
}

/** « Autour de moi » (issue 18 §2): 10 s at most, a position up to 5 min old will do. */
const AROUND_ME: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 300_000,
};

/**
 * The pharmacy map's (000 §9 "Geolocation"): a position up to 1 h old, 1 s at most, high
 * accuracy.
 */
export const MAP_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 1_000,
  maximumAge: 3_600_000,
};

/**
 * Where the browser says this device is, asked with `options` (by default those of « Autour de
 * moi », issue 18 §2, asked only when the person taps it; the pharmacy map's: `MAP_GEOLOCATION`).
 * @throws the browser's GeolocationPositionError (refused, unavailable, timed out), or an Error
 *   when the browser has no geolocation.
 */
export function currentPosition(options: PositionOptions = AROUND_ME): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("geolocation unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      options,
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
