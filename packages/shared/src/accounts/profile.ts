import { z } from "zod";
import { birthDateOf } from "../common/dates.js";
import { TEXTS } from "../common/texts.js";
import { isValidNir, NIR_FORMAT_MESSAGE } from "./identity.js";
import { healthCardSchema } from "./health-card.js";
import { isValidEmail } from "./signup.js";
import { isKnownSpecialty } from "../directory/specialties.js";
import { DIRECTORY_TEXTS } from "../directory/texts.js";

const text = z.string().trim().max(200).nullable().optional();
const id = z.string().max(64).nullable().optional();

/**
 * Body of `PUT /ws/user` (000 §7): the profile fields a user may change themselves.
 * `meta` and `openingHours` arrive as JSON text. Choosing `idpharma`, `iddoctor` or
 * `idoptician` adds that user as a contact (000 §4 Session and sign-up). A patient's health card
 * (`healthCardSchema`: `emergencyCall`, `bloodType`, `allergens`, `special`) too.
 */
export const profileUpdateSchema = z.object({
  title: text,
  firstName: text,
  lastName: text,
  name: text,
  phones: z.array(z.string().max(30)).max(5).optional(),
  address: text,
  zipCode: text,
  city: text,
  country: text,
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, TEXTS.profile.urlInvalid)
    .nullable()
    .optional(),
  description: z.string().max(5000).nullable().optional(),
  /** A professional's or an establishment's fax and emergency number (000 §3). */
  fax: z.string().trim().max(30).nullable().optional(),
  emergency: z.string().trim().max(30).nullable().optional(),
  /** A professional's secure e-mail (MSSanté, 000 §3); empty clears it. */
  secureEmail: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === "" || isValidEmail(value), TEXTS.proProfile.secureEmailInvalid)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  nir: z
    .string()
    .trim()
    .refine((value) => value === "" || isValidNir(value), NIR_FORMAT_MESSAGE)
    .nullable()
    .optional(),
  birth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, TEXTS.profile.birthInvalid)
    .refine((birth) => birthDateOf(birth) !== null, TEXTS.profile.birthInvalid)
    .nullable()
    .optional(),
  /** A professional's specialties, from the list `SPECIALTIES` (issue 8 §1), at most 5. */
  specialties: z
    .array(
      z
        .string()
        .max(100)
        .refine(isKnownSpecialty, {
          error: (issue) =>
            DIRECTORY_TEXTS.directory.unknownSpecialty.replace("{specialty}", String(issue.input)),
        }),
    )
    .max(5)
    .optional(),
  ...healthCardSchema.shape,
  idpharma: id,
  iddoctor: id,
  idoptician: id,
  meta: z.string().max(20_000).optional(),
  openingHours: z.string().max(20_000).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
