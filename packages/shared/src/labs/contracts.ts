import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import {
  labReportDtoSchema,
  labResultItemSchema,
  labResultsQuerySchema,
  notifyAnswerSchema,
  notifyBodySchema,
} from "./dto.js";

/** Laboratory results (issue 10 §1, §2; 000 §3 HPRIM document, §7, §8 Notify lab patient). */
export const labsApi = {
  notify: defineEndpoint({
    method: "POST",
    path: "/api/documents/{id}/notify",
    params: byIdParams,
    body: notifyBodySchema,
    response: notifyAnswerSchema,
    summary:
      "The laboratory tells userid (a user the result is shared with) that it is ready: status RESULTS_READY and a notified message; answers the document with notified (anybody reached) and notReached (noAccount, noEmail); 404 unknown, 400 not shared with userid.",
  }),
  report: defineEndpoint({
    method: "GET",
    path: "/api/documents/{id}/results",
    params: byIdParams,
    response: labReportDtoSchema,
    summary:
      "The structured results of an HPRIM document with their bars; the patient opening a RESULTS_READY one sets RESULTS_OPENED.",
  }),
  list: defineEndpoint({
    method: "GET",
    path: "/api/labs/results",
    query: labResultsQuerySchema,
    response: z.array(labResultItemSchema),
    summary:
      "A laboratory's result documents, newest first, by status (RESULTS_READY, RESULTS_OPENED, NOT_NOTIFIED) and patient name; 403 but for labs.",
  }),
};
