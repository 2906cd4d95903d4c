import { describe, expect, it } from "vitest";
import { parseMetaText } from "./meta.js";

describe("parseMetaText (000 §3: meta as JSON text)", () => {
  it.each([
    [undefined, {}],
    ["", {}],
    ['{"lang":"fr"}', { lang: "fr" }],
    ["[1,2]", null],
    ["null", null],
    ['"texte"', null],
    ["{oops", null],
  ])("%j → %j", (text, expected) => {
    expect(parseMetaText(text)).toEqual(expected);
  });
});
