import {
  CONVERSATION_PAGE_SIZE,
  groupsApi,
  messagesApi,
  type FeedItem,
  type GroupDto,
  type MessageDto,
} from "@reseau/shared";
import { queryOptions, useInfiniteQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "../../api/call";
import { QUERY_ROOTS, refreshRoots } from "../../app/queryRoots";

const ROOT = QUERY_ROOTS.groups;

/** The caller's sharing groups (`GET /api/groups`, issue 21 §2), newest first. */
export const groupsQuery = queryOptions({
  queryKey: [ROOT, "list"] as const,
  queryFn: ({ signal }): Promise<GroupDto[]> => call(groupsApi.list, { signal }),
  meta: { context: "list groups" },
});

/** One group with its members (`GET /api/group/{id}`): 404 once the caller is no member. */
export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: [ROOT, "group", id] as const,
    queryFn: ({ signal }): Promise<GroupDto> => call(groupsApi.get, { params: { id }, signal }),
    meta: { errors: "inline", context: "read group" },
  });

/**
 * A group's feed (`GET /api/group/{id}/feed`): pages newest first, each next page strictly older
 * than the last item (`fromDate`); refreshed live by `newMsg` and `newDoc` (`features/realtime`).
 */
export function useGroupFeed(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [ROOT, "feed", id] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(groupsApi.feed, {
        params: { id },
        query: { limit: CONVERSATION_PAGE_SIZE, ...(pageParam ? { fromDate: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page: FeedItem[]) =>
      page.length < CONVERSATION_PAGE_SIZE ? undefined : page.at(-1)?.lastUpdate,
    enabled,
    // a member removed while on the page: the group's own 404 says so, not a toast
    meta: { errors: "inline", context: "load group feed" },
  });
}

/** Marks the groups' lists, groups and feeds stale after a change. */
export const refreshGroups = (queryClient: QueryClient) => refreshRoots(queryClient, [ROOT]);

/** `POST /api/group {name, members}`: @returns the new group's id. @throws ApiError 400 in French. */
export async function createGroup(name: string, members: string[]): Promise<string> {
  const answer = await call(groupsApi.write, { body: { name, members } });
  if (!("id" in answer)) throw new Error("a created group without its id");
  return answer.id;
}

/** `POST /api/group {id, addusers, delusers}`: the creator changes the members. */
export async function changeMembers(
  id: string,
  change: { addusers?: string[]; delusers?: string[] },
): Promise<void> {
  await call(groupsApi.write, { body: { id, ...change } });
}

/** `PUT /api/group/{id}/leave`. @throws ApiError 400 for the creator. */
export async function leaveGroup(id: string): Promise<void> {
  await call(groupsApi.leave, { params: { id } });
}

/** `DELETE /api/group/{id}`: the creator deletes the group and its items. */
export async function deleteGroup(id: string): Promise<void> {
  await call(groupsApi.remove, { params: { id } });
}

/** `POST /feed/messages {content, idgroup}`: a message to the group's members. */
export const sendGroupMessage = (idgroup: string, content: string): Promise<MessageDto> =>
  call(messagesApi.send, { body: { content, idgroup } });
