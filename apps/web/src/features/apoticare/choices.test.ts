import { APOTICARE_REFERENCE } from "@reseau/shared";
import { describe, expect, it } from "vitest";
import {
  changeChoices,
  firstMissingStep,
  flowOf,
  formulaOf,
  PHONE_STEPS,
  readChoices,
} from "./choices";

const formula = (search: string) =>
  formulaOf(readChoices(new URLSearchParams(search)), APOTICARE_REFERENCE);

describe("the wizard's choices in the address (issue 22 §2)", () => {
  it("starts at 20 years and 2 actives, and fills base and actives from the goal", () => {
    expect(formula("")).toEqual({ age: 20, goal: null, count: 2, base: null, actives: [] });
    expect(formula("goal=goal-eclat&count=3")).toEqual({
      age: 20,
      goal: "goal-eclat",
      count: 3,
      base: "base-serum",
      actives: ["actif-vitamine-c", "actif-vitamine-e", "actif-niacinamide"],
    });
    expect(formula("age=7").age).toBeNull();
    expect(formula("age=2a").age).toBeNull();
  });

  it("a new goal or count drops the chosen base and actives; chosen actives set the count", () => {
    const chosen = new URLSearchParams("goal=goal-eclat&base=base-riche&actives=actif-ceramides");
    expect(changeChoices(chosen, { goal: "goal-nutrition" }).toString()).toBe(
      "goal=goal-nutrition",
    );
    expect(changeChoices(chosen, { count: 3 }).toString()).toBe(
      "goal=goal-eclat&base=base-riche&count=3",
    );
    expect(
      changeChoices(chosen, { actives: ["actif-ceramides", "actif-panthenol"] }).get("count"),
    ).toBe("2");
  });

  it("names the first step lacking a choice, by the flow of the device", () => {
    expect(firstMissingStep(formula(""), PHONE_STEPS, "page-step5-type")).toBe("page-step2-age");
    expect(firstMissingStep(formula("goal=goal-eclat"), PHONE_STEPS, "commande")).toBeNull();
    expect(
      firstMissingStep(
        formula("goal=goal-eclat&actives=actif-retinol,actif-vitamine-c"),
        flowOf("commande", false),
        "commande",
      ),
    ).toBe("actifs");
  });
});
