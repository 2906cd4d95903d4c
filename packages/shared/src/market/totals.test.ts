import { describe, expect, it } from "vitest";
import { cartTotals, MARKET_DELIVERY_FEE_CENTS, paidUnitPrice } from "./totals.js";

describe("cartTotals (001 §3 Order totals, in cents)", () => {
  it("gives zeros for an empty cart, without a delivery fee", () => {
    expect(cartTotals([], { delivery: true })).toEqual({
      totalPara: 0,
      totalMedi: 0,
      reductionPara: 0,
      totalDelivery: 0,
      totalWithoutDelivery: 0,
      totalFinal: 0,
    });
  });

  it("splits para and medi lines by the medication flag and applies para discounts", () => {
    const totals = cartTotals([
      // sunscreen 15,90 € discounted to 12,90 €, twice
      { quantity: 2, unitPrice: 1590, discountPrice: 1290, medication: false },
      // shampoo 8,50 €, no discount
      { quantity: 1, unitPrice: 850, medication: false },
      // paracetamol 2,18 €, three boxes
      { quantity: 3, unitPrice: 218, medication: true },
    ]);
    expect(totals).toEqual({
      totalPara: 2 * 1590 + 850,
      totalMedi: 3 * 218,
      reductionPara: 2 * 300,
      totalDelivery: 0,
      totalWithoutDelivery: 2 * 1290 + 850 + 3 * 218,
      totalFinal: 2 * 1290 + 850 + 3 * 218,
    });
  });

  it("adds the 100-cent delivery fee when delivery applies", () => {
    const totals = cartTotals([{ quantity: 1, unitPrice: 1000, medication: false }], {
      delivery: true,
    });
    expect(MARKET_DELIVERY_FEE_CENTS).toBe(100);
    expect(totals.totalDelivery).toBe(100);
    expect(totals.totalWithoutDelivery).toBe(1000);
    expect(totals.totalFinal).toBe(1100);
  });

  it("ignores a discount on a medication line and one above the unit price", () => {
    const totals = cartTotals([
      { quantity: 1, unitPrice: 500, discountPrice: 300, medication: true },
      { quantity: 2, unitPrice: 700, discountPrice: 900, medication: false },
    ]);
    expect(totals.reductionPara).toBe(0);
    expect(totals.totalFinal).toBe(500 + 1400);
    expect(
      paidUnitPrice({ quantity: 1, unitPrice: 500, discountPrice: 300, medication: true }),
    ).toBe(500);
    expect(
      paidUnitPrice({ quantity: 1, unitPrice: 500, discountPrice: 0, medication: false }),
    ).toBe(0);
  });

  it("refuses quantities and prices that are not whole cents", () => {
    expect(() => cartTotals([{ quantity: 0, unitPrice: 100, medication: false }])).toThrow(
      RangeError,
    );
    expect(() => cartTotals([{ quantity: 1.5, unitPrice: 100, medication: false }])).toThrow(
      RangeError,
    );
    expect(() => cartTotals([{ quantity: 1, unitPrice: 12.5, medication: false }])).toThrow(
      RangeError,
    );
    expect(() =>
      cartTotals([{ quantity: 1, unitPrice: 100, discountPrice: -1, medication: false }]),
    ).toThrow(RangeError);
  });
});
