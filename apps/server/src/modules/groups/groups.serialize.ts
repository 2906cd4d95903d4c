import type { GroupDto } from "@reseau/shared";
import { toUserSummary } from "../documents/index.js";
import type { MemberRow } from "./groups.repository.js";
import type { SharingGroupRow } from "./groups.schema.js";

/** A group on the wire with its members among `members` (by `idgroup`), its creator first. */
export function toGroupDto(row: SharingGroupRow, members: readonly MemberRow[]): GroupDto {
  const own = members.filter((m) => m.idgroup === row.id);
  const ordered = [
    ...own.filter((m) => m.id === row.idcreator),
    ...own.filter((m) => m.id !== row.idcreator),
  ];
  return {
    id: row.id,
    name: row.name,
    idcreator: row.idcreator,
    members: ordered.flatMap((m) => {
      const summary = toUserSummary(m);
      return summary ? [summary] : [];
    }),
    date: row.createdAt.toISOString(),
  };
}
