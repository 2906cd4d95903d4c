import { describe, expect, it } from "vitest";
import { APOTICARE_GOALS, APOTICARE_REFERENCE } from "./reference.js";
import {
  APOTICARE_STATUS_LABELS,
  apoticareMoveText,
  apoticareStatusMessage,
  apoticareTransition,
  checkFormula,
  DEFAULT_AGE,
  formulaPrice,
  formulaSummary,
  MAX_ACTIVES,
  purchasePrice,
  recommendedActives,
} from "./rules.js";
import {
  APOTICARE_STATUSES,
  apoticareOrderCreateSchema,
  apoticareStatusSchema,
} from "./schemas.js";

const valid = {
  goal: "goal-nutrition",
  count: 2,
  base: "base-riche",
  actives: ["actif-ceramides", "actif-vitamine-e"],
};

describe("prices (001 §9, issue 22 §1)", () => {
  it("the patient pays 39, 49, 59 € for 1, 2, 3 actives; the pharmacy buys at 23,80, 30,20, 36,60 €", () => {
    expect([1, 2, 3].map(formulaPrice)).toEqual([3900, 4900, 5900]);
    expect([1, 2, 3].map(purchasePrice)).toEqual([2380, 3020, 3660]);
  });

  it("has no price for 0, 4 or a fraction of actives", () => {
    for (const count of [0, 4, 1.5, -1]) {
      expect(() => formulaPrice(count)).toThrow(RangeError);
      expect(() => purchasePrice(count)).toThrow(RangeError);
    }
  });

  it("starts at age 20 with at most 3 actives (001 §5)", () => {
    expect(DEFAULT_AGE).toBe(20);
    expect(MAX_ACTIVES).toBe(3);
  });
});

describe("checkFormula (issue 22 §1, §3)", () => {
  const check = (change: Partial<typeof valid>) =>
    checkFormula({ ...valid, ...change }, APOTICARE_REFERENCE).map((e) => [e.field, e.message]);

  it("accepts every goal's recommendation with its base", () => {
    for (const goal of APOTICARE_GOALS) {
      for (const count of [1, 2, 3] as const) {
        const actives = [...recommendedActives(goal, count)];
        expect(
          checkFormula({ goal: goal.id, base: goal.base, count, actives }, APOTICARE_REFERENCE),
        ).toEqual([]);
      }
    }
  });

  it("refuses 0 or 4 actives", () => {
    expect(check({ actives: [], count: 0 })).toEqual([["actives", "Choisissez de 1 à 3 actifs."]]);
    expect(
      check({
        count: 4,
        actives: ["actif-ceramides", "actif-vitamine-e", "actif-panthenol", "actif-zinc"],
      }),
    ).toEqual([["actives", "Choisissez de 1 à 3 actifs."]]);
  });

  it("refuses a count that is not the number of actives", () => {
    expect(check({ count: 3 })).toEqual([
      ["count", "Le nombre d’actifs ne correspond pas aux actifs choisis."],
    ]);
  });

  it("refuses unknown ids and a repeated active", () => {
    expect(check({ actives: ["actif-ceramides", "actif-mystere"] })).toEqual([
      ["actives", "Actif inconnu : actif-mystere."],
    ]);
    expect(check({ actives: ["actif-ceramides", "actif-ceramides"] })).toEqual([
      ["actives", "Un même actif ne peut être choisi qu’une fois."],
    ]);
    expect(check({ base: "base-lune" })).toEqual([
      ["base", "Choisissez une base parmi celles proposées."],
    ]);
    expect(check({ goal: "goal-lune" })).toEqual([
      ["goal", "Choisissez un objectif de soin parmi ceux proposés."],
    ]);
  });

  it("refuses an incompatible pair, naming both", () => {
    expect(check({ actives: ["actif-retinol", "actif-acide-salicylique"] })).toEqual([
      [
        "actives",
        "Rétinol et Acide salicylique ne peuvent pas être associés dans une même formule.",
      ],
    ]);
    expect(check({ actives: ["actif-vitamine-c", "actif-niacinamide"] })).toEqual([]);
  });
});

