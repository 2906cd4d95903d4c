import { describe, expect, it } from "vitest";
import {
  defaultPatientStatuses,
  patientFiltersOf,
  patientListQuerySchema,
  patientSearchOf,
} from "./folders.js";

const query = (q: Record<string, string>) => patientListQuerySchema.parse(q);

describe("patient folder filters (000 §4)", () => {
  it("defaults per role: a laboratory AUTO, a pharmacy group NEW and STUB, others none", () => {
    expect(defaultPatientStatuses("labo")).toEqual(["AUTO"]);
    expect(defaultPatientStatuses("grp_pharm")).toEqual(["NEW", "STUB"]);
    expect(defaultPatientStatuses("pharmacy")).toBeNull();
    expect(patientFiltersOf("labo", query({})).statuses).toEqual(["AUTO"]);
  });

  it("a search clears the status filters and the letter; the wrong-mail filter stays", () => {
    const filters = patientFiltersOf(
      "labo",
      query({ initiale: "b", status: "NEW", name: "Zola", email_ok: "0" }),
    );
    expect(filters).toMatchObject({ initial: null, statuses: null, wrongMail: true });
    expect(patientFiltersOf("labo", query({ initiale: "b", status: "NEW" }))).toMatchObject({
      initial: "B",
      statuses: ["NEW"],
      wrongMail: false,
    });
    expect(patientFiltersOf("pharmacy", query({ status: "" })).statuses).toEqual([]);
  });

  it("reads the search box as e-mail, birth date, NIR or name", () => {
    expect(patientSearchOf(" a@b.fr ")).toEqual({ email: "a@b.fr" });
    expect(patientSearchOf("02/04/1940")).toEqual({ birth: "02/04/1940" });
    expect(patientSearchOf("1 85 05 75 123 456 43")).toEqual({ nir: "185057512345643" });
    expect(patientSearchOf("1 85 05 2A 123 456")).toEqual({ nir: "185052A123456" });
    expect(patientSearchOf("Zola")).toEqual({ name: "Zola" });
    expect(patientSearchOf("  ")).toEqual({});
  });
});
