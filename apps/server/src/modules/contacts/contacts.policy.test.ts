import { describe, expect, it } from "vitest";
import { TEXTS } from "@reseau/shared";
import { actor, userRow } from "../../test/rows.js";
import { contactRefusal } from "./contacts.policy.js";

const patient = userRow("patient", "patient");

describe("contactRefusal: who may join a contact book (000 §7 Contacts)", () => {
  it.each([
    ["a pharmacy", userRow("pharmacy", "pharmacy"), null],
    ["a doctor", userRow("doctor", "professional"), null],
    ["oneself", patient, TEXTS.contacts.self],
    [
      "a stub account (a pharmacy's patient without a login)",
      userRow("stub", "patient", { status: "STUB", firstName: "Jean", lastName: "Dupont" }),
      "Impossible d'ajouter Jean Dupont",
    ],
  ] as const)("%s: %s", (_who, target, expected) => {
    expect(contactRefusal(actor(patient), target)).toBe(expected);
  });
});
