import { describe, expect, it } from "vitest";
import { actorOf } from "../../platform/actor.js";
import { outcome, userRow } from "../../test/rows.js";
import {
  counterSettingPolicy,
  counterSwitch,
  newOrderStatus,
  orderCounterPolicy,
  orderListPolicy,
  orderPlacePolicy,
  orderPolicy,
} from "./orders.policy.js";
import { haversineKm } from "./courier.js";

const lea = actorOf(userRow("lea", "patient"), ["leo"]);
const leo = actorOf(userRow("leo", "patient"), []);
const pharmacy = actorOf(userRow("ph", "pharmacy"), []);
const group = actorOf(userRow("grp", "grp_pharm"), ["ph"]);
const otherPharmacy = actorOf(userRow("ph2", "pharmacy"), []);
const stranger = actorOf(userRow("karim", "patient"), []);
const order = { client: "leo", vendor: "ph" };

describe("who may see and move a marketplace order (issue 11 §2)", () => {
  it.each([
    ["the patient", leo, "allowed", 404],
    ["the mother who manages him", lea, "allowed", 404],
    ["the pharmacy", pharmacy, "allowed", "allowed"],
    ["its group manager", group, "allowed", "allowed"],
    ["another pharmacy", otherPharmacy, 404, 404],
    ["another patient", stranger, 404, 404],
  ] as const)("%s", (_who, actor, view, setStatus) => {
    expect(outcome(orderPolicy, "view", actor, order)).toBe(view);
    expect(outcome(orderPolicy, "setStatus", actor, order)).toBe(setStatus);
  });

  it("shows a list only to its owner, of the right kind", () => {
    const leoOwner = { id: "leo", type: "patient" };
    const phOwner = { id: "ph", type: "pharmacy" };
    expect(outcome(orderListPolicy, "patient", lea, leoOwner)).toBe("allowed");
    expect(outcome(orderListPolicy, "patient", pharmacy, leoOwner)).toBe(404);
    expect(outcome(orderListPolicy, "pharmacy", group, phOwner)).toBe("allowed");
    expect(outcome(orderListPolicy, "pharmacy", otherPharmacy, phOwner)).toBe(404);
    expect(outcome(orderListPolicy, "patient", pharmacy, phOwner)).toBe(404);
  });

  it("lets only patients order", () => {
    expect(outcome(orderPlacePolicy, "place", leo, leo)).toBe("allowed");
    expect(outcome(orderPlacePolicy, "place", pharmacy, pharmacy)).toBe(403);
  });
});

describe("paying at the counter (issue 20 §1, 001 §4 statuses)", () => {
  it("places a new order CREATED for the card, RESERVATION_ONLY for the counter or without card payment", () => {
    const facts = { cardPayment: true, payAtCounter: false, counterPayment: true };
    expect(newOrderStatus(facts)).toBe("CREATED");
    expect(newOrderStatus({ ...facts, payAtCounter: true })).toBe("RESERVATION_ONLY");
    expect(newOrderStatus({ ...facts, payAtCounter: true, counterPayment: false })).toBe("refused");
    expect(newOrderStatus({ cardPayment: false, payAtCounter: false, counterPayment: false })).toBe(
      "RESERVATION_ONLY",
    );
  });

  it("switches only an unpaid order, at a pharmacy accepting the counter", () => {
    expect(counterSwitch({ status: "CREATED", counterPayment: true })).toBe("ok");
    expect(counterSwitch({ status: "ERROR_PAYMENT", counterPayment: true })).toBe("ok");
    expect(counterSwitch({ status: "CREATED", counterPayment: false })).toBe("refused");
    for (const status of ["PROCESSING_PAYMENT", "PAYED", "RESERVATION_ONLY", "CANCELED"] as const) {
      expect(counterSwitch({ status, counterPayment: true })).toBe("status");
    }
  });

  it("lets only the order's patient switch it, and only pharmacies set the counter", () => {
    expect(outcome(orderCounterPolicy, "payAtCounter", leo, order)).toBe("allowed");
    expect(outcome(orderCounterPolicy, "payAtCounter", pharmacy, order)).toBe(403);
    expect(outcome(counterSettingPolicy, "set", pharmacy, pharmacy)).toBe("allowed");
    expect(outcome(counterSettingPolicy, "set", leo, leo)).toBe(403);
    expect(outcome(counterSettingPolicy, "read", group, group)).toBe(403);
  });
});

describe("haversine distance, km to 2 decimals (000 §9)", () => {
  it("measures Paris – Lyon and nothing for the same point", () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const lyon = { latitude: 45.764, longitude: 4.8357 };
    expect(haversineKm(paris, lyon)).toBe(391.5);
    expect(haversineKm(paris, paris)).toBe(0);
  });
});
