/// <reference types="node" />
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  decodeHprimBytes,
  parseHprim,
  parseHprimText,
  withoutSource,
  type HprimParse,
} from "./hprim.js";
import { nirKey } from "../accounts/identity.js";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

function reportsOf(parse: HprimParse) {
  if (!parse.ok) throw new Error(parse.message);
  return parse.reports;
}

function refusal(parse: HprimParse): string {
  if (parse.ok) throw new Error("accepted");
  return parse.message;
}

const latin1 = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string) => new TextEncoder().encode(text);

const VALID_NIR = `1850575123456${String(nirKey("1850575123456")).padStart(2, "0")}`;

/** An HPRIM Médecins report: the 12 header lines, a text, an optional LAB block, FIN. */
function medecins(
  patient: { last: string; first: string; birth: string; nir?: string },
  lab: string[] | null = ["RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F"],
): string[] {
  return [
    "0000000042",
    patient.last,
    patient.first,
    "12 RUE DES LILAS",
    "",
    "69001 LYON",
    patient.birth,
    patient.nir ?? "",
    "  12345",
    "01/03/2026",
    "Dr Paul DURAND",
    "",
    "Compte rendu : glycémie à jeun.",
    ...(lab ? ["****LAB****", "TEX|Glycémie à jeun", ...lab] : []),
    "****FIN****",
  ];
}
const file = (reports: string[][], eol = "\r\n") =>
  [...reports.flat(), "****FINFICHIER****", ""].join(eol);
const LEA = { last: "MARTIN", first: "Léa", birth: "12/04/1985" };

describe("HPRIM Médecins on the shared samples", () => {
  it("reads test1 (CRLF, ASCII): identity, text and its one result", () => {
    const [report, ...others] = reportsOf(parseHprim(fixture("freehealth_tst_hprim_test1.hpr")));
    expect(others).toHaveLength(0);
    expect(report).toMatchObject({
      format: "medecins",
      fileNumber: "0000129610",
      lastName: "FAKENAME",
      firstName: "FAKEFIRSTNAME",
      birth: "2009-12-18",
      examDate: "2013-05-22",
      // "1234567890123 75" is no valid NIR (sex 1, month 34): the patient is matched by name
      nir: null,
    });
    expect(report?.text).toContain("I.G.E Totales");
    expect(report?.results).toEqual([
      {
        index: 0,
        label: "I.G.E Totales",
        code: "IGET 000",
        result: 164,
        unit: "UI/ml",
        normInf: 0,
        normSup: 3000,
        flag: "N",
      },
    ]);
  });

  it("reads test2 (UTF-8, LF): every value, decimal points, second units, text values", () => {
    const [report] = reportsOf(parseHprim(fixture("freehealth_tst_hprim_test2.hpr")));
    expect(report?.lastName).toBe("NEWFAKE");
    expect(report?.birth).toBe("1959-03-10");
    const byLabel = (label: string) => report?.results.filter((r) => r.label === label) ?? [];
    expect(byLabel("Hémoglobine")).toEqual([
      expect.objectContaining({ result: 13.3, unit: "g/dl", normInf: 12.5, normSup: 15.5 }),
    ]);
    expect(byLabel("CREATININE").map((r) => [r.result, r.unit])).toEqual([
      [8.3, "mg/l"],
      [73.5, "umol/l"],
    ]);
    expect(byLabel("PROTEINE C-REACTIVE (CRP)")[0]?.result).toBe("< 0.12  mg/l");
    expect(byLabel("ASPECT DU SERUM")[0]?.result).toBe("Limpide");
    expect(byLabel("T.C.M.H")[0]).toMatchObject({ normInf: 27, normSup: null });
    expect(byLabel("GLYCEMIE à jeun")[0]?.label).toBe("GLYCEMIE à jeun");
    expect(report?.results.map((r) => r.index)).toEqual(report?.results.map((_r, i) => i));
    expect(report?.text).toContain("Les résultats d'analyses");
  });

  it("refuses test4: text after ****FIN****, at its line", () => {
    expect(refusal(parseHprim(fixture("freehealth_tst_hprim_test4.hpr")))).toBe(
      "Fichier HPRIM illisible : ligne 24 : du texte suit le marqueur ****FIN**** sans former un compte rendu complet.",
    );
  });
});

