import { describe, expect, it } from "vitest";
import { TEXTS } from "../common/texts.js";
import { contactColour, initialOf, sortNameOf } from "./colour.js";
import { pickerRefusal, pickerTitle, togglePick } from "./picker.js";

describe("the recipient picker (000 §5 Picker)", () => {
  it("shares with at most 5 contacts", () => {
    const five = ["a", "b", "c", "d", "e"];
    expect(togglePick("share", five.slice(0, 4), "e")).toEqual({ selected: five });
    expect(togglePick("share", five, "f")).toEqual({ refusal: TEXTS.share.tooMany });
    expect(TEXTS.share.tooMany).toBe("Merci de ne pas sélectionner plus de 5 contacts de partage.");
  });
  it("takes only one patient, one pharmacy, one optician", () => {
    expect(togglePick("patient", ["a"], "b")).toEqual({
      refusal: "Vous ne devez sélectionner qu'un patient.",
    });
    expect(togglePick("pharma", ["a"], "b")).toEqual({ refusal: TEXTS.picker.onlyOnePharmacy });
    expect(togglePick("optician", [], "b")).toEqual({ selected: ["b"] });
  });
  it("keeps already-shared contacts, except in message mode", () => {
    expect(togglePick("share", ["a"], "a", ["a"])).toEqual({
      refusal: "Impossible d'annuler le partage du document.",
    });
    expect(togglePick("message", ["a"], "a", ["a"])).toEqual({ selected: [] });
  });
  it("needs at least one contact to confirm", () => {
    expect(pickerRefusal("share", [])).toBe("Vous devez selectionner au moins un contact ...");
    expect(pickerRefusal("contacts", ["a", "b", "c", "d", "e", "f"])).toBeNull();
  });
  it("is titled by mode", () => {
    expect(pickerTitle("manager")).toBe("Pharmacies du groupe");
    expect(pickerTitle("optician")).toBe("Opticiens");
    expect(pickerTitle("contacts")).toBe("Contacts");
  });
});

describe("contact colour and alphabet (000 §4)", () => {
  it.each([
    [{ status: "ACTIVE", meta: '{"email_ok":0}' }, "red"],
    [{ status: "ACTIVE", meta: "{}" }, "green"],
    [{ status: "AUTO", meta: "{}" }, "purple"],
    [{ status: "STUB", meta: "{}" }, "gray"],
    [{ status: null, meta: null }, "gray"],
    [{ status: "NEW", meta: '{"email_ok":1}' }, "orange"],
  ] as const)("%o is %s", (user, colour) => {
    expect(contactColour(user)).toBe(colour);
  });
  it("files a person by last name and an establishment by name, accents ignored", () => {
    expect(initialOf(sortNameOf({ type: "patient", firstName: "Léa", lastName: "Émery" }))).toBe(
      "E",
    );
    expect(initialOf(sortNameOf({ type: "pharmacy", name: "Pharmacie du Centre" }))).toBe("P");
    expect(initialOf("42")).toBe("#");
  });
});
