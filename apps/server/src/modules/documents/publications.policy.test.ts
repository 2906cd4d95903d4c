import { describe, expect, it } from "vitest";
import type { DocumentStatus, DocumentType } from "@reseau/shared";
import { actor, documentAccess, outcome, userRow } from "../../test/rows.js";
import { isPublished, publicationPolicy } from "./publications.policy.js";

const pharmacy = userRow("pharmacy", "pharmacy");
const lab = userRow("lab", "labo");
const group = userRow("group", "grp_pharm");
const patient = userRow("patient", "patient");
const doctor = userRow("doctor", "professional");
const stranger = userRow("stranger", "patient");

/** A document of `type` created by `creator`, shared with the patient, in `status`. */
function doc(creator = pharmacy, type: DocumentType = "AFFICHE", status: DocumentStatus = "NEW") {
  const access = documentAccess({ creator, recipients: [patient] });
  return { ...access, document: { ...access.document, type, status } };
}

describe("publicationPolicy (000 §4 PUBLISHED, issue 9 §4)", () => {
  it("lets a pharmacy or a laboratory publish its own public documents only, not its group", () => {
    const cases: [string, ReturnType<typeof actor>, ReturnType<typeof doc>, "allowed" | number][] =
      [
        ["a pharmacy, its AFFICHE", actor(pharmacy), doc(), "allowed"],
        ["a pharmacy, its PUBLICATION", actor(pharmacy), doc(pharmacy, "PUBLICATION"), "allowed"],
        ["a laboratory, its DOC_PUBLIC", actor(lab), doc(lab, "DOC_PUBLIC"), "allowed"],
        ["the pharmacy's group (issue 21 §1)", actor(group, ["pharmacy"]), doc(), 403],
        ["a pharmacy, its prescription", actor(pharmacy), doc(pharmacy, "PRESC_DRUG"), 403],
        ["a patient, her own AFFICHE", actor(patient), doc(patient), 403],
        ["a doctor, his own PUBLICATION", actor(doctor), doc(doctor, "PUBLICATION"), 403],
        ["the patient it is shared with", actor(patient), doc(), 403],
        ["another pharmacy's group", actor(group, ["other"]), doc(), 403],
      ];
    for (const [who, by, access, expected] of cases) {
      expect([who, outcome(publicationPolicy, "publish", by, access)]).toEqual([who, expected]);
    }
  });

  it("shows a published document to anyone signed in, anything else to its readers only", () => {
    const published = doc(pharmacy, "AFFICHE", "PUBLISHED");
    expect(isPublished(published)).toBe(true);
    expect(outcome(publicationPolicy, "readPublic", actor(stranger), published)).toBe("allowed");
    const draft = doc();
    expect(isPublished(draft)).toBe(false);
    expect(outcome(publicationPolicy, "readPublic", actor(stranger), draft)).toBe(404);
    expect(outcome(publicationPolicy, "readPublic", actor(patient), draft)).toBe("allowed");
    // a patient's document marked PUBLISHED somehow is still not public
    const patients = doc(patient, "AFFICHE", "PUBLISHED");
    expect(isPublished(patients)).toBe(false);
    expect(outcome(publicationPolicy, "readPublic", actor(stranger), patients)).toBe(404);
  });
});
