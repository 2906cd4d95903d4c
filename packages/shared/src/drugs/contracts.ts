import { z } from "zod";
import { byIdParams, defineEndpoint } from "../common/endpoint.js";
import { drugDetailDtoSchema, drugSummaryDtoSchema } from "./dto.js";
import { drugSearchQuery } from "./schemas.js";

/**
 * The drug guide (issue 19 §4; 001 routes `notices`, `medicament`): the public drug database
 * (BDPM), readable by anyone, with or without an account.
 */
export const drugsApi = {
  search: defineEndpoint({
    method: "GET",
    path: "/api/drugs/search",
    query: drugSearchQuery,
    response: z.array(drugSummaryDtoSchema),
    access: "public",
    summary:
      "Drugs whose name, or a word of it, starts with `name` (case and accents ignored), by name, at most 50; 400 without a name or over 100 characters (issue 19 §4).",
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/drugs/{id}",
    params: byIdParams,
    response: drugDetailDtoSchema,
    access: "public",
    summary:
      "A drug by its CIS code, with its presentations (CIP13), active substances and generic group; 404 when unknown (issue 19 §4).",
  }),
};
