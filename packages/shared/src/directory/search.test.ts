import { describe, expect, it } from "vitest";
import { isAddressUsable } from "./address.js";
import { directoryKey } from "./key.js";
import {
  checkSearch,
  departmentCodeOf,
  departmentLabel,
  departmentOfZip,
  distanceKm,
  formatDistance,
  professionReadings,
  searchQuerySchema,
} from "./search.js";
import { isKnownSpecialty, SPECIALTIES } from "./specialties.js";
import { DIRECTORY_TEXTS } from "./texts.js";

const texts = DIRECTORY_TEXTS.directory;

describe("checkSearch: the rules of issue 8 §1, in their order", () => {
  it.each([
    [false, { nir: "1850575123456" }, texts.nirWithoutLastName],
    [true, { nir: "1850575123456", email: "a@b.fr" }, texts.nirWithoutLastName],
    [false, {}, texts.moreFields],
    [false, { grp: "galien", rpps: "10001234567", email: "a@b.fr" }, texts.moreFields],
    [false, { name: "  " }, texts.moreFields],
    [true, { city: "Lyon" }, texts.moreFields],
    [true, { lastName: "Martin" }, texts.moreFields],
  ])("patient=%s %j fails with « %s »", (patient, query, message) => {
    expect(checkSearch(patient, query)?.message).toBe(message);
  });

  it.each([
    [false, { name: "Martin" }],
    [false, { firstName: "Camille" }],
    [false, { city: "Lyon" }],
    [false, { zipCode: "69" }],
    [false, { department: "2A" }],
    [false, { departmentName: "Rhône" }],
    [false, { specialty: "cardio" }],
    [false, { profession: "DOCTOR" }],
    [false, { isEstablishment: "true" as const }],
    [true, { email: "a@b.fr" }],
    [true, { nir: "1850575123456", lastName: "Martin" }],
  ])("patient=%s %j may run", (patient, query) => {
    expect(checkSearch(patient, query)).toBeNull();
  });
});

describe("directoryKey: the form names and cities are compared in", () => {
  it.each([
    ["Saint-Étienne", "saint etienne"],
    ["L'Haÿ-les-Roses", "l hay les roses"],
    ["  LE BŒUF  ", "le boeuf"],
    ["Ærø", "aer"],
    ["%_martin", "martin"],
  ])("%s → %s", (input, expected) => {
    expect(directoryKey(input)).toBe(expected);
  });
});

describe("departments", () => {
  it.each([
    ["69", "69"],
    ["1", "01"],
    ["2a", "2A"],
    ["Corse-du-Sud", "2A"],
    ["haute corse", "2B"],
    ["Rhône - 69", "69"],
    ["rhone", "69"],
    ["974", "974"],
    ["Atlantide", null],
  ])("%s → %s", (input, code) => {
    expect(departmentCodeOf(input)).toBe(code);
  });

  it("labels a department as the suggestions show it, and reads it back", () => {
    const label = departmentLabel({ code: "2A", name: "Corse-du-Sud" });
    expect(label).toBe("Corse-du-Sud - 2A");
    expect(departmentCodeOf(label)).toBe("2A");
  });

  it.each([
    ["69002", "69"],
    ["20000", "2A"],
    ["20200", "2B"],
    ["97400", "974"],
    ["6900", null],
    [null, null],
  ])("postcode %s is in %s", (zip, code) => {
    expect(departmentOfZip(zip)).toBe(code);
  });
});

describe("professions, specialties, addresses", () => {
  it("reads a profession in both readings", () => {
    expect(professionReadings("DOCTOR")).toEqual(["DOCTOR", "Médecin"]);
    expect(professionReadings("opticien")).toEqual(["OPTICIAN", "Opticien"]);
    expect(professionReadings("Infirmier")).toEqual(["Infirmier"]);
  });

  it("knows the usual specialties, sorted, each once", () => {
    expect(isKnownSpecialty("Cardiologie")).toBe(true);
    expect(isKnownSpecialty("cardiologie")).toBe(false);
    expect(new Set(SPECIALTIES).size).toBe(SPECIALTIES.length);
    expect(SPECIALTIES.length).toBeGreaterThan(30);
  });

  it.each([
    [{ address: "1 rue de la Paix", city: "Lyon", zipCode: "69001" }, true],
    [{ address: "1 rue de la Paix", city: "Lyon", zipCode: " " }, false],
    [{ address: null, city: "Lyon", zipCode: "69001" }, false],
    [{}, false],
  ])("%j is usable: %s", (place, usable) => {
    expect(isAddressUsable(place)).toBe(usable);
  });
});

describe("distances (« Autour de moi », issue 18 §2)", () => {
  it("measures the great circle, in km", () => {
    // Lyon Bellecour → Paris Notre-Dame: about 392 km as the crow flies
    const km = distanceKm(
      { latitude: 45.7578, longitude: 4.832 },
      { latitude: 48.853, longitude: 2.3499 },
    );
    expect(km).toBeGreaterThan(388);
    expect(km).toBeLessThan(396);
  });

  it("writes metres under 1 km, one decimal under 10 km, whole km beyond", () => {
    expect(formatDistance(0.043)).toBe("40\u00a0m");
    expect(formatDistance(0.001)).toBe("10\u00a0m");
    expect(formatDistance(1.234)).toBe("1,2\u00a0km");
    expect(formatDistance(12.6)).toBe("13\u00a0km");
  });

  it("takes a position as both coordinates, within their ranges", () => {
    expect(searchQuerySchema.safeParse({ latitude: "45.7", longitude: "4.8" }).success).toBe(true);
    const half = searchQuerySchema.safeParse({ latitude: "45.7" });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe(DIRECTORY_TEXTS.directory.positionIncomplete);
    expect(searchQuerySchema.safeParse({ latitude: "91", longitude: "4" }).success).toBe(false);
  });
});
