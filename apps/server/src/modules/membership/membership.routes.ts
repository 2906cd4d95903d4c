import type { FastifyInstance } from "fastify";
import { membershipApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  answerInvitation,
  invite,
  leaveGroup,
  listGroups,
  listMembers,
  receivedInvitations,
  removeMember,
  sentInvitations,
  withdrawInvitation,
} from "./membership.service.js";

/** A group and its members (issue 21 §1), from `membershipApi`. */
export function registerMembershipRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(membershipApi.invite, ({ actor, body }) => invite(ctx, actor, body));
  route.user(membershipApi.sent, ({ actor }) => sentInvitations(ctx, actor));
  route.user(membershipApi.received, ({ actor }) => receivedInvitations(ctx, actor));
  route.user(membershipApi.accept, ({ actor, params }) =>
    answerInvitation(ctx, actor, params.id, "ACCEPTED"),
  );
  route.user(membershipApi.refuse, ({ actor, params }) =>
    answerInvitation(ctx, actor, params.id, "REFUSED"),
  );
  route.user(membershipApi.withdraw, ({ actor, params }) =>
    withdrawInvitation(ctx, actor, params.id),
  );
  route.user(membershipApi.members, ({ actor }) => listMembers(ctx, actor));
  route.user(membershipApi.removeMember, ({ actor, params }) =>
    removeMember(ctx, actor, params.id),
  );
  route.user(membershipApi.groups, ({ actor }) => listGroups(ctx, actor));
  route.user(membershipApi.leave, ({ actor, params }) => leaveGroup(ctx, actor, params.id));
}
