import { describe, expect, it } from "vitest";
import {
  appConfigOf,
  appConfigSchema,
  FRANCE_CENTRE,
  GENERIC_VARIANT,
  PARIS_CENTRE,
  VARIANT_CODES,
  VARIANTS,
} from "./variants.js";

/** WCAG's contrast ratio of white text on `hex`. */
function whiteOn(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe("variants (issue 19 §1)", () => {
  it("gives every brand a colour under which white text passes WCAG AA", () => {
    for (const variant of [GENERIC_VARIANT, ...Object.values(VARIANTS)]) {
      expect(whiteOn(variant.theme.hex), variant.name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("serves « Mini-prix » in the well variant only, Paris for the two group variants", () => {
    expect(appConfigOf("well", { groupMode: true, networkMode: false }).discountLabel).toBe(
      "Mini-prix",
    );
    for (const code of VARIANT_CODES.filter((c) => c !== "well")) {
      expect(appConfigOf(code, { groupMode: false, networkMode: false }).discountLabel).toBe(
        "Promotions",
      );
    }
    expect(appConfigOf(null, { groupMode: false, networkMode: false }).discountLabel).toBe(
      "Promotions",
    );
    const paris = VARIANT_CODES.filter((code) => VARIANTS[code].map === PARIS_CENTRE);
    expect(paris).toHaveLength(2);
    expect(appConfigOf(null, { groupMode: false, networkMode: false }).map).toEqual({
      ...FRANCE_CENTRE,
      tilesUrl: null,
      tilesAttribution: null,
    });
  });

  it("answers the contract, with the generic app's name and logo without a variant", () => {
    const generic = appConfigOf(null, { groupMode: false, networkMode: true });
    expect(appConfigSchema.parse(generic)).toEqual(generic);
    expect(generic.variant).toMatchObject({ code: null, name: "Réseau Santé" });
    expect(generic.variant.logo).toBe("/brand/reseau-sante.svg");
    expect(generic.networkMode).toBe(true);
    expect(appConfigOf("galien", { groupMode: true, networkMode: false }).variant.logo).toBe(
      "/brand/galien.svg",
    );
  });
});
