import type { LabResult } from "@reseau/shared";

/** A FHIR R4 `Observation` (https://hl7.org/fhir/R4/observation.html), the fields we fill. */
interface FhirObservation {
  resourceType: "Observation";
  id: string;
  status: "final";
  category: { coding: { system: string; code: string; display: string }[] }[];
  code: { coding: { system: string; code: string; display: string }[]; text: string };
  subject: { reference: string };
  effectiveDateTime: string;
  issued: string;
  valueQuantity?: { value: number; unit: string; system?: string; code?: string };
  valueString?: string;
  referenceRange?: {
    low?: { value: number; unit: string };
    high?: { value: number; unit: string };
  }[];
  interpretation?: { coding: { system: string; code: string }[] }[];
}

/** A FHIR R4 `Bundle` of type `collection`: the Observations of one report. */
export interface FhirBundle {
  resourceType: "Bundle";
  type: "collection";
  timestamp: string;
  entry: { fullUrl: string; resource: FhirObservation }[];
}

const CATEGORY_SYSTEM = "http://terminology.hl7.org/CodeSystem/observation-category";
const INTERPRETATION_SYSTEM = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
/** The laboratory's own codes of an HPRIM file: no national system names them. */
const HPRIM_CODE_SYSTEM = "urn:hprim:code";
/** The HPRIM flags that are codes of the v3 interpretation system as they are. */
const INTERPRETATIONS = new Set(["N", "L", "H", "LL", "HH", "A", "AA"]);

/**
 * The results of one HPRIM report as FHIR R4 Observations in a collection Bundle (issue 24 §3):
 * one Observation per result, `subject` the patient's id, `effectiveDateTime` the exam day (else
 * when the report arrived), a number as `valueQuantity` (its unit as written, UCUM's system when
 * it has one), anything else as `valueString`, the norms as `referenceRange`, the lab's flag as
 * `interpretation` when it is a v3 code.
 * @param report `examDate` `YYYY-MM-DD` or null, the results as read from the file.
 * @param issued when the report reached the product.
 */
export function observationsOf(
  iddocument: string,
  patientId: string,
  report: { examDate: string | null; results: LabResult[] },
  issued: Date,
): FhirBundle {
  const entry = report.results.map((result) => {
    const id = `${iddocument}-${result.index}`;
    const resource: FhirObservation = {
      resourceType: "Observation",
      id,
      status: "final",
      category: [
        { coding: [{ system: CATEGORY_SYSTEM, code: "laboratory", display: "Laboratory" }] },
      ],
      code: {
        coding: [
          { system: HPRIM_CODE_SYSTEM, code: result.code || result.label, display: result.label },
        ],
        text: result.label,
      },
      subject: { reference: `Patient/${patientId}` },
      effectiveDateTime: report.examDate ?? issued.toISOString(),
      issued: issued.toISOString(),
    };
    if (typeof result.result === "number") {
      resource.valueQuantity = {
        value: result.result,
        unit: result.unit,
        ...(result.unit ? { system: "http://unitsofmeasure.org", code: result.unit } : {}),
      };
    } else {
      resource.valueString = result.result;
    }
    if (result.normInf !== null || result.normSup !== null) {
      resource.referenceRange = [
        {
          ...(result.normInf !== null ? { low: { value: result.normInf, unit: result.unit } } : {}),
          ...(result.normSup !== null
            ? { high: { value: result.normSup, unit: result.unit } }
            : {}),
        },
      ];
    }
    if (INTERPRETATIONS.has(result.flag)) {
      resource.interpretation = [
        { coding: [{ system: INTERPRETATION_SYSTEM, code: result.flag }] },
      ];
    }
    return { fullUrl: `urn:uuid:${id}`, resource };
  });
  return { resourceType: "Bundle", type: "collection", timestamp: issued.toISOString(), entry };
}
