import { z } from "zod";
import { USER_STATUSES, USER_TYPES } from "./users.js";
import { userPicturesSchema } from "../family/pictures.js";
import { healthCardWireShape } from "./health-card.js";

/**
 * A user as sent on the wire (000 §3). Never carries a password or its hash; `meta` and, for
 * non-patients, `openingHours` are JSON text (docs/DECISIONS.md "Wire contract"). What another
 * user receives is cut by the accounts policy ("Who sees a patient").
 */
export const publicUserSchema = z.object({
  id: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(USER_STATUSES),
  email: z.string().nullable(),
  login: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  mainName: z.string(),
  profession: z.string().nullable(),
  specialties: z.array(z.string()),
  isEstablishment: z.boolean(),
  isOnPatientApp: z.boolean(),
  isOnProApp: z.boolean(),
  phones: z.array(z.string()),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fullAddress: z.string().nullable(),
  grp: z.string().nullable(),
  rpps: z.string().nullable(),
  finess: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  /** A professional's or an establishment's fax, secure e-mail and emergency number (000 §3). */
  fax: z.string().nullable().optional(),
  secureEmail: z.string().nullable().optional(),
  emergency: z.string().nullable().optional(),
  nir: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  birth: z.string().nullable(),
  /** Whole years. */
  age: z.number().int().nullable(),
  /**
   * A patient's health card (000 §3 "Patient adds"): null unless the reader may see her identity
   * fields (docs/DECISIONS.md "Who sees a patient").
   */
  ...healthCardWireShape,
  idpharma: z.string().nullable(),
  iddoctor: z.string().nullable(),
  idoptician: z.string().nullable(),
  managers: z.array(z.string()),
  meta: z.string(),
  openingHours: z.string().optional(),
  /** Ids of the user's pictures (000 §3), as far as the caller may see them (issue 8 §7). */
  pictures: userPicturesSchema.optional(),
});
/** A user on the wire (see `publicUserSchema`). */
export type PublicUser = z.infer<typeof publicUserSchema>;
