import { describe, expect, it } from "vitest";
import { observationsOf } from "./privacy.fhir.js";

const result = (fields: Partial<Parameters<typeof observationsOf>[2]["results"][number]>) => ({
  index: 0,
  label: "Glycémie",
  code: "GLY",
  result: 0.91 as number | string,
  unit: "g/l",
  normInf: 0.74 as number | null,
  normSup: 1.06 as number | null,
  flag: "N",
  ...fields,
});

describe("HPRIM results as FHIR R4 Observations (issue 24 §3)", () => {
  const issued = new Date("2026-03-02T08:00:00Z");

  it("a number is a valueQuantity in UCUM, with its range, flag, subject and exam day", () => {
    const bundle = observationsOf(
      "doc1",
      "user1",
      { examDate: "2026-03-01", results: [result({})] },
      issued,
    );
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    expect(bundle.entry[0]).toEqual({
      fullUrl: "urn:uuid:doc1-0",
      resource: {
        resourceType: "Observation",
        id: "doc1-0",
        status: "final",
        category: [
          {
            coding: [
              {
                system: "http://terminology.hl7.org/CodeSystem/observation-category",
                code: "laboratory",
                display: "Laboratory",
              },
            ],
          },
        ],
        code: {
          coding: [{ system: "urn:hprim:code", code: "GLY", display: "Glycémie" }],
          text: "Glycémie",
        },
        subject: { reference: "Patient/user1" },
        effectiveDateTime: "2026-03-01",
        issued: "2026-03-02T08:00:00.000Z",
        valueQuantity: {
          value: 0.91,
          unit: "g/l",
          system: "http://unitsofmeasure.org",
          code: "g/l",
        },
        referenceRange: [{ low: { value: 0.74, unit: "g/l" }, high: { value: 1.06, unit: "g/l" } }],
        interpretation: [
          {
            coding: [
              {
                system: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
                code: "N",
              },
            ],
          },
        ],
      },
    });
  });

  it("a text is a valueString; no norms, no range; an unknown flag, no interpretation; no exam day, the arrival", () => {
    const [entry] = observationsOf(
      "doc1",
      "user1",
      {
        examDate: null,
        results: [result({ result: "< 0.12", normInf: null, normSup: null, flag: "*" })],
      },
      issued,
    ).entry;
    expect(entry?.resource.valueString).toBe("< 0.12");
    expect(entry?.resource.valueQuantity).toBeUndefined();
    expect(entry?.resource.referenceRange).toBeUndefined();
    expect(entry?.resource.interpretation).toBeUndefined();
    expect(entry?.resource.effectiveDateTime).toBe("2026-03-02T08:00:00.000Z");
  });
});