describe("HPRIM Médecins rules", () => {
  it("reads the same file in ISO-8859-1 and UTF-8, with CRLF, LF or CR", () => {
    const text = file([medecins(LEA)]);
    const expected = reportsOf(parseHprim(utf8(text)));
    expect(expected[0]?.firstName).toBe("Léa");
    expect(expected[0]?.results[0]).toMatchObject({ label: "Glycémie", result: 0.91 });
    for (const eol of ["\n", "\r", "\r\n"]) {
      const lines = file([medecins(LEA)], eol);
      expect(reportsOf(parseHprim(latin1(lines)))).toEqual(expected);
      expect(reportsOf(parseHprim(utf8(lines)))).toEqual(expected);
    }
  });

  it("reads Windows-1252 letters of French software", () => {
    expect(decodeHprimBytes(new Uint8Array([0x9c, 0x75, 0x66, 0x80]))).toBe("œuf€");
  });

  it("gives one report per patient, with a valid NIR normalised", () => {
    const reports = reportsOf(
      parseHprimText(
        file([
          medecins({ ...LEA, nir: `${VALID_NIR.slice(0, 13)} ${VALID_NIR.slice(13)}` }),
          medecins({ last: "DUPONT", first: "Jean", birth: "01/01/1950" }, null),
        ]),
      ),
    );
    expect(reports.map((r) => [r.lastName, r.nir, r.results.length])).toEqual([
      ["MARTIN", VALID_NIR, 1],
      ["DUPONT", null, 0],
    ]);
    // no LAB block: the text, no structured results
    expect(reports[1]?.text).toBe("Compte rendu : glycémie à jeun.");
    // each patient's part stands alone, without the other's lines
    for (const report of reports) {
      expect(reportsOf(parseHprimText(report.source))).toEqual([report]);
    }
    expect(reports[1]?.source).not.toContain("MARTIN");
  });

  it("keeps decimal commas, text values, and files in PDF units", () => {
    const [report] = reportsOf(
      parseHprimText(
        file([
          medecins(LEA, [
            "RES|Potassium|K|N|5,0|mEq/l|3,5|4,8|H|F",
            "RES|CRP|CRP|A|< 0.12|mg/l|||N|F",
            "RES|Compte rendu|CR|A|cr-2026.pdf|PDF|||N|F",
          ]),
        ]),
      ),
    );
    expect(report?.results.map((r) => r.result)).toEqual([5, "< 0.12", "cr-2026.pdf"]);
    expect(report?.files).toEqual(["cr-2026.pdf"]);
  });

  it("refuses a missing, misplaced or trailing marker, and says where", () => {
    const good = medecins(LEA);
    expect(refusal(parseHprimText(good.join("\n")))).toBe(
      "Fichier HPRIM illisible : le marqueur ****FINFICHIER**** de fin de fichier manque.",
    );
    expect(refusal(parseHprimText([...good.slice(0, -1), "****FINFICHIER****"].join("\n")))).toBe(
      "Fichier HPRIM illisible : ligne 17 : le marqueur ****FIN**** de fin de compte rendu manque avant ****FINFICHIER****.",
    );
    expect(refusal(parseHprimText(`${file([good])}\nencore du texte\n`))).toBe(
      "Fichier HPRIM illisible : ligne 20 : du texte suit le marqueur ****FINFICHIER****.",
    );
    expect(refusal(parseHprimText(file([["****LAB****", ...good]])))).toBe(
      "Fichier HPRIM illisible : ligne 1 : le marqueur ****LAB**** est mal placé.",
    );
    const twoLabs = [...good.slice(0, -1), "****LAB****", "****FIN****"];
    expect(refusal(parseHprimText(file([twoLabs])))).toContain(
      "ligne 17 : le marqueur ****LAB****",
    );
  });

  it("refuses a bad header or a stray line in the LAB block", () => {
    expect(refusal(parseHprimText(file([medecins({ ...LEA, birth: "31/02/1985" })])))).toBe(
      "Fichier HPRIM illisible : ligne 7 : date de naissance illisible « 31/02/1985 » (JJ/MM/AAAA attendu).",
    );
    expect(refusal(parseHprimText(file([medecins(LEA, ["GLY 0,91"])])))).toBe(
      "Fichier HPRIM illisible : ligne 16 : ligne inattendue dans le bloc ****LAB**** (RES| ou TEX| attendu).",
    );
    expect(refusal(parseHprimText(""))).toBe("Fichier HPRIM illisible : le fichier est vide.");
  });
});

const SANTE = [
  "H|^~\\&|LAB2026.HPR|LABO BIOFORME|CABINET|||ORU|||||H2.1^C|20260301",
  `P|1|PAT42||${VALID_NIR}|MARTIN^Léa^^^MME||19850412|F||12 rue des Lilas^^Lyon^^69001`,
  "OBR|1|||GLY^Glycémie|||202603010830|||||||||DURAND^Paul",
  "OBX|1|NM|GLY^Glycémie||0,91|g/l|0,74 - 1,06|N||F",
  "OBX|2|NM|K^Potassium||5.0|mEq/l|3.5 - 4.8|H||F",
  "OBX|3|ST|ASP^Aspect du sérum||Limpide||||F",
  "OBX|4|FIC|CR^Compte rendu||CR20260301.pdf",
  "C|1||Prélèvement à jeun.",
  "A|Contrôle conseillé.",
  "P|2|PAT43|||DUPONT^Jean||19500101|M",
  "OBX|1|NM|HB^Hémoglobine||13,3|g/dl|12.5 - 15.5|N||F",
  "L|1|||2",
];

