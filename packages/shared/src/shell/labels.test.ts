import { describe, expect, it } from "vitest";
import { truncateLabel } from "./labels.js";

describe("truncateLabel (000 §9)", () => {
  it("keeps a label of 20 characters or fewer", () => {
    expect(truncateLabel("Léa Martin")).toBe("Léa Martin");
    expect(truncateLabel("a".repeat(20))).toBe("a".repeat(20));
  });

  it("cuts a longer label at 20 characters with an ellipsis", () => {
    expect(truncateLabel("Pharmacie de la Croix-Rousse")).toBe("Pharmacie de la Croi…");
    expect(truncateLabel("Pharmacie des Terreaux", 10)).toBe("Pharmacie…");
  });

  it("counts letters, not UTF-16 units, and never cuts a character in two", () => {
    expect(truncateLabel("😀".repeat(21))).toBe(`${"😀".repeat(20)}…`);
  });
});
