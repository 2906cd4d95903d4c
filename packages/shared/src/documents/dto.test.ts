import { describe, expect, it } from "vitest";
import { documentMetaSchema, isDocumentPaid, paymentRequestOf } from "./dto.js";

describe("a paid payment request on the document and its message (issue 20 §2)", () => {
  it("keeps the order's PAYED status the server sets, and says the document is paid", () => {
    const meta = documentMetaSchema.parse({
      status: "AWAITING_PAYMENT",
      order: { totalFinal: 1240, status: "PAYED", idtransaction: "tr-1" },
    });
    expect(meta.order?.status).toBe("PAYED");
    expect(isDocumentPaid({ meta })).toBe(true);
    expect(
      isDocumentPaid({ meta: { status: "AWAITING_PAYMENT", order: { totalFinal: 1240 } } }),
    ).toBe(false);
    expect(isDocumentPaid({ meta: { status: "READY" } })).toBe(false);
  });

  it("reads a message's payment request: to pay, paid, or none", () => {
    expect(paymentRequestOf({ meta: { price: 1240, needToPay: true } })).toEqual({
      price: 1240,
      needToPay: true,
      paid: false,
    });
    expect(paymentRequestOf({ meta: { price: 1240, needToPay: false, paid: true } })).toEqual({
      price: 1240,
      needToPay: false,
      paid: true,
    });
    expect(paymentRequestOf({ meta: { status: "READY" } })).toBeNull();
  });
});
