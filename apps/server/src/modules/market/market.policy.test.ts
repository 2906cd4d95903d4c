import { describe, expect, it } from "vitest";
import { actor, outcome, userRow } from "../../test/rows.js";
import {
  discountPolicy,
  editedPharmacy,
  pharmacyCatalogPolicy,
  productFieldsPolicy,
  visibleCreators,
} from "./market.policy.js";
import type { MarketDiscountRow, MarketProductRow } from "./market.schema.js";

// the cast: a pharmacy of a group, its own patient, another pharmacy, a stranger
const pharmacy = userRow("pharmacy", "pharmacy");
const otherPharmacy = userRow("other-pharmacy", "pharmacy");
const group = userRow("group", "grp_pharm");
const ownPatient = userRow("own-patient", "patient", { idpharma: "pharmacy" });
const stranger = userRow("stranger", "patient");
const doctor = userRow("doctor", "professional");

const ACTORS = {
  "the pharmacy": actor(pharmacy),
  "its group manager": actor(group, ["pharmacy"]),
  "its own patient": actor(ownPatient),
  "another pharmacy": actor(otherPharmacy),
  "a stranger patient": actor(stranger),
  "a doctor": actor(doctor),
};
type Who = keyof typeof ACTORS;
type Cell = "allowed" | 403 | 404;

const product = (createdBy: string | null) => ({ id: "p", createdBy }) as MarketProductRow;
const discount = { id: "d", pharmaId: "pharmacy", productId: "p" } as MarketDiscountRow;

describe("market policies (001 §6, issue 11 §3, §4, issue 17 §6)", () => {
  // own products seen / catalogue edited / own product's fields / shared product's fields / discount
  const table: [
    Who,
    sees: boolean,
    catalog: Cell,
    ownFields: Cell,
    sharedFields: Cell,
    disc: Cell,
  ][] = [
    ["the pharmacy", true, "allowed", "allowed", 403, "allowed"],
    ["its group manager", true, "allowed", "allowed", 403, "allowed"],
    ["its own patient", true, 403, 403, 403, 404],
    ["another pharmacy", false, 403, 403, 403, 404],
    ["a stranger patient", false, 403, 403, 403, 404],
    ["a doctor", false, 403, 403, 403, 404],
  ];
  it.each(table)(
    "%s: sees its own products %s, catalogue %s, own fields %s, shared fields %s, discount %s",
    (who, sees, catalog, ownFields, sharedFields, disc) => {
      const a = ACTORS[who];
      expect(visibleCreators(a).includes("pharmacy")).toBe(sees);
      expect(
        outcome(pharmacyCatalogPolicy, "edit", a, { pharmaId: "pharmacy", isPharmacy: true }),
      ).toBe(catalog);
      expect(outcome(productFieldsPolicy, "edit", a, product("pharmacy"))).toBe(ownFields);
      expect(outcome(productFieldsPolicy, "edit", a, product(null))).toBe(sharedFields);
      expect(outcome(discountPolicy, "edit", a, discount)).toBe(disc);
    },
  );

  it("a missing product or discount is 404; only a pharmacy edits a catalogue of its own", () => {
    expect(outcome(productFieldsPolicy, "edit", ACTORS["the pharmacy"], null)).toBe(404);
    expect(outcome(discountPolicy, "edit", ACTORS["the pharmacy"], null)).toBe(404);
    expect(
      outcome(pharmacyCatalogPolicy, "edit", ACTORS["its group manager"], {
        pharmaId: "group",
        isPharmacy: false,
      }),
    ).toBe(403);
    expect(editedPharmacy(ACTORS["the pharmacy"])).toBe("pharmacy");
    expect(editedPharmacy(ACTORS["its group manager"])).toBeNull();
    expect(visibleCreators(ACTORS["a stranger patient"])).toEqual([]);
  });
});
