import { describe, expect, it } from "vitest";
import { firstIssueMessage } from "../common/zod-fr.js";
import { TEXTS } from "../common/texts.js";
import { bloodTypeLabel, healthCardSchema, hasHealthCard } from "./health-card.js";

const T = TEXTS.healthCard;

/** The message of the first failure, or "ok" with the parsed card. */
function check(input: unknown) {
  const parsed = healthCardSchema.safeParse(input);
  return parsed.success ? { ok: parsed.data } : firstIssueMessage(parsed.error);
}

describe("healthCardSchema (000 §3 Patient adds, issue 17 §1)", () => {
  it.each([
    [{ bloodType: "AB-" }, { ok: { bloodType: "AB-" } }],
    [{ bloodType: null }, { ok: { bloodType: null } }],
    [{ bloodType: "" }, { ok: { bloodType: null } }],
    [{ bloodType: "C+" }, T.bloodTypeInvalid],
    [{ bloodType: "a+" }, T.bloodTypeInvalid],
    [{ bloodType: "A\u2212" }, T.bloodTypeInvalid],
    [{ emergencyCall: " 06 12 34 56 78 " }, { ok: { emergencyCall: "06 12 34 56 78" } }],
    [{ emergencyCall: "+33 (0)6.12.34.56.78" }, { ok: { emergencyCall: "+33 (0)6.12.34.56.78" } }],
    [{ emergencyCall: "15" }, { ok: { emergencyCall: "15" } }],
    [{ emergencyCall: "" }, { ok: { emergencyCall: null } }],
    [{ emergencyCall: "maman" }, T.emergencyCallInvalid],
    [{ emergencyCall: "06+12" }, T.emergencyCallInvalid],
    [{ emergencyCall: "0".repeat(31) }, T.emergencyCallInvalid],
    [{ allergens: "a".repeat(500) }, { ok: { allergens: "a".repeat(500) } }],
    [{ allergens: "a".repeat(501) }, T.allergensTooLong],
    [{ allergens: "   " }, { ok: { allergens: null } }],
    [{ special: "s".repeat(501) }, T.specialTooLong],
    [{}, { ok: {} }],
  ])("%j → %j", (input, expected) => {
    expect(check(input)).toEqual(expected);
  });

  it("writes a negative type with a true minus sign", () => {
    expect(bloodTypeLabel("O-")).toBe("O\u2212");
    expect(bloodTypeLabel("AB+")).toBe("AB+");
  });

  it("knows an empty card", () => {
    expect(hasHealthCard({ bloodType: null, allergens: null })).toBe(false);
    expect(hasHealthCard({ allergens: "Pénicilline" })).toBe(true);
  });
});
