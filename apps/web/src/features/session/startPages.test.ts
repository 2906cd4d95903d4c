import { describe, expect, it } from "vitest";
import { closeFallbackOf, returnPathOf, startPathOf, usesPage, type PageUse } from "./startPages";

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
    expect(closeFallbackOf("patient")).toBe("/profil");
    expect(closeFallbackOf(null)).toBe("/");
  });

  it("offers orders and renewals only to the roles that have some (issue 18 §5)", () => {
    for (const type of ["labo", "grp_lab"] as const) {
      expect(usesPage(type, "orders")).toBe(false);
      expect(usesPage(type, "renewals")).toBe(false);
    }
    const doctor = { type: "professional", profession: "DOCTOR" } as const;
    expect(usesPage(doctor, "orders")).toBe(false);
    expect(usesPage(doctor, "renewals")).toBe(false);
    const optician = { type: "professional", profession: "OPTICIAN" } as const;
    expect(usesPage(optician, "renewals")).toBe(true);
    expect(usesPage(optician, "orders")).toBe(false);
    for (const type of ["patient", "pharmacy", "grp_pharm"] as const) {
      expect(usesPage(type, "orders")).toBe(true);
      expect(usesPage(type, "renewals")).toBe(true);
    }
  });

  it("offers a group's tools to their roles only (issue 21)", () => {
    const who = ["patient", "pharmacy", "grp_pharm", "grp_lab", "labo", "professional"] as const;
    const offered = (use: PageUse) => who.filter((type) => usesPage(type, use));
    expect(offered("stats")).toEqual(["pharmacy", "grp_pharm", "grp_lab"]);
    expect(offered("operations")).toEqual(["pharmacy", "grp_pharm", "grp_lab"]);
    expect(offered("members")).toEqual(["grp_pharm", "grp_lab"]);
    expect(offered("surveyAdmin")).toEqual(["grp_pharm"]);
    expect(offered("surveys")).toEqual(["patient", "pharmacy"]);
  });

  it("comes back after the login to a page of the app only (`?retour=`, issue 19 §3)", () => {
    expect(returnPathOf("/modal-select-pharm")).toBe("/modal-select-pharm");
    expect(returnPathOf("/feed?filtre=1")).toBe("/feed?filtre=1");
    for (const elsewhere of [null, "", "modal", "//ailleurs.fr", "/\\ailleurs.fr", "https://a.fr"])
      expect(returnPathOf(elsewhere)).toBeNull();
    expect(returnPathOf("/login?retour=/feed")).toBeNull();
  });
});
