/**
 * Delivery quotation (001 §7 `/delivery/quotation`, issue 11 §2): a courier-quote interface and
 * its embedded provider, which prices by the distance between pharmacy and patient. A real
 * courier's API (the third-party service of 001 §7: login token, then an estimation from both
 * coordinates) is another implementation of `CourierProvider`.
 */
import { distanceKm } from "@reseau/shared";

/** A point on Earth, in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What a courier is asked to quote: from the pharmacy to the patient. */
interface QuoteRequest {
  from: GeoPoint;
  to: GeoPoint;
  /** Whether the parcel holds a prescription (the third-party service asks). */
  withPrescription: boolean;
}

/** A courier's answer: its name, the distance (km, 2 decimals) and the price (cents). */
interface CourierQuote {
  provider: string;
  distanceKm: number;
  price: number;
}

/** A courier that quotes deliveries. */
export interface CourierProvider {
  readonly name: string;
  quote(request: QuoteRequest): Promise<CourierQuote>;
}

/** Rounds km to 2 decimals (000 §9 "Distances in km rounded to 2 decimals"). */
const roundKm = (km: number) => Math.round(km * 100) / 100;

/** Great-circle distance between two points (the shared `distanceKm`), in km, rounded to 2 decimals. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  return roundKm(distanceKm(a, b));
}

/** The embedded provider's tariff: a base price plus a price per started km, in cents. */
const DISTANCE_TARIFF = { baseCents: 490, perKmCents: 80 } as const;

/**
 * The embedded courier: 4,90 € plus 0,80 € per started km of straight-line distance (our
 * tariff; the spec gives none).
 */
export const distanceCourier: CourierProvider = {
  name: "distance",
  quote(request) {
    const distanceKm = haversineKm(request.from, request.to);
    const price = DISTANCE_TARIFF.baseCents + Math.ceil(distanceKm) * DISTANCE_TARIFF.perKmCents;
    return Promise.resolve({ provider: this.name, distanceKm, price });
  },
};
