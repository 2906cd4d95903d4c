import { describe, expect, it } from "vitest";
import { documentTimeline, patientMayDelete } from "./timeline.js";

const sent = { date: "2026-03-02T08:00:00.000Z" };
const mark = (status: string, minutes: number) => ({
  date: new Date(Date.parse(sent.date) + minutes * 60_000).toISOString(),
  meta: { status, iddocument: "d1" },
});
const view = (steps: ReturnType<typeof documentTimeline>) =>
  steps.map((s) => `${s.label}${s.done ? "" : " (à venir)"}`);

describe("a prescription's timeline (issue 7 §2)", () => {
  it("starts « Envoyée » with the usual steps ahead", () => {
    expect(view(documentTimeline({ ...sent, meta: { status: "NEW" } }, [], true))).toEqual([
      "Envoyée",
      "Prise en charge (à venir)",
      "Prête (à venir)",
    ]);
  });

  it("follows the status messages, oldest first, with the unusual steps that happened", () => {
    const steps = documentTimeline(
      { ...sent, meta: { status: "READY" } },
      [
        mark("READY", 30),
        mark("UNREADABLE", 5),
        mark("PROCESSING", 10),
        { date: sent.date, meta: {} },
      ],
      true,
    );
    expect(view(steps)).toEqual(["Envoyée", "Illisible", "Prise en charge", "Prête"]);
    expect(steps[3]?.at).toBe(mark("READY", 30).date);
  });

  it("shows no step twice once a ready prescription is renewed (issue 18 §4)", () => {
    const ready = [mark("PROCESSING", 10), mark("READY", 30)];
    expect(
      view(documentTimeline({ ...sent, meta: { status: "RENEWING_STANDBY" } }, ready, true)),
    ).toEqual(["Envoyée", "Prise en charge", "Prête", "Renouvellement proposé"]);
    // prepared again for the renewal: each step once, where it was last reached
    const steps = documentTimeline(
      { ...sent, meta: { status: "READY" } },
      [...ready, mark("PROCESSING", 60), mark("READY", 90)],
      true,
    );
    expect(view(steps)).toEqual(["Envoyée", "Prise en charge", "Prête"]);
    expect(steps.map((s) => s.at)).toEqual([
      sent.date,
      mark("PROCESSING", 60).date,
      mark("READY", 90).date,
    ]);
  });

  it("falls back on the current status when no message carried it", () => {
    const steps = documentTimeline({ ...sent, meta: { status: "PROCESSING" } }, [], true);
    expect(view(steps)).toEqual(["Envoyée", "Prise en charge", "Prête (à venir)"]);
    expect(steps[1]?.at).toBeNull();
  });

  it("expects nothing more once cancelled", () => {
    expect(view(documentTimeline({ ...sent, meta: { status: "CANCELED" } }, [], true))).toEqual([
      "Envoyée",
      "Annulée",
    ]);
  });
});

describe("patientMayDelete", () => {
  it.each([
    ["NEW", true],
    ["UNREADABLE", true],
    ["CANCELED", true],
    ["PROCESSING", false],
    ["READY", false],
    ["AWAITING_PAYMENT", false],
  ])("%s → %s", (status, may) => expect(patientMayDelete(status)).toBe(may));
});
