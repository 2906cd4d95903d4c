import { describe, expect, it } from "vitest";
import {
  findStockColumns,
  parseEuroCents,
  parseProductCode,
  parseQuantity,
} from "./csv-columns.js";

describe("reading a pharmacy's stock export (issue 11 §4)", () => {
  it("finds the columns whatever the software calls them", () => {
    expect(findStockColumns(["Code CIP13", "Libellé", "Qté", "Prix TTC"])).toEqual({
      columns: { code: 0, name: 1, quantity: 2, price: 3 },
    });
    expect(findStockColumns(["PV TTC", "EAN13", "STOCK", "Désignation"])).toEqual({
      columns: { code: 1, name: 3, quantity: 2, price: 0 },
    });
    expect(findStockColumns(["code", "nom", "quantité"])).toEqual({ missing: ["price"] });
  });

  it("reads prices with a decimal comma or point, spaces and a euro sign, in cents", () => {
    expect(parseEuroCents("2,18")).toBe(218);
    expect(parseEuroCents("4.5")).toBe(450);
    expect(parseEuroCents("1 234,56 €")).toBe(123456);
    expect(parseEuroCents("12")).toBe(1200);
    expect(parseEuroCents("0,995")).toBe(100);
    for (const bad of ["", "-1,00", "gratuit", "1,2,3", "12 EUR TTC"]) {
      expect(parseEuroCents(bad)).toBeNull();
    }
  });

  it("reads whole quantities and 13-digit codes only", () => {
    expect(parseQuantity("3")).toBe(3);
    expect(parseQuantity("3,00")).toBe(3);
    expect(parseQuantity("-2")).toBeNull();
    expect(parseQuantity("2,5")).toBeNull();
    expect(parseProductCode("3400 9300 00011")).toBe("3400930000011");
    expect(parseProductCode("12345")).toBeNull();
  });
});
