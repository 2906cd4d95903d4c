import { and, asc, eq, exists, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { MapEstablishment } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { managers, users } from "../../db/schema.js";

/** The group's account that manages a pharmacy (the same table as the pharmacy, named apart). */
const groupAccount = alias(users, "group_account");

/** The SQL of the pharmacy locator (issue 19 §3). */
export const locatorRepository = {
  /**
   * The pharmacies of the group `grp` that have a position, by name (case and accents folded):
   * those a `grp_pharm` account of that group manages (docs/DECISIONS.md "The pharmacy locator").
   * Membership is the managers row, as at login (`accountsRepository.groupsOf`): the group's
   * manager put it there. A pharmacy's own `grp` column, or a patient's, is only what it claimed
   * at sign-up, so it is not read here.
   * @returns only the columns of `MapEstablishment`: nothing else of the account leaves the query.
   */
  async pharmaciesOfGroup(db: Executor, grp: string): Promise<MapEstablishment[]> {
    const managedByTheGroup = db
      .select({ one: managers.idmanager })
      .from(managers)
      .innerJoin(groupAccount, eq(groupAccount.id, managers.idmanager))
      .where(
        and(
          eq(managers.iduser, users.id),
          eq(groupAccount.type, "grp_pharm"),
          eq(groupAccount.grp, grp),
        ),
      );
    const rows = await db
      .select({
        type: users.type,
        id: users.id,
        name: users.name,
        address: users.address,
        country: users.country,
        city: users.city,
        zipCode: users.zipCode,
        longitude: users.longitude,
        latitude: users.latitude,
      })
      .from(users)
      .where(
        and(
          eq(users.type, "pharmacy"),
          isNotNull(users.latitude),
          isNotNull(users.longitude),
          exists(managedByTheGroup),
        ),
      )
      .orderBy(asc(users.searchName), asc(users.id));
    return rows.map((row) => ({
      ...row,
      name: row.name ?? "",
      longitude: row.longitude ?? 0,
      latitude: row.latitude ?? 0,
    }));
  },
};
