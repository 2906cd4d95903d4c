import { describe, expect, it } from "vitest";
import {
  SUBMISSION_STATUS_LABELS,
  submissionRefusalText,
  submissionTransition,
  type SubmissionActor,
} from "./rules.js";
import {
  remunerationSchema,
  SUBMISSION_STATUSES,
  submissionStatusSchema,
  type SubmissionStatus,
} from "./schemas.js";

/** The allowed moves (issue 21 §4), `from>to` → who. */
const ALLOWED: Record<string, SubmissionActor> = {
  "PROPOSED>ACCEPTED": "receiver",
  "PROPOSED>REFUSED": "receiver",
  "ACCEPTED>FINISHED": "manager",
};

/** Every (from, to, by) and its expected answer. */
const TABLE = SUBMISSION_STATUSES.flatMap((from) =>
  SUBMISSION_STATUSES.flatMap((to) =>
    (["receiver", "manager"] as const).map((by) => {
      const actor = ALLOWED[`${from}>${to}`];
      const expected = !actor
        ? { refusal: "invalid" }
        : actor === by
          ? { ok: true }
          : { refusal: "forbidden" };
      return { from, to, by, expected };
    }),
  ),
);

describe("submissionTransition (issue 21 §4)", () => {
  it("covers the 32 moves", () => expect(TABLE).toHaveLength(32));

  it.each(TABLE)("$from → $to by $by: $expected", ({ from, to, by, expected }) => {
    expect(submissionTransition(from, to, by)).toEqual(expected);
  });

  it("spells out the rules", () => {
    expect(submissionTransition("PROPOSED", "ACCEPTED", "receiver")).toEqual({ ok: true });
    expect(submissionTransition("PROPOSED", "ACCEPTED", "manager")).toEqual({
      refusal: "forbidden",
    });
    expect(submissionTransition("ACCEPTED", "FINISHED", "manager")).toEqual({ ok: true });
    expect(submissionTransition("PROPOSED", "FINISHED", "manager")).toEqual({ refusal: "invalid" });
    expect(submissionTransition("REFUSED", "ACCEPTED", "receiver")).toEqual({ refusal: "invalid" });
    expect(submissionTransition("FINISHED", "ACCEPTED", "receiver")).toEqual({
      refusal: "invalid",
    });
  });
});

describe("submission labels and refusals", () => {
  it("labels the statuses as 001 §4, exactly", () => {
    expect(SUBMISSION_STATUS_LABELS).toEqual({
      PROPOSED: "Proposée",
      ACCEPTED: "Acceptée",
      REFUSED: "Refusée",
      FINISHED: "Terminée",
    });
  });

  it("says why a move is refused", () => {
    const cases: [SubmissionStatus, SubmissionStatus, "forbidden" | "invalid", string][] = [
      [
        "REFUSED",
        "ACCEPTED",
        "invalid",
        "Une proposition « Refusée » ne peut pas passer à « Acceptée ».",
      ],
      [
        "PROPOSED",
        "ACCEPTED",
        "forbidden",
        "Seul le destinataire de la proposition peut l’accepter ou la refuser.",
      ],
      ["ACCEPTED", "FINISHED", "forbidden", "Seul l’auteur de la proposition peut la terminer."],
    ];
    for (const [from, to, refusal, text] of cases) {
      expect(submissionRefusalText(from, to, refusal)).toBe(text);
    }
  });
});

describe("submission schemas", () => {
  it("remuneration: integer cents in euros", () => {
    expect(remunerationSchema.parse({ amount: 1250 })).toEqual({ amount: 1250, currency: "EUR" });
    expect(remunerationSchema.safeParse({ amount: 12.5 }).error?.issues[0]?.message).toBe(
      "La rémunération doit être un montant en centimes, entier et positif.",
    );
    expect(remunerationSchema.safeParse({ amount: -1 }).success).toBe(false);
    expect(
      remunerationSchema.safeParse({ amount: 1, currency: "USD" }).error?.issues[0]?.message,
    ).toBe("La rémunération doit être en euros (EUR).");
  });

  it("status: one of the four", () => {
    expect(submissionStatusSchema.safeParse({ status: "DONE" }).error?.issues[0]?.message).toBe(
      "Le statut doit valoir PROPOSED, ACCEPTED, REFUSED ou FINISHED.",
    );
  });
});
