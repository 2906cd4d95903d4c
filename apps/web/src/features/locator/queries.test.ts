import { describe, expect, it } from "vitest";
import type { MapEstablishment } from "@reseau/shared";
import { byDistance } from "./queries";

const at = (name: string, latitude: number, longitude: number): MapEstablishment => ({
  type: "pharmacy",
  id: name,
  name,
  address: null,
  country: "France",
  city: "Paris",
  zipCode: null,
  latitude,
  longitude,
});

const pharmacies = [
  at("Pharmacie de la Bastille", 48.8548, 2.3706),
  at("Pharmacie des Abbesses", 48.8847, 2.3376),
  at("Pharmacie Saint-Michel", 48.8527, 2.3437),
];

describe("the locator's list (issue 19 §3)", () => {
  it("keeps the server's order, without distances, when her position is unknown", () => {
    expect(byDistance(pharmacies, null)).toEqual(
      pharmacies.map((pharmacy) => ({ pharmacy, km: null })),
    );
  });

  it("puts the nearest first, with each one's distance in km, once she is located", () => {
    const list = byDistance(pharmacies, { latitude: 48.853, longitude: 2.3499 });
    expect(list.map((placed) => placed.pharmacy.name)).toEqual([
      "Pharmacie Saint-Michel",
      "Pharmacie de la Bastille",
      "Pharmacie des Abbesses",
    ]);
    expect(list[0]?.km).toBeCloseTo(0.45, 1);
    expect(list[2]?.km).toBeGreaterThan(3);
  });
});
