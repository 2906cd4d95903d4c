import {
  checkSearch,
  departmentCodeOf,
  directoryKey,
  isEstablishmentType,
  professionReadings,
  type PublicPharmacy,
  type PublicPharmacyQuery,
  type PublicUser,
  type SearchQuery,
  type UserType,
} from "@reseau/shared";
import type { Actor } from "../../platform/actor.js";
import { authorize } from "../../platform/authorize.js";
import type { AppContext } from "../../platform/context.js";
import { badRequest } from "../../platform/errors.js";
import { managerIdsOf } from "../relations/index.js";
import { accountsRepository as repo, type DirectoryCriteria } from "./accounts.repository.js";
import { searchPolicy, searchVisibilityOf } from "./accounts.policy.js";
import { toContactCard, toPublicUser } from "./accounts.serialize.js";
import { userTypeOf } from "./accounts.service.js";
import { loadRelation } from "./accounts.visibility.js";

/**
 * The directory and contact search (000 §7 `GET /ws/search/{type}`, issue 8 §1): the checks of
 * `checkSearch` in their order, then the matching users, best first, at most 50.
 * Professionals and establishments are answered as cards. Patients only to a professional or an
 * establishment, only by NIR with last name or by exact e-mail, each as `searchVisibilityOf`
 * allows (docs/DECISIONS.md "Who sees a patient").
 * @throws 400 for an unknown type or a failed check (its French message), 403 for a patient
 *   searching patients (search policy).
 */
export async function searchDirectory(
  ctx: AppContext,
  actor: Actor,
  segment: string,
  query: SearchQuery,
): Promise<PublicUser[]> {
  const type = userTypeOf(segment);
  authorize(searchPolicy, "search", actor, type);
  const failure = checkSearch(type === "patient", query);
  if (failure) throw badRequest(failure.message);
  if (type === "patient") return searchPatients(ctx, actor, query);
  const criteria = directoryCriteria(type, query);
  if (!criteria) return [];
  const rows = await repo.search(ctx.db, criteria);
  return rows.map((row) => toContactCard(row));
}

/**
 * The repository's criteria of a search query, in the matching form; null when no user can
 * match (an unknown department, an establishment flag that contradicts the type).
 */
function directoryCriteria(type: UserType, query: SearchQuery): DirectoryCriteria | null {
  const words = [query.name, query.lastName, query.firstName]
    .flatMap((text) => directoryKey(text ?? "").split(" "))
    .filter(Boolean);
  const place = query.department || query.departmentName;
  const department = place ? departmentCodeOf(place) : undefined;
  if (department === null) return null;
  if (query.isEstablishment && (query.isEstablishment === "true") !== isEstablishmentType(type)) {
    return null;
  }
  const key = (text: string | undefined) => directoryKey(text ?? "") || undefined;
  return {
    type,
    nameWords: [...new Set(words)],
    city: key(query.city),
    zipCode: query.zipCode?.replace(/[^0-9A-Za-z]/g, "") || undefined,
    department,
    specialty: key(query.specialty),
    professions: query.profession ? professionReadings(query.profession) : undefined,
    grp: query.grp || undefined,
    rpps: query.rpps?.replace(/\s/g, "") || undefined,
    finess: query.finess?.replace(/\s/g, "").toUpperCase() || undefined,
    near:
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude }
        : undefined,
    limit: query.limit,
  };
}

/** The patient side of `searchDirectory`: each found patient as the caller may see her. */
async function searchPatients(
  ctx: AppContext,
  actor: Actor,
  query: SearchQuery,
): Promise<PublicUser[]> {
  const nir = query.nir?.replace(/\s/g, "").toUpperCase().slice(0, 13);
  const rows = await repo.searchPatients(ctx.db, {
    nir: nir || undefined,
    lastName: directoryKey(query.lastName ?? "") || undefined,
    email: query.email?.toLowerCase() || undefined,
    limit: query.limit,
  });
  const cards: PublicUser[] = [];
  for (const row of rows) {
    const relation = await loadRelation(ctx, actor, row.id);
    if (!relation) continue;
    const visibility = searchVisibilityOf(actor, relation);
    cards.push(
      visibility === "full"
        ? toPublicUser(row, await managerIdsOf(ctx.db, row.id))
        : toContactCard(row, visibility === "health"),
    );
  }
  return cards;
}

/** The visitors' finder answers at most this many pharmacies. */
const PUBLIC_PHARMACIES_MAX = 50;

/**
 * The visitors' pharmacy finder (`GET /ws/public/pharmacies`, issue 18 §2): for a position, the
 * nearest pharmacies; for digits, a postcode start; for words, the pharmacies of that city first,
 * then those so named, each once; at most 50, as their shop front (`PublicPharmacy`), nothing of
 * their account. The schema has refused a query without text nor position (400).
 */
export async function findPublicPharmacies(
  ctx: AppContext,
  query: PublicPharmacyQuery,
): Promise<PublicPharmacy[]> {
  const text = query.text?.trim() ?? "";
  const searches: SearchQuery[] =
    query.latitude !== undefined && query.longitude !== undefined && text.length < 2
      ? [{ latitude: query.latitude, longitude: query.longitude, limit: PUBLIC_PHARMACIES_MAX }]
      : /^\d+$/.test(text)
        ? [{ zipCode: text, limit: PUBLIC_PHARMACIES_MAX }]
        : [
            { city: text, limit: PUBLIC_PHARMACIES_MAX },
            { name: text, limit: PUBLIC_PHARMACIES_MAX },
          ];
  const found = new Map<string, PublicPharmacy>();
  for (const search of searches) {
    const criteria = directoryCriteria("pharmacy", search);
    if (!criteria) continue;
    for (const row of await repo.search(ctx.db, criteria)) {
      if (found.size >= PUBLIC_PHARMACIES_MAX) break;
      found.set(row.id, {
        id: row.id,
        name: row.name ?? "",
        address: row.address ?? null,
        zipCode: row.zipCode ?? null,
        city: row.city ?? null,
        latitude: row.latitude ?? null,
        longitude: row.longitude ?? null,
        openingHours: JSON.stringify(row.openingHours ?? []),
        phones: row.phones ?? [],
      });
    }
  }
  return [...found.values()];
}
