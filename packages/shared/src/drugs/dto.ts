import { z } from "zod";

/**
 * A speciality found by `GET /api/drugs/search` (issue 19 §4): `id` its CIS code (8 digits),
 * its name, pharmaceutical form and routes of administration, as the BDPM writes them.
 */
export const drugSummaryDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  form: z.string(),
  routes: z.array(z.string()),
});
/** See `drugSummaryDtoSchema`. */
export type DrugSummaryDto = z.infer<typeof drugSummaryDtoSchema>;

/**
 * A presentation (a box) of a speciality: its CIP13 code (13 digits, `34009…`), its label and
 * its price in euro cents when the BDPM gives one (null otherwise).
 */
export const drugPresentationDtoSchema = z.object({
  cip13: z.string(),
  label: z.string(),
  priceCents: z.number().int().nullable(),
});
/** See `drugPresentationDtoSchema`. */
export type DrugPresentationDto = z.infer<typeof drugPresentationDtoSchema>;

/** An active substance of a speciality, with its dosage as written ("1000 mg"; "" when none). */
export const drugSubstanceDtoSchema = z.object({
  name: z.string(),
  dosage: z.string(),
  reference: z.string(),
});

/**
 * The generic group of a speciality: its BDPM id and label, and the speciality's `type` in it
 * (0 princeps, 1 generic, 2 generic by dosage complementarity, 4 substitutable generic).
 */
export const drugGroupDtoSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.number().int(),
});

/**
 * `GET /api/drugs/{id}` (issue 19 §4): a speciality with its marketing status and holder, its
 * presentations by CIP13, its active substances and its generic group (null when none).
 */
export const drugDetailDtoSchema = drugSummaryDtoSchema.extend({
  status: z.string(),
  holder: z.string(),
  presentations: z.array(drugPresentationDtoSchema),
  substances: z.array(drugSubstanceDtoSchema),
  group: drugGroupDtoSchema.nullable(),
});
/** See `drugDetailDtoSchema`. */
export type DrugDetailDto = z.infer<typeof drugDetailDtoSchema>;
