import { z } from "zod";
import { byIdParams, defineEndpoint, okResponse } from "../common/endpoint.js";
import { invitationDtoSchema, inviteSchema, membershipPartySchema } from "./schemas.js";

/**
 * A group and its members (issue 21 §1): a groupement (grp_pharm, grp_lab) invites an
 * establishment of its kind, the establishment accepts or refuses; either side ends the
 * membership. Accepting makes the groupement the establishment's manager (000 §6 `managers`).
 * The rules in full: docs/DECISIONS.md "Group membership (issue 21 §1)".
 */
export const membershipApi = {
  invite: defineEndpoint({
    method: "POST",
    path: "/api/manager/invitations",
    body: inviteSchema,
    response: invitationDtoSchema,
    status: 201,
    summary:
      "A groupement invites an establishment of its kind by {email} or {iduser}: PENDING. Not a groupement 403; unknown account 404; wrong type 400; already a member or already invited 409.",
  }),
  sent: defineEndpoint({
    method: "GET",
    path: "/api/manager/invitations",
    response: z.array(invitationDtoSchema),
    summary: "The groupement's PENDING invitations, newest first; not a groupement 403.",
  }),
  received: defineEndpoint({
    method: "GET",
    path: "/api/manager/invitations/received",
    response: z.array(invitationDtoSchema),
    summary:
      "The PENDING invitations the caller received, with the groupement's name, newest first ([] for an account no groupement invites).",
  }),
  accept: defineEndpoint({
    method: "POST",
    path: "/api/manager/invitations/{id}/accept",
    params: byIdParams,
    response: invitationDtoSchema,
    summary:
      "The invitee accepts: ACCEPTED, and the groupement manages it (managers row) in the same transaction. Anyone else 404; no longer PENDING 409.",
  }),
  refuse: defineEndpoint({
    method: "POST",
    path: "/api/manager/invitations/{id}/refuse",
    params: byIdParams,
    response: invitationDtoSchema,
    summary: "The invitee refuses: REFUSED. Anyone else 404; no longer PENDING 409.",
  }),
  withdraw: defineEndpoint({
    method: "DELETE",
    path: "/api/manager/invitations/{id}",
    params: byIdParams,
    response: invitationDtoSchema,
    summary:
      "The inviting groupement withdraws its invitation: WITHDRAWN. Anyone else 404; no longer PENDING 409.",
  }),
  members: defineEndpoint({
    method: "GET",
    path: "/api/manager/members",
    response: z.array(membershipPartySchema),
    summary: "The groupement's member establishments, by name; not a groupement 403.",
  }),
  removeMember: defineEndpoint({
    method: "DELETE",
    path: "/api/manager/members/{id}",
    params: byIdParams,
    response: okResponse,
    summary:
      "The groupement ends a member's membership (its managers row goes). Not a groupement 403; not its member 404.",
  }),
  groups: defineEndpoint({
    method: "GET",
    path: "/api/manager/groups",
    response: z.array(membershipPartySchema),
    summary:
      "The groupements the caller (an establishment) is a member of, by name; [] for anyone else.",
  }),
  leave: defineEndpoint({
    method: "DELETE",
    path: "/api/manager/groups/{id}",
    params: byIdParams,
    response: okResponse,
    summary:
      "The establishment leaves a groupement (the managers row goes); not one of its groupements 404.",
  }),
};