describe("HPRIM Santé 2.1", () => {
  it("reads patients, numeric results with their range, text and file references", () => {
    const reports = reportsOf(parseHprimText(SANTE.join("\r")));
    expect(reports.map((r) => [r.format, r.lastName, r.firstName, r.birth, r.nir])).toEqual([
      ["sante", "MARTIN", "Léa", "1985-04-12", VALID_NIR],
      ["sante", "DUPONT", "Jean", "1950-01-01", null],
    ]);
    const [lea] = reports;
    expect(lea?.results).toEqual([
      {
        index: 0,
        label: "Glycémie",
        code: "GLY",
        result: 0.91,
        unit: "g/l",
        normInf: 0.74,
        normSup: 1.06,
        flag: "N",
      },
      {
        index: 1,
        label: "Potassium",
        code: "K",
        result: 5,
        unit: "mEq/l",
        normInf: 3.5,
        normSup: 4.8,
        flag: "H",
      },
      {
        index: 2,
        label: "Aspect du sérum",
        code: "ASP",
        result: "Limpide",
        unit: "",
        normInf: null,
        normSup: null,
        flag: "",
      },
    ]);
    expect(lea?.files).toEqual(["CR20260301.pdf"]);
    expect(lea?.text).toBe("Prélèvement à jeun.Contrôle conseillé.");
    expect(lea?.examDate).toBe("2026-03-01");
    expect(lea?.prescriber).toBe("DURAND Paul");
    expect(reportsOf(parseHprim(latin1(SANTE.join("\n"))))).toEqual(reports);
    for (const report of reports) {
      expect(reportsOf(parseHprimText(report.source))).toEqual([report]);
    }
    expect(reports[1]?.source).not.toContain("MARTIN");
  });

  it("splits every composite field on the component separator the H segment declares (issue 17 §4)", () => {
    // `H|~^\&|`: `~` separates components, `^` repetitions
    const tilde = [
      "H|~^\\&|LAB.HPR|LABO|CABINET|||ORU|||||H2.1~C|20260301",
      "P|1|PAT7|||DUPONT~MARIE^DUPONT~MARIE-JEANNE||19800202|F||3 rue Haute~~Lille~~59000",
      "OBR|1|||GLY~Glycémie|||202603010830|||||||||DURAND~Paul~~Dr",
      "OBX|1|NM|GLY~Glycémie||1,20|g/l~~L|0,74~1,06|H~~L||F",
      "OBX|2|NM|K~Potassium||4,1|mmol/l|3,5 - 5,0|N||F",
      "L|1",
    ].join("\r");
    const [report] = reportsOf(parseHprimText(tilde));
    expect([report?.lastName, report?.firstName]).toEqual(["DUPONT", "MARIE"]);
    expect(report?.address).toEqual(["3 rue Haute", "59000 Lille"]);
    expect(report?.prescriber).toBe("DURAND Paul");
    expect(
      report?.results.map((r) => [r.code, r.label, r.unit, r.normInf, r.normSup, r.flag]),
    ).toEqual([
      ["GLY", "Glycémie", "g/l", 0.74, 1.06, "H"],
      ["K", "Potassium", "mmol/l", 3.5, 5, "N"],
    ]);
    // the same file with the usual `H|^~\&|`: the same report
    const caret = tilde.replace(/[~^]/g, (char) => (char === "~" ? "^" : "~"));
    expect(withoutSource(reportsOf(parseHprimText(caret))[0]!)).toEqual(withoutSource(report!));
  });

  it("refuses a file without its L segment, text after it, or an unknown segment", () => {
    expect(refusal(parseHprimText(SANTE.slice(0, -1).join("\n")))).toBe(
      "Fichier HPRIM illisible : le segment L de fin de fichier manque.",
    );
    expect(refusal(parseHprimText([...SANTE, "OBX|9"].join("\n")))).toBe(
      "Fichier HPRIM illisible : ligne 13 : du texte suit le segment L de fin de fichier.",
    );
    const stray = [...SANTE.slice(0, 3), "ZZZ|1", ...SANTE.slice(3)];
    expect(refusal(parseHprimText(stray.join("\n")))).toBe(
      "Fichier HPRIM illisible : ligne 4 : segment « ZZZ » inattendu.",
    );
    expect(refusal(parseHprimText([SANTE[0], SANTE[3], "L|1"].join("\n")))).toBe(
      "Fichier HPRIM illisible : ligne 2 : segment « OBX » avant tout segment P (patient).",
    );
  });
});
