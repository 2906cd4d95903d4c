import { MARKET_ORDER_STATUSES, type OrderStatus } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import { actorOf } from "../../platform/actor.js";
import { userRow } from "../../test/rows.js";
import {
  bankAccountPolicy,
  cardPolicy,
  orderPaymentPolicy,
  orderRefundPolicy,
  orderStatusOnPayment,
  orderStatusOnRefund,
  paymentAccountPolicy,
  paymentRequestPolicy,
  payoutAmount,
  refundAmount,
  transactionListPolicy,
  transactionStatusOnReport,
  type PaymentEvent,
} from "./payments.policy.js";

const lea = actorOf(userRow("lea", "patient"), []);
const mother = actorOf(userRow("mother", "patient"), ["lea"]);
const pharmacy = actorOf(userRow("pharma", "pharmacy"), []);
const stranger = actorOf(userRow("other", "patient"), []);
const order = { client: "lea", vendor: "pharma" };

const decide = <A extends string, R>(
  policy: { rules: Record<A, { allows(a: typeof lea, r: R): boolean; denial: string }> },
  action: A,
  actor: typeof lea,
  resource: R,
) => {
  const rule = policy.rules[action];
  return rule.allows(actor, resource) ? "ok" : rule.denial === "hidden" ? 404 : 403;
};

describe("who pays and reads (issue 20 §4)", () => {
  it.each([
    ["the patient pays", lea, "pay", "ok"],
    ["her manager does not pay for her", mother, "pay", 403],
    ["the pharmacy does not pay", pharmacy, "pay", 403],
    ["the pharmacy reads the payment", pharmacy, "read", "ok"],
    ["another patient reads nothing", stranger, "read", 404],
  ] as const)("%s", (_name, actor, action, expected) => {
    expect(decide(orderPaymentPolicy, action, actor, order)).toBe(expected);
  });

  it.each([
    ["her own identity", lea, { id: "lea", type: "patient" }, "identity", "ok"],
    ["another's identity", mother, { id: "lea", type: "patient" }, "identity", 404],
    ["her own cards", lea, { id: "lea", type: "patient" }, "cards", "ok"],
    ["a pharmacy has no cards", pharmacy, { id: "pharma", type: "pharmacy" }, "cards", 403],
    ["the pharmacy's wallet", pharmacy, { id: "pharma", type: "pharmacy" }, "wallet", "ok"],
    ["a patient has no wallet", lea, { id: "lea", type: "patient" }, "wallet", 403],
  ] as const)("%s", (_name, actor, owner, action, expected) => {
    expect(decide(paymentAccountPolicy, action, actor, owner)).toBe(expected);
  });

  const request = { sender: "pharma", recipients: ["lea"] };
  it.each([
    ["the patient it is addressed to pays the request", lea, "pay", "ok"],
    ["the pharmacy does not pay its own request", pharmacy, "pay", 403],
    ["her manager reads it", mother, "read", "ok"],
    ["another patient reads nothing", stranger, "read", 404],
  ] as const)("%s", (_name, actor, action, expected) => {
    expect(decide(paymentRequestPolicy, action, actor, request)).toBe(expected);
  });

  it("deactivates only a card of her own provider identity", () => {
    expect(decide(cardPolicy, "deactivate", lea, { cardOwner: "u1", actorProviderId: "u1" })).toBe(
      "ok",
    );
    expect(decide(cardPolicy, "deactivate", lea, { cardOwner: "u2", actorProviderId: "u1" })).toBe(
      404,
    );
    expect(decide(cardPolicy, "deactivate", lea, { cardOwner: "u2", actorProviderId: null })).toBe(
      404,
    );
  });
});

