import { useQuery } from "@tanstack/react-query";
import { membersQuery, myGroupsQuery } from "../membership/queries";

/** The names by id of a list of parties (members or groupements). */
const byId = (parties: readonly { id: string; name: string }[] | undefined) =>
  new Map((parties ?? []).map((party) => [party.id, party.name]));

/**
 * The names a side of a submission reads the other side by (issue 21 §4): a manager its member
 * pharmacies' (`GET /api/manager/members`), a pharmacy its groupements' (`GET /api/manager/groups`).
 */
export function usePartyNames(side: "manager" | "receiver") {
  const members = useQuery({ ...membersQuery, enabled: side === "manager" });
  const groups = useQuery({ ...myGroupsQuery, enabled: side === "receiver" });
  return {
    members: members.data,
    names: byId(side === "manager" ? members.data : groups.data),
  };
}
