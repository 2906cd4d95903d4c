import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  HPRIM_MIME,
  LAB_RESULTS_FOLDER,
  parseHprimText,
  STATUS_MESSAGES,
  withoutSource,
  type DocumentStatus,
} from "@reseau/shared";
import type { AppContext } from "../platform/context.js";
import {
  contacts,
  documentShares,
  documents,
  labReports,
  messageRecipients,
  messages,
  users,
} from "./schema.js";

const LAB_EMAIL = "labo@demo.fr";
const PATIENT_EMAIL = "patient@demo.fr";

/** A stable demo id from a name (same layout as the main seed's). */
function labsId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo-labs:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One HPRIM Médecins report (the 12 header lines, a text, a LAB block), as a lab sends it. */
function hprimText(
  patient: { last: string; first: string; birth: string },
  exam: string,
  results: string[],
): string {
  return [
    "0000042",
    patient.last,
    patient.first,
    "8 RUE DE LA RÉPUBLIQUE",
    "",
    "69002 LYON",
    patient.birth,
    "",
    "  123456",
    exam,
    "Laboratoire d'analyses Bellecour",
    "",
    "Bilan sanguin. Prélèvement à jeun.",
    "****LAB****",
    ...results,
    "****FIN****",
    "****FINFICHIER****",
    "",
  ].join("\r\n");
}

const LEA = { last: "MARTIN", first: "Léa", birth: "12/04/1990" };

/** The demo results: [name, patient, exam day, RES lines, status, shared with the patient]. */
const RESULTS: {
  key: string;
  name: string;
  patient: "lea" | "auto";
  exam: string;
  results: string[];
  status: DocumentStatus;
  daysAgo: number;
}[] = [
  {
    key: "bilan-lea-ouvert",
    name: "Bilan lipidique",
    patient: "lea",
    exam: "02/03/2026",
    results: [
      "RES|Cholestérol total|CT|N|2,19|g/l||2,00|H|F",
      "RES|Cholestérol HDL|HDL|N|0,63|g/l|0,40|0,90|N|F",
      "RES|Triglycérides|TG|N|0,73|g/l|0,35|1,40|N|F",
    ],
    status: "RESULTS_OPENED",
    daysAgo: 20,
  },
  {
    key: "nfs-lea-pret",
    name: "Numération formule sanguine",
    patient: "lea",
    exam: "20/03/2026",
    results: [
      "RES|Hémoglobine|HB|N|13,3|g/dl|12,5|15,5|N|F",
      "RES|Leucocytes|GB|N|2920|/mm3|4000|10000|L|F",
      "RES|Plaquettes|PLA|N|224000|/mm3|150000|400000|N|F",
      "RES|CRP|CRP|A|< 0.12|mg/l|||N|F",
    ],
    status: "RESULTS_READY",
    daysAgo: 2,
  },
  {
    key: "glycemie-auto",
    name: "Glycémie à jeun",
    patient: "auto",
    exam: "22/03/2026",
    results: [
      "RES|Glycémie|GLY|N|0,91|g/l|0,74|1,06|N|F",
      "RES|Potassium|K|N|5,0|mEq/l|3,5|4,8|H|F",
    ],
    status: "NEW",
    daysAgo: 0,
  },
];

/**
 * Demo laboratory results (issue 10): for labo@demo.fr, a result of Léa Martin (patient@demo.fr)
 * already opened, one notified (RESULTS_READY, with its message), and one not yet notified for a
 * patient the import created (AUTO, no e-mail). Idempotent: fixed ids, existing rows kept. Does
 * nothing when the demo lab or patient is absent.
 */
export async function seedLabs(ctx: Pick<AppContext, "db" | "storage">, now = Date.now()) {
  const find = async (email: string) =>
    (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0];
  const lab = await find(LAB_EMAIL);
  const lea = await find(PATIENT_EMAIL);
  if (!lab || !lea) return;
  const autoId = labsId("auto-patient");
  const texts = RESULTS.map((r) =>
    hprimText(
      r.patient === "lea" ? LEA : { last: "GIRAUD", first: "Paul", birth: "03/07/1958" },
      r.exam,
      r.results,
    ),
  );
  for (const [n, r] of RESULTS.entries())
    await ctx.storage.put(labsId(r.key), Buffer.from(texts[n] ?? ""));

  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        id: autoId,
        type: "patient",
        status: "AUTO",
        isOnPatientApp: true,
        firstName: "Paul",
        lastName: "GIRAUD",
        birth: "1958-07-03",
        createdBy: lab.id,
        meta: {},
      })
      .onConflictDoNothing();
    await tx.insert(contacts).values({ idowner: lab.id, idcontact: autoId }).onConflictDoNothing();
    for (const [n, r] of RESULTS.entries()) {
      const parsed = parseHprimText(texts[n] ?? "");
      if (!parsed.ok || !parsed.reports[0]) throw new Error(`demo HPRIM ${r.key}: refused`);
      const report = withoutSource(parsed.reports[0]);
      const id = labsId(r.key);
      const at = new Date(now - r.daysAgo * 24 * 3600 * 1000);
      const idpatient = r.patient === "lea" ? lea.id : autoId;
      const inserted = await tx
        .insert(documents)
        .values({
          id,
          idcreator: lab.id,
          idsharer: r.status === "NEW" ? null : lab.id,
          type: "ANALYS_RES",
          iddirectory: LAB_RESULTS_FOLDER,
          name: r.name,
          mime: HPRIM_MIME,
          size: Buffer.byteLength(texts[n] ?? ""),
          storageKey: id,
          meta: { status: r.status },
          status: r.status,
          date: at,
          lastUpdate: at,
        })
        .onConflictDoNothing()
        .returning({ id: documents.id });
      if (inserted.length === 0) continue;
      await tx.insert(labReports).values({
        iddocument: id,
        idlab: lab.id,
        idpatient,
        report,
        notifiedAt: r.status === "NEW" ? null : at,
      });
      if (r.status === "NEW") continue;
      await tx.insert(documentShares).values({
        iddocument: id,
        iduser: idpatient,
        idsharer: lab.id,
        lastUpdate: at,
        status: r.status,
      });
      const idmessage = labsId(`${r.key}-message`);
      await tx.insert(messages).values({
        id: idmessage,
        sender: lab.id,
        content: STATUS_MESSAGES.RESULTS_READY,
        iddocument: id,
        notify: true,
        meta: { iddocument: id, status: "RESULTS_READY" },
        date: at,
        lastUpdate: at,
      });
      await tx.insert(messageRecipients).values({
        idmessage,
        iduser: idpatient,
        lastUpdate: at,
        readAt: r.status === "RESULTS_OPENED" ? at : null,
      });
    }
  });
}
