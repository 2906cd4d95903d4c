import { describe, expect, it } from "vitest";
import { actorOf } from "../../platform/actor.js";
import { userRow } from "../../test/rows.js";
import type { RenewableDocument } from "../documents/index.js";
import {
  defaultKind,
  onPatientSide,
  onPharmacySide,
  renewalPlacePolicy,
  renewingEstablishment,
} from "./renewals.policy.js";

const lea = actorOf(userRow("lea", "patient"), ["leo"]);
const leo = actorOf(userRow("leo", "patient"), []);
const pharmacy = actorOf(userRow("ph", "pharmacy"), []);
const group = actorOf(userRow("grp", "grp_pharm"), ["ph"]);
const stranger = actorOf(userRow("other", "pharmacy"), []);
const sides = { idpatient: "leo", idpharmacy: "ph" };

describe("who stands on which side of a renewal (issue 10 §3)", () => {
  it.each([
    ["the patient", leo, true, false],
    ["the mother who manages him", lea, true, false],
    ["the pharmacy", pharmacy, false, true],
    ["its group manager", group, false, true],
    ["another pharmacy", stranger, false, false],
  ] as const)("%s", (_who, actor, patientSide, pharmacySide) => {
    expect(onPatientSide(actor, sides)).toBe(patientSide);
    expect(onPharmacySide(actor, sides)).toBe(pharmacySide);
  });

  it("lets the patient's side order on her own prescription only", () => {
    const document: RenewableDocument = {
      id: "d",
      name: "Ordonnance",
      type: "PRESC_DRUG",
      status: "NEW",
      idcreator: "leo",
      creatorType: "patient",
      recipients: [{ id: "ph", type: "pharmacy" }],
    };
    const allows = renewalPlacePolicy.rules.place.allows;
    expect(allows(leo, document)).toBe(true);
    expect(allows(lea, document)).toBe(true);
    expect(allows(pharmacy, document)).toBe(false);
    // a doctor's own document is no patient's order
    expect(allows(leo, { ...document, creatorType: "professional" })).toBe(false);
  });
});

describe("which establishment renews (issue 10 §3)", () => {
  const recipients = [
    { id: "doctor", type: "professional", profession: "DOCTOR" },
    { id: "optician", type: "professional", profession: "OPTICIAN" },
    { id: "ph1", type: "pharmacy", profession: null },
    { id: "ph2", type: "pharmacy", profession: null },
  ];
  it("is the first pharmacy for drugs, the first optician for lenses, else none", () => {
    expect(renewingEstablishment("MEDIC", recipients)).toBe("ph1");
    expect(renewingEstablishment("LENS", recipients)).toBe("optician");
    expect(renewingEstablishment("LENS", recipients.slice(2))).toBeNull();
    expect(renewingEstablishment("MEDIC", recipients.slice(0, 2))).toBeNull();
  });
  it("defaults to LENS for an optical prescription only", () => {
    expect(defaultKind("PRESC_OPT")).toBe("LENS");
    expect(defaultKind("PRESC_DRUG")).toBe("MEDIC");
  });
});
