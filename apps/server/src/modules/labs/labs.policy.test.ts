import { describe, expect, it } from "vitest";
import { actor, documentAccess, outcome, userRow } from "../../test/rows.js";
import { labResultPolicy, labsPolicy, opensAsPatient } from "./labs.policy.js";

// the cast: a laboratory's result shared with its patient, the lab in a lab group
const lab = userRow("lab", "labo");
const group = userRow("group", "grp_lab");
const patient = userRow("patient", "patient");
const mother = userRow("mother", "patient");
const doctor = userRow("doctor", "professional");
const otherLab = userRow("other-lab", "labo");
const pharmacy = userRow("pharmacy", "pharmacy");

const access = documentAccess({
  creator: lab,
  sharer: lab,
  recipients: [patient, doctor],
  managers: [
    ["group", "lab"],
    ["mother", "patient"],
  ],
});
const result = { access, hasReport: true };

describe("labs policy (issue 10)", () => {
  it("lets only laboratories and lab groups import and list", () => {
    for (const row of [lab, group]) {
      expect(outcome(labsPolicy, "import", actor(row), row.type)).toBe("allowed");
    }
    for (const row of [patient, doctor, pharmacy]) {
      expect(outcome(labsPolicy, "import", actor(row), row.type)).toBe(403);
      expect(outcome(labsPolicy, "list", actor(row), row.type)).toBe(403);
    }
  });

  it("lets the result's laboratory (or its group) notify, no other reader", () => {
    const notify = (a: ReturnType<typeof actor>) => labResultPolicy.rules.notify.allows(a, result);
    expect(notify(actor(lab))).toBe(true);
    expect(notify(actor(group, ["lab"]))).toBe(true);
    expect(notify(actor(patient))).toBe(false);
    expect(notify(actor(doctor))).toBe(false);
    expect(notify(actor(otherLab))).toBe(false);
    expect(outcome(labResultPolicy, "notify", actor(patient), result)).toBe(403);
    expect(outcome(labResultPolicy, "read", actor(lab), { access, hasReport: false })).toBe(404);
  });

  it("opens it as the patient: herself or her manager, never the lab or the doctor", () => {
    expect(opensAsPatient(actor(patient), result)).toBe(true);
    expect(opensAsPatient(actor(mother, ["patient"]), result)).toBe(true);
    expect(opensAsPatient(actor(lab), result)).toBe(false);
    expect(opensAsPatient(actor(group, ["lab"]), result)).toBe(false);
    expect(opensAsPatient(actor(doctor), result)).toBe(false);
  });
});
