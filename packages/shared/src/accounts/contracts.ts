import { z } from "zod";
import { byIdParams, defineEndpoint, noContent } from "../common/endpoint.js";
import { SESSION_PATH, XSRF_PATH } from "../common/wire.js";
import { publicUserSchema } from "./dto.js";
import { profileUpdateSchema } from "./profile.js";
import { loginBodySchema, signupBodySchema } from "./signup.js";
import { loginAnswerSchema } from "./two-factor.js";
import {
  publicPharmacyQuerySchema,
  publicPharmacySchema,
  searchQuerySchema,
} from "../directory/search.js";

/** `{type}` of `/ws/user/{type}` and `/ws/search/{type}`: a user type, either reading (000 §3). */
export const userTypeParams = z.object({ type: z.string().min(1).max(30) });

/** The session and user endpoints (000 §7 "Session and users"). */
export const accountsApi = {
  signUp: defineEndpoint({
    method: "POST",
    path: "/ws/user/{type}",
    params: userTypeParams,
    body: signupBodySchema,
    response: publicUserSchema,
    status: 201,
    access: "public",
    summary: "Sign-up (000 §5): the ordered checks, then the new user is logged in.",
  }),
  logIn: defineEndpoint({
    method: "POST",
    path: "/ws/login",
    body: loginBodySchema,
    response: loginAnswerSchema,
    access: "public",
    summary:
      "Login (000 §5 Login): opens the session cookie `sid` and answers the profile; 202 `{twoFactor: true, methods}` and no session when a second step is due (issue 24 §1, then POST /ws/login/2fa).",
  }),
  logOut: defineEndpoint({
    method: "POST",
    path: "/ws/logout",
    response: noContent,
    status: 204,
    access: "public",
    summary: "Ends the session, if any.",
  }),
  xsrf: defineEndpoint({
    method: "GET",
    path: XSRF_PATH,
    response: noContent,
    status: 204,
    access: "public",
    summary: "Sets the XSRF-TOKEN cookie before a first mutating call.",
  }),
  me: defineEndpoint({
    method: "GET",
    path: SESSION_PATH,
    response: publicUserSchema,
    summary: "The signed-in user, with the ids of their managers.",
  }),
  updateMe: defineEndpoint({
    method: "PUT",
    path: "/ws/user",
    body: profileUpdateSchema,
    response: publicUserSchema,
    summary: "Saves the user's own profile; a chosen default pharmacy becomes a contact (000 §4).",
  }),
  updateUser: defineEndpoint({
    method: "PUT",
    path: "/ws/user/{id}",
    params: byIdParams,
    body: profileUpdateSchema,
    response: publicUserSchema,
    summary:
      "Saves the profile of a user the caller acts for (issue 8 §2, 000 §6: a group manager's pharmacy, a patient's family member), with the rules of PUT /ws/user; 404 for anyone else.",
  }),
  user: defineEndpoint({
    method: "GET",
    path: "/ws/user/{id}",
    params: byIdParams,
    response: publicUserSchema,
    summary: "Another user's card, as far as the caller may see it; 404 otherwise.",
  }),
  establishment: defineEndpoint({
    method: "GET",
    path: "/ws/establishment/{id}",
    params: byIdParams,
    response: publicUserSchema,
    summary: "A pharmacy, laboratory or group's card; 404 for another type.",
  }),
  professional: defineEndpoint({
    method: "GET",
    path: "/ws/professional/{id}",
    params: byIdParams,
    response: publicUserSchema,
    summary: "A professional's card; 404 for another type.",
  }),
  publicPharmacies: defineEndpoint({
    method: "GET",
    path: "/ws/public/pharmacies",
    query: publicPharmacyQuerySchema,
    response: z.array(publicPharmacySchema),
    access: "public",
    summary:
      "The visitors' pharmacy finder (issue 18 §2): pharmacies by postcode, city or name, or the nearest a position, at most 50, their shop front only.",
  }),
  search: defineEndpoint({
    method: "GET",
    path: "/ws/search/{type}",
    params: userTypeParams,
    query: searchQuerySchema,
    response: z.array(publicUserSchema),
    summary:
      "Directory and contact search of one user type (000 §3 criteria, issue 8 §1): at most 50, best matches first; patients only for professionals and establishments, by nir with lastName or by e-mail.",
  }),
};
