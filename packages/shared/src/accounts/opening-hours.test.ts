import { describe, expect, it } from "vitest";
import { parseOpeningHours, parisWeekDay, todaysHours, todaysHoursText } from "./opening-hours.js";
import { placeLabel } from "./place.js";

const hours = [
  { day: 0, open: "14:00", close: "19:30" },
  { day: 0, open: "09:00", close: "12:30" },
  { day: 5, open: "09:00", close: "12:00" },
];

describe("today's opening hours, in Paris (issue 7 §2)", () => {
  it("takes the Paris day, not the device's: Sunday 23:30 UTC is already Monday in Paris", () => {
    expect(parisWeekDay(new Date("2026-11-22T23:30:00Z"))).toBe(0);
    expect(parisWeekDay(new Date("2026-11-22T22:30:00Z"))).toBe(6);
  });

  it("gives the day's slots earliest first, in French", () => {
    const monday = new Date("2026-11-23T10:00:00Z");
    expect(todaysHours(hours, monday).map((s) => s.open)).toEqual(["09:00", "14:00"]);
    expect(todaysHoursText(hours, monday)).toBe(
      "Ouvert aujourd’hui de 9\u00a0h à 12\u00a0h\u00a030 et de 14\u00a0h à 19\u00a0h\u00a030",
    );
  });

  it("says closed on a day without slots", () => {
    expect(todaysHoursText(hours, new Date("2026-11-29T10:00:00Z"))).toBe("Fermé aujourd’hui");
  });

  it("reads the wire's JSON text, and anything else as no hours", () => {
    expect(parseOpeningHours(JSON.stringify(hours))).toHaveLength(3);
    expect(parseOpeningHours("pas du json")).toEqual([]);
    expect(parseOpeningHours([{ day: 9, open: "x", close: "y" }])).toEqual([]);
    expect(parseOpeningHours(undefined)).toEqual([]);
  });
});

describe("placeLabel", () => {
  it.each([
    [{ city: "Lyon", zipCode: "69002" }, "Lyon 2e"],
    [{ city: "Paris", zipCode: "75011" }, "Paris 11e"],
    [{ city: "Marseille", zipCode: "13001" }, "Marseille 1er"],
    [{ city: "Villeurbanne", zipCode: "69100" }, "Villeurbanne"],
    [{ city: null, zipCode: "20000" }, "20000"],
    [{ city: null, zipCode: null }, null],
  ])("%o → %s", (user, label) => {
    expect(placeLabel(user)).toBe(label);
  });
});
