import { describe, expect, it } from "vitest";
import { TEXTS } from "../common/texts.js";
import {
  discountDatesInOrder,
  discountFormSchema,
  discountPriceError,
  productFormSchema,
  type ProductFormInput,
} from "./forms.js";

/** The messages of a failed parse, by field. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const product: ProductFormInput = {
  price: "12,90",
  quantity: "8",
  name: "Crème solaire",
  description: "",
  code: "",
  medication: false,
};

describe("productFormSchema (001 §2 Product edit modal)", () => {
  it("turns French euros into cents and empty texts into null", () => {
    expect(
      productFormSchema.parse({ ...product, description: "  ", code: " 3400000000012 " }),
    ).toEqual({
      price: 1290,
      quantity: 8,
      name: "Crème solaire",
      description: null,
      code: "3400000000012",
      medication: false,
    });
    expect(productFormSchema.parse({ ...product, price: "12.5 €" }).price).toBe(1250);
  });

  it("says in French what is wrong with the price, the stock, the EAN13 and the name", () => {
    const result = productFormSchema.safeParse({
      ...product,
      price: "douze",
      quantity: "-1",
      code: "3400000000013",
      name: "A",
    });
    expect(errorsOf(result)).toEqual({
      price: TEXTS.market.priceInvalid,
      quantity: TEXTS.market.quantityInvalid,
      code: TEXTS.market.eanInvalid,
      name: "Le champ « Nom du produit » doit contenir au moins 2 caractères.",
    });
    expect(errorsOf(productFormSchema.safeParse({ ...product, price: "" }))).toEqual({
      price: TEXTS.market.priceInvalid,
    });
    expect(errorsOf(productFormSchema.safeParse({ ...product, quantity: "2,5" }))).toEqual({
      quantity: TEXTS.market.quantityInvalid,
    });
    expect(errorsOf(productFormSchema.safeParse({ ...product, quantity: "2000000" }))).toEqual({
      quantity: TEXTS.market.quantityInvalid,
    });
  });
});

describe("discountFormSchema (001 §2 Discount edit modal, issue 11 §3)", () => {
  it("sends cents and whole days", () => {
    const parsed = discountFormSchema(1490).parse({
      price: "9,90",
      start: "2026-06-01",
      end: "2026-06-30",
    });
    expect(parsed.price).toBe(990);
    expect(Date.parse(parsed.end) - Date.parse(parsed.start)).toBe(29 * 86_400_000 + 86_399_000);
  });

  it("refuses a price at or above the normal one, with the server's words", () => {
    const refusal = discountPriceError(1490, 1490);
    expect(refusal).toMatch(/^Le prix remisé doit être inférieur au prix normal \(14,90\s€\)\.$/);
    for (const price of ["14,90", "15"])
      expect(
        errorsOf(
          discountFormSchema(1490).safeParse({ price, start: "2026-06-01", end: "2026-06-30" }),
        ),
      ).toEqual({ price: refusal });
    // the normal price unknown: the server decides
    expect(
      discountFormSchema(null).safeParse({ price: "15", start: "2026-06-01", end: "2026-06-30" })
        .success,
    ).toBe(true);
  });

  it("refuses an end before the start, under the end", () => {
    expect(
      errorsOf(
        discountFormSchema(1490).safeParse({ price: "9", start: "2026-06-01", end: "2026-05-01" }),
      ),
    ).toEqual({ end: TEXTS.discounts.endBeforeStart });
    expect(
      errorsOf(discountFormSchema(1490).safeParse({ price: "9", start: "", end: "2026-05-01" })),
    ).toEqual({ end: TEXTS.discounts.endBeforeStart });
  });
});

describe("the discount rules the server shares", () => {
  it("wants a price strictly below the normal one and an end after the start", () => {
    expect(discountPriceError(1489, 1490)).toBeNull();
    expect(discountPriceError(1490, 1490)).toMatch(/^Le prix remisé doit être inférieur/);
    expect(discountPriceError(99_999, null)).toBeNull();
    expect(discountDatesInOrder("2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z")).toBe(true);
    expect(discountDatesInOrder("2026-06-02T00:00:00Z", "2026-06-02T00:00:00Z")).toBe(false);
  });
});
