import { describe, expect, it } from "vitest";
import {
  APOTICARE_ACTIVES,
  APOTICARE_BASES,
  APOTICARE_GOALS,
  APOTICARE_REFERENCE,
  INCOMPATIBLE_ACTIVES,
} from "./reference.js";
import { incompatiblePair } from "./rules.js";
import { apoticareReferenceSchema } from "./schemas.js";

const activeIds = new Set(APOTICARE_ACTIVES.map((a) => a.id));
const baseIds = new Set(APOTICARE_BASES.map((b) => b.id));

describe("the reference data (001 §9, issue 22 §1)", () => {
  it("counts 7 bases, 11 goals and 16 actives", () => {
    expect(APOTICARE_BASES).toHaveLength(7);
    expect(APOTICARE_GOALS).toHaveLength(11);
    expect(APOTICARE_ACTIVES).toHaveLength(16);
  });

  it("has unique, prefixed ids", () => {
    const ids = [...APOTICARE_BASES, ...APOTICARE_GOALS, ...APOTICARE_ACTIVES].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of baseIds) expect(id).toMatch(/^base-[a-z0-9-]+$/);
    for (const id of activeIds) expect(id).toMatch(/^actif-[a-z0-9-]+$/);
    for (const goal of APOTICARE_GOALS) expect(goal.id).toMatch(/^goal-[a-z0-9-]+$/);
  });

  it("gives every base and active the fields of 001 §3, in French, with its own picture and colour", () => {
    const all = [...APOTICARE_BASES, ...APOTICARE_ACTIVES];
    for (const item of all) {
      expect(item.name.length).toBeGreaterThan(2);
      expect(item.detail.length).toBeGreaterThan(5);
      expect(item.text.length).toBeGreaterThan(60);
      expect(item.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(item.image).toMatch(/^\/apoticare\/(bases|actifs)\/[a-z0-9-]+\.svg$/);
      expect(item.components.length).toBeGreaterThan(0);
      for (const url of [item.url1, item.url2, item.url3]) {
        if (url !== null) expect(url).toMatch(/^https:\/\//);
      }
    }
    expect(new Set(all.map((i) => i.image)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.color.toLowerCase())).size).toBe(all.length);
  });

  it("recommends exactly 1, 2 and 3 known actives per goal, each list extending the last", () => {
    for (const goal of APOTICARE_GOALS) {
      expect(goal.actives[1]).toHaveLength(1);
      expect(goal.actives[2]).toHaveLength(2);
      expect(goal.actives[3]).toHaveLength(3);
      expect(goal.actives[2].slice(0, 1)).toEqual(goal.actives[1]);
      expect(goal.actives[3].slice(0, 2)).toEqual(goal.actives[2]);
      expect(new Set(goal.actives[3]).size).toBe(3);
      for (const id of goal.actives[3]) expect(activeIds).toContain(id);
      expect(baseIds).toContain(goal.base);
    }
  });

  it("never recommends an incompatible pair", () => {
    for (const goal of APOTICARE_GOALS) {
      for (const count of [1, 2, 3] as const) {
        expect(incompatiblePair(goal.actives[count]), `${goal.id} × ${count}`).toBeNull();
      }
    }
  });

  it("lists incompatible pairs of known, distinct actives, vitamin C with niacinamide not among them", () => {
    for (const [first, second] of INCOMPATIBLE_ACTIVES) {
      expect(activeIds).toContain(first);
      expect(activeIds).toContain(second);
      expect(first).not.toBe(second);
    }
    expect(incompatiblePair(["actif-vitamine-c", "actif-niacinamide"])).toBeNull();
    expect(incompatiblePair(["actif-acide-glycolique", "actif-retinol"])).toEqual([
      "actif-retinol",
      "actif-acide-glycolique",
    ]);
  });

  it("uses every base and every active somewhere in the goals", () => {
    const used = new Set(APOTICARE_GOALS.flatMap((g) => g.actives[3]));
    expect([...activeIds].filter((id) => !used.has(id))).toEqual([]);
    expect(new Set(APOTICARE_GOALS.map((g) => g.base))).toEqual(baseIds);
  });

  it("is its own wire answer", () => {
    expect(apoticareReferenceSchema.parse(APOTICARE_REFERENCE)).toEqual(APOTICARE_REFERENCE);
  });
});
