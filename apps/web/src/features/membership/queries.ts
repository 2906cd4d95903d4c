import { membershipApi, type InvitationDto, type MembershipParty } from "@reseau/shared";
import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";

const ROOT = QUERY_ROOTS.membership;

/** The invitations the caller received (`GET /api/manager/invitations/received`, issue 21 §1). */
export const receivedInvitationsQuery = queryOptions({
  queryKey: [ROOT, "received"] as const,
  queryFn: (): Promise<InvitationDto[]> => call(membershipApi.received),
});

/** The groupements the caller is a member of (`GET /api/manager/groups`). */
export const myGroupsQuery = queryOptions({
  queryKey: [ROOT, "groups"] as const,
  queryFn: (): Promise<MembershipParty[]> => call(membershipApi.groups),
});

/** The groupement's PENDING invitations (`GET /api/manager/invitations`). */
export const sentInvitationsQuery = queryOptions({
  queryKey: [ROOT, "sent"] as const,
  queryFn: (): Promise<InvitationDto[]> => call(membershipApi.sent),
});

/** The groupement's members (`GET /api/manager/members`). */
export const membersQuery = queryOptions({
  queryKey: [ROOT, "members"] as const,
  queryFn: (): Promise<MembershipParty[]> => call(membershipApi.members),
});

/**
 * Marks stale what a membership change moves: its lists, and what the groupement reads as its
 * members' manager (their overview, feed and counts).
 */
export const refreshMembership = (queryClient: QueryClient) =>
  refreshRoots(queryClient, [
    ROOT,
    QUERY_ROOTS.family,
    QUERY_ROOTS.feed,
    QUERY_ROOTS.documentCounts,
  ]);

/** `POST /api/manager/invitations {email}`: @throws ApiError 400, 403, 404, 409 in French. */
export const inviteByEmail = (email: string): Promise<InvitationDto> =>
  call(membershipApi.invite, { body: { email } });

/** Accepts or refuses an invitation: @throws ApiError 404, 409 in French. */
export const answerInvitation = (id: string, answer: "accept" | "refuse"): Promise<InvitationDto> =>
  call(answer === "accept" ? membershipApi.accept : membershipApi.refuse, { params: { id } });

/** `DELETE /api/manager/invitations/{id}`: the groupement withdraws its invitation. */
export const withdrawInvitation = (id: string): Promise<InvitationDto> =>
  call(membershipApi.withdraw, { params: { id } });

/** `DELETE /api/manager/members/{id}`: the groupement removes a member. */
export const removeMember = (id: string): Promise<{ ok: true }> =>
  call(membershipApi.removeMember, { params: { id } });

/** `DELETE /api/manager/groups/{id}`: the establishment leaves a groupement. */
export const leaveGroup = (id: string): Promise<{ ok: true }> =>
  call(membershipApi.leave, { params: { id } });
