import type { FastifyInstance } from "fastify";
import { groupsApi } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { routesOf } from "../../platform/routes.js";
import {
  deleteGroup,
  getGroup,
  groupFeed,
  leaveGroup,
  listGroups,
  writeGroup,
} from "./groups.service.js";

/** Sharing groups (001 §7 "Groups", issue 21 §2), from `groupsApi`. */
export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = routesOf(app, ctx);
  route.user(groupsApi.list, ({ actor }) => listGroups(ctx, actor));
  route.user(groupsApi.write, ({ actor, body }) => writeGroup(ctx, actor, body));
  route.user(groupsApi.get, ({ actor, params }) => getGroup(ctx, actor, params.id));
  route.user(groupsApi.leave, ({ actor, params }) => leaveGroup(ctx, actor, params.id));
  route.user(groupsApi.remove, ({ actor, params }) => deleteGroup(ctx, actor, params.id));
  route.user(groupsApi.feed, ({ actor, params, query }) => groupFeed(ctx, actor, params.id, query));
}
