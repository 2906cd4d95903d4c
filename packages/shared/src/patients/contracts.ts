import { z } from "zod";
import { defineEndpoint } from "../common/endpoint.js";
import { publicUserSchema } from "../accounts/dto.js";
import { newPatientSchema, patientListQuerySchema } from "./folders.js";

/** `{count}`: how many patients a caller's folders hold. */
export const patientCountSchema = z.object({ count: z.number().int().min(0) });

/** A professional's patient folders and the patients it creates (000 §7, issue 8 §4). */
export const patientsApi = {
  list: defineEndpoint({
    method: "GET",
    path: "/ws/patients/list/v2",
    query: patientListQuerySchema,
    response: z.array(publicUserSchema),
    summary:
      "The patients the caller has a relation with (contact, document, created by it), filtered as 000 §4; 403 for a patient.",
  }),
  count: defineEndpoint({
    method: "GET",
    path: "/ws/count/pharma/patients",
    response: patientCountSchema,
    summary: "How many patients the caller's folders hold (000 §7); 403 for a patient.",
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/ws/patient",
    body: newPatientSchema,
    response: publicUserSchema,
    status: 201,
    summary:
      "A member patient created by a pharmacy, laboratory or professional: STUB without e-mail, NEW with one; 409 e-mail taken.",
  }),
  affiliate: defineEndpoint({
    method: "POST",
    path: "/ws/user/patient/affiliate",
    body: newPatientSchema,
    response: publicUserSchema,
    status: 201,
    summary:
      "A patient created and affiliated to the calling pharmacy, her default pharmacy; pharmacies only.",
  }),
};
