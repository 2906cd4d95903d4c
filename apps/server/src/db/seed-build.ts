import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import {
  awaitingPaymentOrder,
  luhnKey,
  nirKey,
  planStatusMessage,
  type OpeningHours,
} from "@reseau/shared";
import type {
  documentShares,
  documents,
  managers,
  messageRecipients,
  messages,
  users,
  contacts,
} from "./schema.js";
import { LAB_HOURS, PHARMACY_HOURS, SURGERY_HOURS, type AccountSeed } from "./seed-data.js";
import {
  CONTACT_DEMO_ACCOUNTS,
  CONTACT_DEMO_LINKS,
  CONTACT_DEMO_OVERRIDES,
} from "./seed-contacts.js";
import { DOCUMENTS, type DocumentSeed, type SampleFile } from "./seed-documents.js";
import { OPTICIAN_DOCUMENTS } from "./seed-optician.js";
import { buildPdf, LAB_RESULT_JPEG, PRESCRIPTION_JPEG } from "./seed-samples.js";
import { demoDirectoryRows } from "./seed-directory.js";
import { DEMO_ACCOUNTS } from "./seed-variants.js";
import { VIEWER_CONTACT_LINKS, VIEWER_DOCUMENTS } from "./seed-viewer.js";

/** Rows of the demo data set, ready for multi-row inserts, and the files to store. */
export interface DemoRows {
  users: (typeof users.$inferInsert)[];
  managers: (typeof managers.$inferInsert)[];
  contacts: (typeof contacts.$inferInsert)[];
  documents: (typeof documents.$inferInsert)[];
  shares: (typeof documentShares.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
  recipients: (typeof messageRecipients.$inferInsert)[];
  /** Bytes by storage key. */
  files: Map<string, Buffer>;
}

/**
 * A stable id for a demo record: a UUID (version 5 layout) from the SHA-1 of its name, so that
 * every seed gives the same ids and the ids look like those of real records.
 */
function demoId(name: string): string {
  const hex = createHash("sha1").update(`reseau-demo:${name}`).digest("hex");
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** A FINESS number (docs/DECISIONS.md "Identity numbers"): department, 6 digits, Luhn key (2A/2B count as 20). */
function finessFor(department: string, serial: string): string {
  const digits = `${department.replace(/^2[AB]$/, "20")}${serial}`;
  return `${department}${serial}${luhnKey(digits)}`;
}

/**
 * A NIR with its key (docs/DECISIONS.md "Identity numbers"): sex, year, month, birthplace (department and
 * commune of its INSEE code), order; for the key 2A counts as 19 and 2B as 18.
 */
function nirFor(birth: NonNullable<AccountSeed["birth"]>): string {
  const [year = "", month = ""] = birth.date.split("-");
  const department = birth.insee.slice(0, 2);
  const commune = birth.insee.slice(2);
  const keyDepartment = department === "2A" ? "19" : department === "2B" ? "18" : department;
  const rest = `${year.slice(2)}${month}`;
  const key = nirKey(`${birth.sex}${rest}${keyDepartment}${commune}${birth.order}`);
  return `${birth.sex}${rest}${department}${commune}${birth.order}${String(key).padStart(2, "0")}`;
}

interface Commune {
  code: string;
  nom: string;
  type: string;
  departement: string;
  codesPostaux?: string[];
}

let communes: Map<string, Commune> | undefined;
/**
 * A commune of the official list (@etalab/decoupage-administratif) by INSEE code. The list is
 * read on first use only (8 MB), so a start on a seeded database does not pay for it.
 * @throws when the code is unknown, or the postcode is not one of the commune's
 */
function communeOf(insee: string, zipCode?: string): Commune {
  if (!communes) {
    const list = createRequire(import.meta.url)(
      "@etalab/decoupage-administratif/data/communes.json",
    ) as Commune[];
    communes = new Map(list.filter((c) => c.type === "commune-actuelle").map((c) => [c.code, c]));
  }
  const commune = communes.get(insee);
  if (!commune) throw new Error(`unknown commune ${insee}`);
  if (zipCode && !commune.codesPostaux?.includes(zipCode)) {
    throw new Error(`${zipCode} is not a postcode of ${commune.nom}`);
  }
  return commune;
}

/** The id of the demo account named `key` (its id derives from the key). */
export const userId = (key: string) => demoId(`user:${key}`);

function hoursOf(account: AccountSeed): OpeningHours {
  if (account.hours) return account.hours;
  if (account.type === "pharmacy") return PHARMACY_HOURS;
  if (account.type === "labo") return LAB_HOURS;
  if (account.type === "professional")
    return account.profession === "OPTICIAN" ? PHARMACY_HOURS : SURGERY_HOURS;
  return [];
}

function userRow(account: AccountSeed, passwordHash: string): typeof users.$inferInsert {
  const commune = account.place ? communeOf(account.place.insee, account.place.zipCode) : null;
  const isPatient = account.type === "patient";
  return {
    id: userId(account.key),
    type: account.type,
    status: account.status ?? "ACTIVE",
    email: account.email,
    passwordHash: account.status ? null : passwordHash,
    isOnPatientApp: isPatient,
    isOnProApp: !isPatient,
    title: account.title ?? null,
    firstName: account.firstName ?? null,
    lastName: account.lastName ?? null,
    name: account.name ?? null,
    profession: account.profession ?? null,
    specialties: account.specialties ?? [],
    phones: account.phone ? [account.phone] : [],
    address: account.place?.address ?? null,
    zipCode: account.place?.zipCode ?? null,
    city: commune?.nom ?? null,
    department: commune?.departement ?? null,
    country: account.place ? "France" : null,
    latitude: account.place?.latitude ?? null,
    longitude: account.place?.longitude ?? null,
    grp: account.grp ?? null,
    rpps: account.rpps ?? null,
    finess:
      account.finessSerial && commune ? finessFor(commune.departement, account.finessSerial) : null,
    description: account.description ?? null,
    nir: account.birth ? nirFor(account.birth) : null,
    birth: account.birth?.date ?? null,
    emergencyCall: account.healthCard?.emergencyCall ?? null,
    bloodType: account.healthCard?.bloodType ?? null,
    allergens: account.healthCard?.allergens ?? null,
    special: account.healthCard?.special ?? null,
    idpharma: account.idpharma ? userId(account.idpharma) : null,
    iddoctor: account.iddoctor ? userId(account.iddoctor) : null,
    idoptician: account.idoptician ? userId(account.idoptician) : null,
    openingHours: hoursOf(account),
    meta: {},
  };
}

function fileOf(file: SampleFile): { mime: string; bytes: Buffer } {
  if (file.kind === "prescriptionJpeg") return { mime: "image/jpeg", bytes: PRESCRIPTION_JPEG };
  if (file.kind === "labResultJpeg") return { mime: "image/jpeg", bytes: LAB_RESULT_JPEG };
  return { mime: "application/pdf", bytes: buildPdf(file.title, file.lines) };
}

function addDocument(rows: DemoRows, doc: DocumentSeed, now: number): void {
  const at = (hoursAgo: number) => new Date(now - Math.round(hoursAgo * 3_600_000));
  const id = demoId(`document:${doc.key}`);
  const lastUpdate = at(doc.hoursAgo);
  const { mime, bytes } = fileOf(doc.file);
  const amount = doc.amountCents ?? 0;
  rows.files.set(id, bytes);
  rows.documents.push({
    id,
    idcreator: userId(doc.creator),
    idsharer: null,
    type: doc.type,
    name: doc.name,
    mime,
    size: bytes.length,
    storageKey: id,
    meta: {
      status: doc.status,
      ...(doc.status === "AWAITING_PAYMENT" ? { order: awaitingPaymentOrder(amount, 0) } : {}),
    },
    status: doc.status,
    date: doc.statusBy ? at(doc.hoursAgo + 1) : lastUpdate,
    lastUpdate,
  });
  for (const key of doc.sharedWith) {
    rows.shares.push({
      iddocument: id,
      iduser: userId(key),
      idsharer: userId(doc.creator),
      lastUpdate,
      status: doc.status,
    });
  }

  const patient = userId(doc.patient ?? doc.creator);
  const addMessage = (message: typeof messages.$inferInsert, to: string) => {
    rows.messages.push(message);
    rows.recipients.push({ idmessage: message.id, iduser: to, lastUpdate: message.lastUpdate });
  };
  const plan = doc.statusBy
    ? planStatusMessage({
        status: doc.status,
        firstName: doc.firstName,
        amountCents: amount,
        mime,
        deliveryCents: 0,
      })
    : null;
  const statusMessageId = demoId(`message:${doc.key}:status`);
  if (doc.statusBy && plan?.content) {
    const message = {
      id: statusMessageId,
      sender: userId(doc.statusBy),
      content: plan.content,
      iddocument: id,
      notify: plan.notify,
      // as the status action writes it: the patient's timeline reads the step it set
      meta: { ...plan.meta, iddocument: id, status: doc.status },
      date: lastUpdate,
      lastUpdate,
    };
    addMessage(message, patient);
  }
  for (const note of doc.notes ?? []) {
    const date = at(note.hoursAgo);
    const message = {
      id: demoId(`message:${note.key}`),
      sender: userId(note.from),
      content: note.content,
      iddocument: id,
      idparent: note.replyToStatus ? statusMessageId : null,
      notify: true,
      meta: {},
      date,
      lastUpdate: date,
    };
    addMessage(message, userId(note.to));
  }
}

/**
 * Turns the demo data set into rows. Every account gets `passwordHash`; dates are relative to
 * `now` (ms since epoch) so the feed looks recent. A patient and those they share a document
 * with have each other as contacts; a group manager manages the pharmacies of its group. The
 * directory entries of `seed-directory.ts` come with them.
 */
export function buildDemoRows(passwordHash: string, now: number): DemoRows {
  const rows: DemoRows = {
    users: [
      ...DEMO_ACCOUNTS.map((account) => userRow(account, passwordHash)),
      ...CONTACT_DEMO_ACCOUNTS.map((account) => ({
        ...userRow(account, passwordHash),
        ...CONTACT_DEMO_OVERRIDES[account.key],
      })),
      // the directory worth searching (issue 8 §1): 400 and more entries nobody logs in as
      ...demoDirectoryRows(demoId),
    ],
    managers: [],
    contacts: [],
    documents: [],
    shares: [],
    messages: [],
    recipients: [],
    files: new Map(),
  };
  for (const group of DEMO_ACCOUNTS.filter((a) => a.type === "grp_pharm")) {
    for (const member of DEMO_ACCOUNTS.filter(
      (a) => a.type === "pharmacy" && a.grp === group.grp,
    )) {
      rows.managers.push({ idmanager: userId(group.key), iduser: userId(member.key) });
    }
  }
  const links = new Set<string>();
  const link = (owner: string, contact: string) => links.add(`${userId(owner)} ${userId(contact)}`);
  for (const account of DEMO_ACCOUNTS)
    for (const contact of account.contacts ?? []) {
      link(account.key, contact);
      // an account a pharmacy made for its patient is in that pharmacy's book too
      if (account.status === "NEW") link(contact, account.key);
    }
  for (const [owner, keys] of Object.entries(CONTACT_DEMO_LINKS))
    for (const contact of keys) link(owner, contact);
  for (const [owner, keys] of Object.entries(VIEWER_CONTACT_LINKS))
    for (const contact of keys) link(owner, contact);
  for (const doc of [...DOCUMENTS, ...OPTICIAN_DOCUMENTS, ...VIEWER_DOCUMENTS]) {
    for (const key of doc.sharedWith) {
      link(doc.creator, key);
      link(key, doc.creator);
    }
    addDocument(rows, doc, now);
  }
  rows.contacts = [...links].map((pair) => {
    const [idowner = "", idcontact = ""] = pair.split(" ");
    return { idowner, idcontact };
  });
  return rows;
}
