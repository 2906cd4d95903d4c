import { displayName, type InvitationDto, type MembershipParty } from "@reseau/shared";
import type { PartyRow } from "./membership.repository.js";
import type { InvitationRow } from "./membership.schema.js";

/** An account as the other side of a membership sees it: `{id, type, name, city}` (issue 21 §1). */
export function toParty(row: PartyRow): MembershipParty {
  return { id: row.id, type: row.type, name: displayName(row), city: row.city };
}

/**
 * An invitation on the wire (issue 21 §1), its two sides looked up in `parties` (by id).
 * @throws Error when a side is missing (a row's foreign keys make it impossible).
 */
export function toInvitationDto(
  row: InvitationRow,
  parties: ReadonlyMap<string, MembershipParty>,
): InvitationDto {
  const side = (id: string) => {
    const party = parties.get(id);
    if (!party) throw new Error(`party ${id} of invitation ${row.id} not loaded`);
    return party;
  };
  return {
    id: row.id,
    group: side(row.idmanager),
    invitee: side(row.iduser),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}
