import { z } from "zod";
import { USER_TYPES } from "../accounts/users.js";
import { defineEndpoint } from "../common/endpoint.js";

/**
 * Query of `GET /ws/map` (000 §7, issue 19 §3): `grp`, a group's code; blank or absent means the
 * running variant's group. Any code is accepted: an unknown group has no pharmacies.
 */
export const mapQuerySchema = z.object({
  grp: z
    .string()
    .trim()
    .max(50)
    .optional()
    .transform((grp) => grp || undefined),
});
/** A parsed `mapQuerySchema`. */
export type MapQuery = z.output<typeof mapQuerySchema>;

/**
 * A pharmacy on a group's map (issue 19 §3): where it is and what it is called, nothing else —
 * no meta, bank details, NIR, credentials or e-mail (the schema is strict: tests fail on any other
 * key). `longitude` and `latitude` are WGS 84 decimal degrees, as accounts store them.
 */
export const mapEstablishmentSchema = z
  .object({
    type: z.enum(USER_TYPES),
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    longitude: z.number(),
    latitude: z.number(),
  })
  .strict();
/** See `mapEstablishmentSchema`. */
export type MapEstablishment = z.infer<typeof mapEstablishmentSchema>;

/** The pharmacy locator (000 §2, §6; issue 19 §3). */
export const locatorApi = {
  map: defineEndpoint({
    method: "GET",
    path: "/ws/map",
    query: mapQuerySchema,
    response: z.array(mapEstablishmentSchema),
    access: "public",
    summary:
      "The pharmacies of a group (`grp`, else the running variant's) with their position, for the pharmacy locator; 400 without a group (000 §6, issue 19 §3).",
  }),
};
