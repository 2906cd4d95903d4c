import { describe, expect, it } from "vitest";
import {
  awaitingPaymentOrder,
  needsFirstName,
  planStatusMessage,
  STATUS_MESSAGES,
  statusLabel,
} from "./status.js";
import { TEXTS } from "../common/texts.js";

const base = { mime: "image/jpeg", deliveryCents: 0 };

describe("status-change messages (000 §4)", () => {
  it("gives each status its text and notify flag", () => {
    expect(planStatusMessage({ ...base, status: "UNREADABLE" })).toEqual({
      content: STATUS_MESSAGES.UNREADABLE,
      notify: true,
    });
    expect(planStatusMessage({ ...base, status: "CANCELED" }).notify).toBe(false);
    expect(planStatusMessage({ ...base, status: "NEW" }).notify).toBe(false);
    expect(planStatusMessage({ ...base, status: "DELIVERY" }).notify).toBe(true);
    expect(planStatusMessage({ ...base, status: "REQUEST_ORIGINAL" }).notify).toBe(true);
    expect(planStatusMessage({ ...base, status: "RESULTS_READY" }).notify).toBe(true);
  });

  it("READY on an image adds the reminder to bring the original; on a PDF it does not", () => {
    expect(planStatusMessage({ ...base, status: "READY" }).content).toContain(
      STATUS_MESSAGES.READY_BRING_ORIGINAL,
    );
    expect(planStatusMessage({ ...base, mime: "application/pdf", status: "READY" }).content).toBe(
      STATUS_MESSAGES.READY,
    );
  });

  it("PROCESSING names the pharmacist; without a first name there is no message", () => {
    expect(planStatusMessage({ ...base, status: "PROCESSING", firstName: "Marie" }).content).toBe(
      "Marie s'occupe de votre ordonnance.",
    );
    expect(planStatusMessage({ ...base, status: "PROCESSING" }).content).toBeNull();
  });

  it("AWAITING_PAYMENT carries the price in cents and mentions delivery when there is a cost", () => {
    const plain = planStatusMessage({ ...base, status: "AWAITING_PAYMENT", amountCents: 1250 });
    expect(plain.meta).toEqual({ price: 1250, needToPay: true });
    expect(plain.content).toMatch(/12,50\s€/);
    const delivered = planStatusMessage({
      ...base,
      status: "AWAITING_PAYMENT",
      amountCents: 1250,
      deliveryCents: 100,
    });
    expect(delivered.meta?.price).toBe(1350);
    expect(delivered.content).toMatch(/13,50\s€ avec la livraison/);
  });

  it("sends nothing for RESULTS_OPENED, DELIVERED, RENEWING_ACTIVE and 'Document mis à jour' otherwise", () => {
    for (const status of ["RESULTS_OPENED", "DELIVERED", "RENEWING_ACTIVE"] as const) {
      expect(planStatusMessage({ ...base, status }).content).toBeNull();
    }
    expect(planStatusMessage({ ...base, status: "COMMAND" }).content).toBe(TEXTS.documents.updated);
  });

  it("builds the order fields in cents", () => {
    expect(awaitingPaymentOrder(1250, 100)).toEqual({
      reductionPara: 0,
      totalMedi: 0,
      totalPara: 0,
      totalDelivery: 100,
      totalWithoutDelivery: 1250,
      totalFinal: 1350,
    });
  });

  it("labels statuses in French and shows unknown ones as empty", () => {
    expect(statusLabel("READY")).toBe("Prêt");
    expect(statusLabel("PROCESSING")).toBe("En cours");
    expect(statusLabel("WHATEVER")).toBe("");
  });
});

describe("the PROCESSING first-name rule (000 §4), for the form and the server", () => {
  it.each([
    ["PROCESSING", "pharmacy", false, true],
    ["PROCESSING", "professional", false, true],
    ["PROCESSING", "grp_pharm", false, true],
    ["PROCESSING", "pharmacy", true, false],
    ["PROCESSING", "labo", false, false],
    ["PROCESSING", "grp_lab", false, false],
    ["READY", "pharmacy", false, false],
  ] as const)("%s by %s (silent %s) needs a first name: %s", (status, type, silent, expected) => {
    expect(needsFirstName(status, type, silent)).toBe(expected);
  });
});
