import { z } from "zod";
import { DOCUMENT_STATUSES } from "../documents/status.js";
import { documentDtoSchema } from "../documents/dto.js";
import { TEXTS } from "../common/texts.js";

/** One result on the wire (000 §3 HPRIM document), with its bar position (null: no bar, 001 §4). */
export const labResultDtoSchema = z.object({
  index: z.number().int(),
  label: z.string(),
  code: z.string(),
  result: z.union([z.number(), z.string()]),
  unit: z.string(),
  normInf: z.number().nullable(),
  normSup: z.number().nullable(),
  flag: z.string(),
  /** 0 below normInf, 1–20 in range, 21 above normSup; null without a bar. */
  bar: z.number().int().min(0).max(21).nullable(),
});
/** See `labResultDtoSchema`. */
export type LabResultDto = z.infer<typeof labResultDtoSchema>;

/** The patient a result document is about, as the laboratory knows her. */
export const labPatientSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account's status: AUTO when the import created her (she cannot log in yet). */
  status: z.string(),
});

/** `GET /api/documents/{id}/results`: the structured report of an HPRIM document. */
export const labReportDtoSchema = z.object({
  iddocument: z.string(),
  format: z.enum(["medecins", "sante"]),
  status: z.enum(DOCUMENT_STATUSES),
  patient: labPatientSchema.nullable(),
  lab: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The prescribing doctor, when the file names one of the laboratory's contacts. */
  prescriberUser: z.object({ id: z.string(), name: z.string() }).nullable(),
  lastName: z.string(),
  firstName: z.string(),
  /** `YYYY-MM-DD` or null. */
  birth: z.string().nullable(),
  examDate: z.string().nullable(),
  prescriber: z.string(),
  text: z.string(),
  results: z.array(labResultDtoSchema),
  files: z.array(z.string()),
});
/** See `labReportDtoSchema`. */
export type LabReportDto = z.infer<typeof labReportDtoSchema>;

/** One line of the laboratory's `/analyses` list. */
export const labResultItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  lastUpdate: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  patient: labPatientSchema.nullable(),
  /** The patient can read it (the laboratory shared it with her). */
  sharedWithPatient: z.boolean(),
  /** The patient as the file names her, and the exam's date (`YYYY-MM-DD` or null): the line's title. */
  lastName: z.string(),
  firstName: z.string(),
  examDate: z.string().nullable(),
  resultCount: z.number().int(),
  /** Results outside their norms (bar 0 or 21). */
  outOfRange: z.number().int(),
});
/** See `labResultItemSchema`. */
export type LabResultItem = z.infer<typeof labResultItemSchema>;

/** The status filters of `/analyses`: RESULTS_READY, RESULTS_OPENED, or not yet notified. */
export const LAB_RESULT_FILTERS = ["RESULTS_READY", "RESULTS_OPENED", "NOT_NOTIFIED"] as const;
export type LabResultFilter = (typeof LAB_RESULT_FILTERS)[number];

/** Query of `GET /api/labs/results`. */
export const labResultsQuerySchema = z.object({
  status: z.enum(LAB_RESULT_FILTERS).optional(),
  /** A part of the patient's first or last name. */
  name: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

/** Body of `POST /api/documents/{id}/notify` (000 §7). */
export const notifyBodySchema = z.object({
  userid: z.string().min(1, TEXTS.labs.notifyNoShare).max(64, TEXTS.labs.notifyNoShare),
});

/**
 * Why nobody heard of a notified result (issue 18 §4): the patient has no account yet (AUTO,
 * created by an import) or no e-mail address to write to.
 */
const NOT_REACHED_REASONS = ["noAccount", "noEmail"] as const;

/**
 * Answer of `POST /api/documents/{id}/notify`: the document (RESULTS_READY), and whether anybody
 * was notified — `notified` false with `notReached` saying why when the result is only shared.
 */
export const notifyAnswerSchema = documentDtoSchema.extend({
  notified: z.boolean(),
  notReached: z.enum(NOT_REACHED_REASONS).nullable(),
});
/** See `notifyAnswerSchema`. */
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;
