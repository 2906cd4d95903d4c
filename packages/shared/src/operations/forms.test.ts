import { describe, expect, it } from "vitest";
import { operationFormSchema, submissionFormSchema } from "./forms.js";

describe("operationFormSchema (issue 21 §4)", () => {
  it("sends what is typed, empty fields left out", () => {
    expect(
      operationFormSchema.parse({ name: " Été ", description: "", start: "", end: "" }),
    ).toEqual({ name: "Été" });
    expect(
      operationFormSchema.parse({
        name: "Été",
        description: "Vitrines",
        start: "2026-06-01",
        end: "2026-06-30",
      }),
    ).toEqual({ name: "Été", description: "Vitrines", start: "2026-06-01", end: "2026-06-30" });
  });

  it("refuses with the server's messages, on their fields", () => {
    const blank = operationFormSchema.safeParse({ name: " ", description: "", start: "", end: "" });
    expect(blank.error?.issues[0]).toMatchObject({
      path: ["name"],
      message: "Donnez un nom à l’opération.",
    });
    const reversed = operationFormSchema.safeParse({
      name: "Été",
      description: "",
      start: "2026-06-30",
      end: "2026-06-01",
    });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ["end"],
      message: "L’opération ne peut pas finir avant de commencer.",
    });
  });
});

describe("submissionFormSchema (issue 21 §4)", () => {
  it("turns euros into integer cents", () => {
    for (const [typed, cents] of [
      ["150", 15000],
      ["150,5", 15050],
      ["150.50 €", 15050],
      ["0,99", 99],
    ] as const) {
      expect(submissionFormSchema.parse({ idreceiver: "p1", amount: typed })).toEqual({
        idreceiver: "p1",
        remuneration: { amount: cents, currency: "EUR" },
      });
    }
  });

  it("refuses what is no amount in euros, and no pharmacy", () => {
    for (const typed of ["", "-3", "1,234", "dix", "60000"]) {
      expect(
        submissionFormSchema.safeParse({ idreceiver: "p1", amount: typed }).error?.issues[0],
      ).toMatchObject({
        path: ["amount"],
        message: "La rémunération s’écrit en euros, par exemple 150 ou 150,50.",
      });
    }
    expect(
      submissionFormSchema.safeParse({ idreceiver: "", amount: "1" }).error?.issues[0]?.message,
    ).toBe("Indiquez le destinataire de la proposition.");
  });
});