describe("order statuses on payment events", () => {
  // every status × event: what it becomes, "—" when it stays
  const table: Record<OrderStatus, Record<PaymentEvent, OrderStatus | "—">> = {
    CREATED: { start: "PROCESSING_PAYMENT", succeeded: "—", failed: "—", expire: "CANCELED" },
    AWAITING_PAYMENT: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    PROCESSING_PAYMENT: { start: "—", succeeded: "PAYED", failed: "ERROR_PAYMENT", expire: "—" },
    ERROR_PAYMENT: { start: "PROCESSING_PAYMENT", succeeded: "—", failed: "—", expire: "CANCELED" },
    CANCELED: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    REFUNDED: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    PAYED: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    READY: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    RESERVATION_ONLY: { start: "—", succeeded: "—", failed: "—", expire: "—" },
    DELIVRED: { start: "—", succeeded: "—", failed: "—", expire: "—" },
  };
  const cases = MARKET_ORDER_STATUSES.flatMap((status) =>
    (["start", "succeeded", "failed", "expire"] as const).map(
      (event) => [status, event, table[status][event]] as const,
    ),
  );
  it.each(cases)("%s on %s → %s", (status, event, expected) => {
    expect(orderStatusOnPayment(status, event) ?? "—").toBe(expected);
  });

  it("a transaction settles once, never back", () => {
    expect(transactionStatusOnReport("CREATED", "SUCCEEDED")).toBe("SUCCEEDED");
    expect(transactionStatusOnReport("CREATED", "FAILED")).toBe("FAILED");
    expect(transactionStatusOnReport("CREATED", "CREATED")).toBeNull();
    expect(transactionStatusOnReport("SUCCEEDED", "FAILED")).toBeNull();
    expect(transactionStatusOnReport("FAILED", "SUCCEEDED")).toBeNull();
  });
});

describe("the pharmacy's money (issue 20 §3, §4)", () => {
  it("a bank account is used only by the pharmacy the provider says owns it", () => {
    const mine = { accountOwner: "user_m_1", actorProviderId: "user_m_1" };
    expect(decide(bankAccountPolicy, "use", pharmacy, mine)).toBe("ok");
    expect(
      decide(bankAccountPolicy, "use", pharmacy, { ...mine, actorProviderId: "user_m_2" }),
    ).toBe(404);
    expect(decide(bankAccountPolicy, "use", pharmacy, { ...mine, actorProviderId: null })).toBe(
      404,
    );
  });

  it("only the order's pharmacy refunds it; its patient 403", () => {
    expect(decide(orderRefundPolicy, "refund", pharmacy, order)).toBe("ok");
    expect(decide(orderRefundPolicy, "refund", lea, order)).toBe(403);
  });

  it("each lists its own moves: the patient hers, the pharmacy its own; the other list 403", () => {
    expect(decide(transactionListPolicy, "patient", lea, lea)).toBe("ok");
    expect(decide(transactionListPolicy, "pharmacy", lea, lea)).toBe(403);
    expect(decide(transactionListPolicy, "pharmacy", pharmacy, pharmacy)).toBe("ok");
    expect(decide(transactionListPolicy, "patient", pharmacy, pharmacy)).toBe(403);
  });

  it("a payout pays the whole balance by default, never more, never from an empty wallet", () => {
    expect(payoutAmount(2500, undefined)).toEqual({ amount: 2500 });
    expect(payoutAmount(2500, 1000)).toEqual({ amount: 1000 });
    expect(payoutAmount(2500, 2501)).toEqual({ refusal: "payoutTooHigh" });
    expect(payoutAmount(0, undefined)).toEqual({ refusal: "noPayout" });
    expect(payoutAmount(0, 10)).toEqual({ refusal: "noPayout" });
  });

  it("a refund refunds what is left by default, never more; REFUNDED once refunded whole", () => {
    expect(refundAmount(2500, 0, undefined)).toEqual({ amount: 2500 });
    expect(refundAmount(2500, 1000, undefined)).toEqual({ amount: 1500 });
    expect(refundAmount(2500, 1000, 1501)).toEqual({ refusal: "refundTooHigh", left: 1500 });
    expect(refundAmount(2500, 2500, undefined)).toEqual({ refusal: "notRefundable", left: 0 });
    expect(refundAmount(0, 0, 100)).toEqual({ refusal: "notRefundable", left: 0 });
    expect(orderStatusOnRefund("PAYED", 2500, 1000)).toBeNull();
    expect(orderStatusOnRefund("PAYED", 2500, 2500)).toBe("REFUNDED");
    expect(orderStatusOnRefund("DELIVRED", 2500, 2500)).toBe("REFUNDED");
    expect(orderStatusOnRefund("REFUNDED", 2500, 2500)).toBeNull();
  });
});
