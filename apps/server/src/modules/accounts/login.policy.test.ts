import { describe, expect, it } from "vitest";
import type { UserType } from "@reseau/shared";
import { userRow } from "../../test/rows.js";
import { isCookiePharmacy, loginGroupOf, loginRefusal } from "./login.policy.js";

const refusalOf = (
  type: UserType,
  groups: string[],
  group: string | null,
  body: Parameters<typeof loginRefusal>[1] = {},
) => loginRefusal({ user: userRow(type, type), groups, group }, body)?.error ?? "allowed";

describe("the app's group (docs/DECISIONS.md « Login by variant »)", () => {
  it.each([
    ["galien", {}, "galien"],
    ["galien", { grp: "well" }, "galien"],
    [null, { grp: "well" }, "well"],
    [null, {}, null],
  ] as const)("variant %s, body %o → %s", (variant, body, expected) => {
    expect(loginGroupOf(variant, body)).toBe(expected);
  });
});

describe("loginRefusal (000 §5 Login)", () => {
  it.each([
    // type, its groups, the app's group → outcome
    ["pharmacy", ["galien"], "galien", "allowed"],
    ["grp_pharm", ["galien"], "galien", "allowed"],
    ["pharmacy", ["well"], "galien", "wrongGroup"],
    ["grp_pharm", ["well"], "galien", "wrongGroup"],
    ["pharmacy", [], "galien", "wrongGroup"],
    ["pharmacy", ["well", "galien"], "galien", "allowed"],
    ["pharmacy", ["well"], null, "allowed"],
    ["patient", ["well"], "galien", "allowed"],
    ["professional", [], "galien", "allowed"],
    ["labo", ["well"], "galien", "allowed"],
    ["grp_lab", [], "galien", "allowed"],
  ] as const)("%s of %o in the app of %s → %s", (type, groups, group, expected) => {
    expect(refusalOf(type, [...groups], group)).toBe(expected);
  });

  it("checks the types and the app before the group", () => {
    expect(refusalOf("pharmacy", [], "galien", { restrictedTypes: ["PATIENT"] })).toBe(
      "restrictedType",
    );
    expect(refusalOf("pharmacy", [], "galien", { app: "patient" })).toBe("wrongApp");
  });

  it("names the account's own group in the refusal", () => {
    const refusal = loginRefusal(
      { user: userRow("p", "pharmacy"), groups: ["well"], group: "galien" },
      {},
    );
    expect(refusal?.message).toBe(
      "Impossible de vous logguer dans cette application (compte groupe well).",
    );
  });
});

describe("isCookiePharmacy (000 §5 excel)", () => {
  it("accepts a pharmacy of the app's group only", () => {
    expect(isCookiePharmacy({ type: "pharmacy" }, ["excel"], "excel")).toBe(true);
    expect(isCookiePharmacy({ type: "pharmacy" }, ["well"], "excel")).toBe(false);
    expect(isCookiePharmacy({ type: "grp_pharm" }, ["excel"], "excel")).toBe(false);
    expect(isCookiePharmacy({ type: "patient" }, ["excel"], "excel")).toBe(false);
  });
});
