import { TEXTS, type MapEstablishment } from "@reseau/shared";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { mapGroupOf } from "./locator.policy.js";
import { locatorRepository } from "./locator.repository.js";

/**
 * The pharmacies of a group's map (`GET /ws/map`, issue 19 §3): `grp`'s, else the running
 * variant's; an unknown group has none.
 * @throws 400 « La localisation des pharmacies est une fonctionnalite reservee a l'usage des
 *   groupes uniquement. » (000 §6) without a group.
 */
export async function groupMap(
  ctx: AppContext,
  grp: string | undefined,
): Promise<MapEstablishment[]> {
  const group = mapGroupOf(grp, ctx.config.variant);
  if (!group) throw badRequest(TEXTS.locator.groupsOnly);
  return locatorRepository.pharmaciesOfGroup(ctx.db, group);
}
