import { describe, expect, it } from "vitest";
import { mayReadPicture } from "./pictures.policy.js";

describe("mayReadPicture: health pictures stay with those who may see health fields (issue 8 §7)", () => {
  it.each([
    ["avatar", "full", true],
    ["avatar", "health", true],
    ["avatar", "card", true],
    ["avatar", "none", false],
    ["vitale", "full", true],
    ["vitale", "health", true],
    ["vitale", "card", false],
    ["vitale", "none", false],
    ["insurance", "health", true],
    ["insurance", "card", false],
  ] as const)("%s seen with visibility %s: %s", (type, owner, expected) => {
    expect(mayReadPicture({ type, owner })).toBe(expected);
  });
});
