import { describe, expect, it } from "vitest";
import { USER_TYPES } from "../accounts/users.js";
import { memberTypeOf } from "./rules.js";

describe("memberTypeOf (issue 21 §1)", () => {
  it("gathers pharmacies in a grp_pharm and laboratories in a grp_lab", () => {
    expect(memberTypeOf("grp_pharm")).toBe("pharmacy");
    expect(memberTypeOf("grp_lab")).toBe("labo");
  });

  it("gives no member type to any other account", () => {
    const others = USER_TYPES.filter((type) => type !== "grp_pharm" && type !== "grp_lab");
    expect(others.length).toBeGreaterThan(3);
    for (const type of others) expect(memberTypeOf(type)).toBeNull();
  });
});
