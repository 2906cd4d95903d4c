import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { actor, messageWithPeople, outcome, userRow } from "../../test/rows.js";
import {
  changesPaymentFields,
  messageAudience,
  messageMetaPolicy,
  messageParticipants,
  messagePolicy,
  metaRefusal,
} from "./messages.policy.js";

const pharmacy = userRow("pharmacy", "pharmacy");
const patient = userRow("patient", "patient");
const other = userRow("other", "patient");
const group = userRow("group", "grp_pharm");
// a payment request: the pharmacy asks the patient for 12,50 €
const request = messageWithPeople(pharmacy, [patient], { price: 1250, needToPay: true });

describe("messagePolicy (000 §3 Message, §7)", () => {
  it.each([
    ["its sender", actor(pharmacy), "allowed", "allowed"],
    ["its recipient", actor(patient), "allowed", "allowed"],
    ["someone else", actor(other), 404, 404],
    // managers see their pharmacies' messages in their feed, but reply and write as themselves
    ["the sender's group manager", actor(group, ["pharmacy"]), 404, 404],
  ] as const)("%s: reply %s, write meta %s", (_who, who, reply, writeMeta) => {
    expect(outcome(messagePolicy, "reply", who, request)).toBe(reply);
    expect(outcome(messagePolicy, "writeMeta", who, request)).toBe(writeMeta);
  });

  it("an unknown message is a 404 for everyone", () => {
    expect(outcome(messagePolicy, "reply", actor(pharmacy), null)).toBe(404);
  });
});

describe("messageMetaPolicy: a payment request's fields stay its sender's (000 §4)", () => {
  it.each([
    ["the recipient marks it seen", actor(patient), { seen: true }, "allowed"],
    ["the recipient lowers the price", actor(patient), { price: 100 }, 403],
    ["the recipient clears needToPay", actor(patient), { needToPay: false }, 403],
    ["the recipient moves it to another document", actor(patient), { iddocument: "x" }, 403],
    ["the recipient sends the same price back", actor(patient), { price: 1250 }, "allowed"],
    ["the sender changes the price", actor(pharmacy), { price: 1500 }, "allowed"],
  ] as const)("%s: %s", (_case, who, patch, expected) => {
    const change = {
      found: request,
      changesPayment: changesPaymentFields(request.message.meta, patch),
    };
    expect(outcome(messageMetaPolicy, "write", who, change)).toBe(expected);
  });
});

describe("who hears about a message", () => {
  it("its participants and their managers, each once", () => {
    const participants = messageParticipants(request);
    expect(participants).toEqual(["pharmacy", "patient"]);
    expect(messageAudience(participants, ["group", "group"]).sort()).toEqual([
      "group",
      "patient",
      "pharmacy",
    ]);
  });
});

describe("metaRefusal: a payment request or a status only from the status action (issue 17 §1)", () => {
  const payment = { needToPay: true, price: 1250 };
  it.each([
    ["a new message with a plain meta", {}, { seen: true }, null],
    ["a new message without meta", {}, undefined, null],
    ["a new message asking for a payment", {}, payment, TEXTS.messages.paymentByStatusOnly],
    ["a new message with a price only", {}, { price: 0 }, TEXTS.messages.paymentByStatusOnly],
    ["a new message naming a status", {}, { status: "READY" }, TEXTS.messages.statusByActionOnly],
    [
      "a plain message given needToPay later",
      { seen: true },
      { needToPay: true },
      TEXTS.messages.paymentByStatusOnly,
    ],
    [
      "a plain message given a price later",
      { iddocument: "d" },
      { price: 1 },
      TEXTS.messages.paymentByStatusOnly,
    ],
    [
      "a plain message given a status later",
      {},
      { status: "READY" },
      TEXTS.messages.statusByActionOnly,
    ],
    ["a payment request marked paid", payment, { needToPay: false }, null],
    [
      "a payment request given paid by hand (issue 20 §2)",
      payment,
      { paid: true },
      TEXTS.payments.paidByPaymentOnly,
    ],
    [
      "a paid request's transaction rewritten",
      { ...payment, paid: true, idtransaction: "t1" },
      { idtransaction: "t2" },
      TEXTS.payments.paidByPaymentOnly,
    ],
    ["a paid request's meta sent back unchanged", { paid: true }, { paid: true }, null],
    ["a status message marked seen", { status: "READY" }, { seen: true }, null],
  ] as const)("%s", (_case, current, patch, expected) => {
    expect(metaRefusal(current, patch)).toBe(expected);
  });
});
