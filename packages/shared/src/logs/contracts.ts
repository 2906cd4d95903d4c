import { z } from "zod";
import { defineEndpoint, okResponse } from "../common/endpoint.js";

/** Body of `POST /logs` (000 §7, §8): a client error and what the client was doing. */
export const clientLogSchema = z.object({
  error: z.unknown(),
  context: z.unknown().optional(),
});

/** The client error log (000 §7 `POST /logs`). */
export const logsApi = {
  post: defineEndpoint({
    method: "POST",
    path: "/logs",
    body: clientLogSchema,
    response: okResponse,
    status: 201,
    access: "public",
    summary: "Stores a client error, with the user when signed in (000 §8).",
  }),
};
