import { describe, expect, it } from "vitest";
import {
  openingStatus,
  openingStatusText,
  parseOpeningHours,
  parisWeekDay,
  todaysHours,
  todaysHoursText,
} from "./opening-hours.js";
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

describe("open now or when next (issue 18 §1), on the Paris clock", () => {
  const weekdays = [0, 1, 2, 3, 4].flatMap((day) => [
    { day, open: "08:30", close: "12:30" },
    { day, open: "14:00", close: "19:30" },
  ]);
  const week = [...weekdays, { day: 5, open: "09:00", close: "12:00" }];
  // 23 November 2026 is a Monday; Paris is UTC+1 in November, UTC+2 in July
  it.each([
    ["open in the morning", "2026-11-23T09:00:00Z", "Ouverte jusqu’à 12\u00a0h\u00a030"],
    ["open in the afternoon", "2026-11-23T17:15:00Z", "Ouverte jusqu’à 19\u00a0h\u00a030"],
    ["before opening", "2026-11-23T06:00:00Z", "Fermée — ouvre à 8\u00a0h\u00a030"],
    ["during the lunch break", "2026-11-23T12:00:00Z", "Fermée — ouvre à 14\u00a0h"],
    ["at the closing minute", "2026-11-23T18:30:00Z", "Fermée — ouvre demain à 8\u00a0h\u00a030"],
    ["late at night", "2026-11-23T22:59:00Z", "Fermée — ouvre demain à 8\u00a0h\u00a030"],
    ["closed today (Sunday)", "2026-11-29T09:00:00Z", "Fermée — ouvre demain à 8\u00a0h\u00a030"],
    [
      "Saturday afternoon, closed Sunday",
      "2026-11-28T14:00:00Z",
      "Fermée — ouvre lundi à 8\u00a0h\u00a030",
    ],
    // 17:45 UTC is 19:45 in Paris in summer: closed, whatever the device's zone says
    ["a summer evening", "2026-07-06T17:45:00Z", "Fermée — ouvre demain à 8\u00a0h\u00a030"],
    ["a summer morning", "2026-07-06T06:45:00Z", "Ouverte jusqu’à 12\u00a0h\u00a030"],
  ])("%s", (_, now, sentence) => {
    expect(openingStatusText(week, new Date(now))).toBe(sentence);
  });

  it("names the next opening day when closed for days", () => {
    const wednesdays = [{ day: 2, open: "09:00", close: "12:00" }];
    // Friday 27 November
    expect(openingStatusText(wednesdays, new Date("2026-11-27T10:00:00Z"))).toBe(
      "Fermée — ouvre mercredi à 9\u00a0h",
    );
    // the same Wednesday, after closing: next week
    expect(openingStatus(wednesdays, new Date("2026-11-25T12:00:00Z"))).toEqual({
      kind: "closed",
      inDays: 7,
      day: 2,
      at: "09:00",
    });
  });

  it("runs back-to-back slots into one opening", () => {
    const noBreak = [
      { day: 0, open: "09:00", close: "12:00" },
      { day: 0, open: "12:00", close: "19:00" },
    ];
    expect(openingStatusText(noBreak, new Date("2026-11-23T09:00:00Z"))).toBe(
      "Ouverte jusqu’à 19\u00a0h",
    );
  });

  it("says nothing about hours when none are known", () => {
    expect(openingStatus([], new Date("2026-11-23T09:00:00Z"))).toEqual({ kind: "unknown" });
    expect(openingStatusText([], new Date("2026-11-23T09:00:00Z"))).toBeNull();
  });
});
