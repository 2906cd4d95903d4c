import { describe, expect, it } from "vitest";
import { closeFallbackOf, startPathOf } from "./startPages";

describe("start and root pages (000 §2)", () => {
  it("sends each user type to its start page", () => {
    expect(startPathOf({ type: "patient", profession: null })).toBe("/feed");
    expect(startPathOf({ type: "professional", profession: "OPTICIAN" })).toBe(
      "/dashboard-optique",
    );
    expect(startPathOf({ type: "professional", profession: "Opticien" })).toBe(
      "/dashboard-optique",
    );
    expect(startPathOf({ type: "professional", profession: "DOCTOR" })).toBe("/dashboard");
    expect(startPathOf({ type: "pharmacy", profession: null })).toBe("/dashboard");
    expect(startPathOf({ type: "grp_pharm", profession: null })).toBe("/dashboard");
    // only a type: no optician can be recognised
    expect(startPathOf("professional")).toBe("/dashboard");
    expect(startPathOf("patient")).toBe("/feed");
  });

  it("closes to the dashboard, the profile, or home without a session", () => {
    expect(closeFallbackOf({ type: "professional", profession: "OPTICIAN" })).toBe("/dashboard");
    expect(closeFallbackOf("pharmacy")).toBe("/dashboard");
    expect(closeFallbackOf("patient")).toBe("/feed");
    expect(closeFallbackOf(null)).toBe("/");
  });
});
