import { z } from "zod";
import { defineEndpoint, okResponse } from "../common/endpoint.js";
import { CONTACT_US_TEXTS } from "./texts.js";

/** The longest message « Nous contacter » takes, in characters (issue 19 §4). */
export const CONTACT_US_MAX_LENGTH = 5000;

const T = CONTACT_US_TEXTS.contactUs;

/**
 * Body of `POST /ws/contact-us` (000 §5 "Contact us", issue 19 §4): the message, 1 to 5,000
 * characters once trimmed, and an optional phone (digits, spaces, dots, a leading +).
 */
export const contactUsBodySchema = z.object({
  msg: z.string({ message: T.empty }).trim().min(1, T.empty).max(CONTACT_US_MAX_LENGTH, T.tooLong),
  num: z
    .string()
    .trim()
    .max(30, T.phoneInvalid)
    .regex(/^(\+?[0-9 .-]{6,30})?$/, T.phoneInvalid)
    .optional(),
});
/** See `contactUsBodySchema`. */
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;

/** « Nous contacter » (000 §7 Other, issue 19 §4). */
export const contactUsApi = {
  send: defineEndpoint({
    method: "POST",
    path: "/ws/contact-us",
    body: contactUsBodySchema,
    response: okResponse,
    access: "public",
    summary:
      "Mails a visitor's or a user's message, with the phone given and the browser's agent, to the group's address (issue 19 §4).",
  }),
};
