import { describe, expect, it } from "vitest";
import { cityCriteria, citySuggestions, departmentSuggestions, type CommuneRef } from "./refData";
import { contactSearchModeOf } from "./modes";
import { pharmacyCriteria } from "../profile/queries";

const COMMUNES: CommuneRef[] = [
  ["Lyon", "69", "69001", "69002", "69003"],
  ["Lyons-la-Forêt", "27", "27480"],
  ["Saint-Étienne", "42", "42000", "42100"],
  ["Saint-Étienne-de-Tinée", "06", "06660"],
  ["Étiennette", "01", "01000"],
  ["Villeurbanne", "69", "69100"],
];

describe("city suggestions (000 §9: 5)", () => {
  it("suggests the communes starting with the text first, then a word of them", () => {
    expect(citySuggestions(COMMUNES, "etienne").map((c) => c.city)).toEqual([
      "Étiennette",
      "Saint-Étienne",
      "Saint-Étienne-de-Tinée",
    ]);
    expect(citySuggestions(COMMUNES, "LYON")[0]).toEqual({
      label: "Lyon (69)",
      city: "Lyon",
      department: "69",
    });
  });

  it("reads digits as a postcode start", () => {
    expect(citySuggestions(COMMUNES, "6900").map((c) => c.label)).toEqual(["Lyon (69001)"]);
    expect(citySuggestions(COMMUNES, "691").map((c) => c.label)).toEqual(["Villeurbanne (69100)"]);
  });

  it("gives at most 5, and none for blank text", () => {
    const many: CommuneRef[] = Array.from({ length: 20 }, (_, i) => [
      `Sainte-Ville ${i}`,
      "01",
      "01000",
    ]);
    expect(citySuggestions(many, "sainte")).toHaveLength(5);
    expect(citySuggestions(COMMUNES, "  ")).toEqual([]);
  });
});

describe("the city field's criteria", () => {
  it.each([
    ["Lyon (69)", { city: "Lyon", department: "69" }],
    ["Ajaccio (2A)", { city: "Ajaccio", department: "2A" }],
    ["Villeurbanne (69100)", { city: "Villeurbanne", zipCode: "69100" }],
    [" saint etienne ", { city: "saint etienne" }],
    ["", {}],
  ])("%s → %j", (text, expected) => {
    expect(cityCriteria(text)).toEqual(expected);
  });
});

describe("department suggestions", () => {
  const departments = [
    { code: "69", name: "Rhône" },
    { code: "2A", name: "Corse-du-Sud" },
    { code: "2B", name: "Haute-Corse" },
  ];
  it("suggests by code or by a word of the name, as « Rhône - 69 »", () => {
    expect(departmentSuggestions(departments, "rho")).toEqual(["Rhône - 69"]);
    expect(departmentSuggestions(departments, "2a")).toEqual(["Corse-du-Sud - 2A"]);
    expect(departmentSuggestions(departments, "corse")).toEqual([
      "Corse-du-Sud - 2A",
      "Haute-Corse - 2B",
    ]);
  });
});

describe("contact search modes (000 §2)", () => {
  it("reads ?mode=, CONTACTS when absent or unknown", () => {
    expect(contactSearchModeOf("GP_DEFAULT")).toBe("GP_DEFAULT");
    expect(contactSearchModeOf(null)).toBe("CONTACTS");
    expect(contactSearchModeOf("ROOT")).toBe("CONTACTS");
  });
});

describe("the pharmacy picker's criteria", () => {
  it("searches a name, a postcode, or lists the first pharmacies", () => {
    // a word is a city or a name (issue 18 §2: « Lyon » finds the pharmacies of Lyon)
    expect(pharmacyCriteria("Lyon")).toEqual([{ city: "Lyon" }, { name: "Lyon" }]);
    expect(pharmacyCriteria("690")).toEqual([{ zipCode: "690" }]);
    expect(pharmacyCriteria(" ")).toEqual([{ isEstablishment: "true" }]);
  });
});
