import { z } from "zod";
import { isValidEmail, stripSpaces } from "../accounts/signup.js";
import { USER_TYPES } from "../accounts/users.js";
import { idParam } from "../common/endpoint.js";
import { MEMBERSHIP_TEXTS } from "./texts.js";

const texts = MEMBERSHIP_TEXTS.membership;

/**
 * Invitation statuses (issue 21 §1): PENDING first; ACCEPTED or REFUSED by the invitee,
 * WITHDRAWN by the groupement; the three are final.
 */
export const INVITATION_STATUSES = ["PENDING", "ACCEPTED", "REFUSED", "WITHDRAWN"] as const;
/** See `INVITATION_STATUSES`. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Body of `POST /api/manager/invitations` (issue 21 §1): exactly one of `email` (an existing
 * establishment's account, spaces dropped, compared without case) or `iduser` (an account picked
 * from the directory). 400 `inviteeRequired` with none or both, `emailInvalid` for a malformed
 * address.
 */
export const inviteSchema = z
  .object({
    email: z
      .string({ error: texts.emailInvalid })
      .max(254, texts.emailInvalid)
      .transform(stripSpaces)
      .refine(isValidEmail, texts.emailInvalid)
      .optional(),
    iduser: idParam.optional(),
  })
  .refine((body) => (body.email === undefined) !== (body.iduser === undefined), {
    message: texts.inviteeRequired,
  });
/** See `inviteSchema`. */
export type InviteInput = z.input<typeof inviteSchema>;

/**
 * One side of a membership as the other side sees it (issue 21 §1): an establishment or a
 * groupement, `name` its display name (`displayName`), `city` when known.
 */
export const membershipPartySchema = z.object({
  id: z.string(),
  type: z.enum(USER_TYPES),
  name: z.string(),
  city: z.string().nullable(),
});
/** See `membershipPartySchema`. */
export type MembershipParty = z.infer<typeof membershipPartySchema>;

/**
 * An invitation on the wire (issue 21 §1): `group` the inviting groupement, `invitee` the
 * establishment, `status`, `createdAt` and `answeredAt` (null while PENDING) ISO 8601.
 */
export const invitationDtoSchema = z.object({
  id: z.string(),
  group: membershipPartySchema,
  invitee: membershipPartySchema,
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
/** See `invitationDtoSchema`. */
export type InvitationDto = z.infer<typeof invitationDtoSchema>;