describe("formulaSummary", () => {
  it("names the base, the actives, the goal and the patient's price", () => {
    expect(formulaSummary(valid, APOTICARE_REFERENCE)).toBe(
      "Crème riche avec Céramides et Vitamine E, pour « Nourrir » : 49,00\u00a0€",
    );
    expect(
      formulaSummary(
        { ...valid, count: 3, actives: [...valid.actives, "actif-panthenol"] },
        APOTICARE_REFERENCE,
      ),
    ).toBe("Crème riche avec Céramides, Vitamine E et Panthénol, pour « Nourrir » : 59,00\u00a0€");
  });
});

describe("statuses (001 §4, issue 22 §3)", () => {
  it("labels them « Nouveau », « Validée », « Commandée »", () => {
    expect(APOTICARE_STATUS_LABELS).toEqual({
      NEW_ORDER: "Nouveau",
      PROCESSING: "Validée",
      PAID: "Commandée",
    });
  });

  it("moves NEW_ORDER → PROCESSING → PAID only; any other move conflicts; PAID is final", () => {
    const allowed = new Set(["NEW_ORDER>PROCESSING", "PROCESSING>PAID"]);
    for (const from of APOTICARE_STATUSES) {
      for (const to of APOTICARE_STATUSES) {
        expect(apoticareTransition(from, to)).toEqual(
          allowed.has(`${from}>${to}`) ? { ok: true } : { refusal: "conflict" },
        );
      }
    }
    expect(apoticareTransition("PAID", "DONE")).toEqual({ refusal: "invalid" });
    expect(apoticareTransition("toString", "PAID")).toEqual({ refusal: "invalid" });
    expect(apoticareMoveText("PAID", "PROCESSING")).toBe(
      "Une commande « Commandée » ne peut pas passer à « Validée ».",
    );
  });

  it("tells the patient at PROCESSING and PAID", () => {
    expect(apoticareStatusMessage("NEW_ORDER")).toBeNull();
    expect(apoticareStatusMessage("PROCESSING")).toBe(
      "Votre pharmacie prépare votre soin sur mesure.",
    );
    expect(apoticareStatusMessage("PAID")).toBe(
      "Votre soin sur mesure est commandé : votre pharmacie vous prévient dès qu'il est prêt.",
    );
  });

  it("refuses an unknown status in French", () => {
    expect(apoticareStatusSchema.safeParse({ status: "DONE" }).error?.issues[0]?.message).toBe(
      "Le statut doit valoir NEW_ORDER, PROCESSING ou PAID.",
    );
  });
});

describe("apoticareOrderCreateSchema (001 §7)", () => {
  const body = {
    idpharma: "ph1",
    firstname: " Léa ",
    lastname: "Martin",
    email: "lea@exemple.fr",
    data: { goal: "goal-nutrition", base: "base-riche", actives: ["actif-ceramides"] },
  };

  it("fills age 20 and the count, drops a status and a price", () => {
    expect(
      apoticareOrderCreateSchema.parse({
        ...body,
        status: "PAID",
        price: 1,
        data: { ...body.data, price: 1 },
      }),
    ).toEqual({
      idpharma: "ph1",
      firstname: "Léa",
      lastname: "Martin",
      email: "lea@exemple.fr",
      data: {
        age: 20,
        goal: "goal-nutrition",
        count: 1,
        base: "base-riche",
        actives: ["actif-ceramides"],
      },
    });
  });

  it("answers the first French message", () => {
    const first = (change: object) =>
      apoticareOrderCreateSchema.safeParse({ ...body, ...change }).error?.issues[0]?.message;
    expect(first({ firstname: " " })).toBe("Indiquez votre prénom.");
    expect(first({ lastname: undefined })).toBe("Indiquez votre nom.");
    expect(first({ email: "lea@" })).toBe(
      "Indiquez une adresse e-mail valide pour votre commande.",
    );
    expect(first({ idpharma: "" })).toBe("Choisissez la pharmacie qui préparera votre soin.");
    expect(first({ data: { ...body.data, actives: [] } })).toBe("Choisissez de 1 à 3 actifs.");
    expect(first({ data: { ...body.data, age: 7 } })).toBe(
      "L’âge doit être un nombre entier entre 12 et 120 ans.",
    );
  });
});
