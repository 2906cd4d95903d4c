import { describe, expect, it } from "vitest";
import { distanceKm } from "../directory/search.js";
import { formatDistanceKm } from "./distance.js";

describe("formatDistanceKm (000 §9: distances in km rounded to 2 decimals)", () => {
  it.each([
    [0, "0,00\u00a0km"],
    [0.004, "0,00\u00a0km"],
    [0.849, "0,85\u00a0km"],
    [1.2345, "1,23\u00a0km"],
    [1.235, "1,24\u00a0km"],
    [12.4, "12,40\u00a0km"],
    [1234.567, "1\u202f234,57\u00a0km"],
  ])("%s km → « %s »", (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });

  it("says how far the Bastille is from Notre-Dame de Paris, about 2 km", () => {
    const km = distanceKm(
      { latitude: 48.853, longitude: 2.3499 },
      { latitude: 48.8548, longitude: 2.3706 },
    );
    expect(formatDistanceKm(km)).toMatch(/^1,5\d\u00a0km$/);
  });
});
