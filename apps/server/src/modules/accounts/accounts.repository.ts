import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { NO_PICTURES, PICTURE_FIELD, type UserPictures, type UserType } from "@reseau/shared";
import type { Executor } from "../../db/client.js";
import { pictures, type PictureType } from "../../db/schema.js";
import {
  managers,
  userConsents,
  users,
  type PublicUserRow,
  type UserRow,
} from "./accounts.schema.js";

/**
 * The statement of `ownFactsOf`: a user's managers and pictures in one round trip, built once per
 * database and prepared (`own_profile_facts`); value `id`. A row per manager (`kind` "manager",
 * `id` the manager) and per picture (`kind` "picture", its id and type).
 */
const ownFactsStatement = (db: Executor) => {
  const id = sql.placeholder("id");
  return db
    .select({
      kind: sql<string>`'manager'`.as("kind"),
      id: managers.idmanager,
      type: sql<PictureType | null>`null::text`.as("type"),
    })
    .from(managers)
    .where(eq(managers.iduser, id))
    .unionAll(
      db
        .select({
          kind: sql<string>`'picture'`.as("kind"),
          id: pictures.id,
          type: sql<PictureType | null>`${pictures.type}`.as("type"),
        })
        .from(pictures)
        .where(eq(pictures.userId, id)),
    )
    .prepare("own_profile_facts");
};
const ownFactsStatements = new WeakMap<Executor, ReturnType<typeof ownFactsStatement>>();

/** A new user row, without the defaults the database fills. */
export type NewUser = typeof users.$inferInsert;

/**
 * A directory search as the repository runs it (issue 8 §1): the criteria already in the
 * matching form of `directoryKey` (letters, digits and single spaces only, so no LIKE wildcard can
 * come from a caller), the department as its code, the profession as its readings.
 */
export interface DirectoryCriteria {
  type: UserType;
  /** Words of `name`, `lastName` and `firstName`: each must appear in the name. */
  nameWords: string[];
  /** A word of the city must start with it. */
  city?: string;
  /** Digits and letters only; the postcode starts with it. */
  zipCode?: string;
  department?: string;
  specialty?: string;
  professions?: string[];
  grp?: string;
  rpps?: string;
  finess?: string;
  /** Only users with a known position, the nearest to this one first (decimal degrees). */
  near?: { latitude: number; longitude: number };
  limit: number;
}

/** A patient search (issue 8 §1): NIR (13 characters) with the last name's key, or an e-mail in lower case. */
export interface PatientCriteria {
  nir?: string;
  lastName?: string;
  email?: string;
  limit: number;
}

/**
 * The columns a user's card is made of (`toPublicUser`): not the password hash, the matching
 * columns or the bookkeeping ones. The directory reads only these: 50 full rows cost twice the
 * search itself on the embedded database.
 */
const PUBLIC_COLUMNS = {
  id: users.id,
  type: users.type,
  status: users.status,
  email: users.email,
  isOnPatientApp: users.isOnPatientApp,
  isOnProApp: users.isOnProApp,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  name: users.name,
  profession: users.profession,
  specialties: users.specialties,
  phones: users.phones,
  address: users.address,
  zipCode: users.zipCode,
  city: users.city,
  country: users.country,
  latitude: users.latitude,
  longitude: users.longitude,
  grp: users.grp,
  rpps: users.rpps,
  finess: users.finess,
  url: users.url,
  description: users.description,
  nir: users.nir,
  birth: users.birth,
  emergencyCall: users.emergencyCall,
  bloodType: users.bloodType,
  allergens: users.allergens,
  special: users.special,
  idpharma: users.idpharma,
  iddoctor: users.iddoctor,
  idoptician: users.idoptician,
  openingHours: users.openingHours,
  fax: users.fax,
  secureEmail: users.secureEmail,
  emergency: users.emergency,
  meta: users.meta,
} satisfies { [K in keyof PublicUserRow]: unknown };

/** SQL for users and their managers; the only place that queries those tables. */
export const accountsRepository = {
  async findById(db: Executor, id: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** Finds by e-mail, compared in lower case. */
  async findByEmail(db: Executor, email: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return row ?? null;
  },

  /**
   * The professional accounts holding an RPPS number (issue 24 §4, Pro Santé Connect), at most
   * two: the caller refuses when it is not exactly one.
   */
  async findProfessionalsByRpps(db: Executor, rpps: string): Promise<UserRow[]> {
    return db
      .select()
      .from(users)
      .where(and(eq(users.type, "professional"), eq(users.rpps, rpps)))
      .limit(2);
  },

  async insert(db: Executor, user: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("insert user returned nothing");
    return row;
  },

  /** Records the legal texts `userId` accepted at `at` (issue 24 §3 "Consent"). */
  async recordConsents(
    db: Executor,
    userId: string,
    versions: Record<"terms" | "privacy", string>,
    at: Date,
  ): Promise<void> {
    await db
      .insert(userConsents)
      .values(
        (["terms", "privacy"] as const).map((document) => ({
          userId,
          document,
          version: versions[document],
          acceptedAt: at,
        })),
      )
      .onConflictDoNothing();
  },

  async update(db: Executor, id: string, changes: Partial<NewUser>): Promise<UserRow> {
    const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`update of missing user ${id}`);
    return row;
  },

  /** The manager links of any of these users. */
  async managersOfMany(
    db: Executor,
    iduser: string[],
  ): Promise<{ idmanager: string; iduser: string }[]> {
    if (iduser.length === 0) return [];
    return db.select().from(managers).where(inArray(managers.iduser, iduser));
  },

  /** Ids of the users a manager manages. */
  async managedIdsOf(db: Executor, idmanager: string): Promise<string[]> {
    const rows = await db
      .select({ id: managers.iduser })
      .from(managers)
      .where(eq(managers.idmanager, idmanager));
    return rows.map((r) => r.id);
  },

  async addManager(db: Executor, idmanager: string, iduser: string): Promise<void> {
    await db.insert(managers).values({ idmanager, iduser }).onConflictDoNothing();
  },

  /**
   * The pharmacies of the white-label group `grp` (000 §4 "For white-label apps the group's
   * pharmacies are added as contacts"): those a `grp_pharm` manager of that group manages, the
   * membership the login checks (docs/DECISIONS.md "Who acts for whom"); a pharmacy's own `grp`
   * column is no claim. By name, at most `limit`.
   */
  async pharmaciesOfGroup(db: Executor, grp: string, limit: number): Promise<UserRow[]> {
    const groupManagers = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, "grp_pharm"), eq(users.grp, grp)));
    const members = db
      .selectDistinct({ id: managers.iduser })
      .from(managers)
      .where(inArray(managers.idmanager, groupManagers));
    return db
      .select()
      .from(users)
      .where(and(eq(users.type, "pharmacy"), inArray(users.id, members)))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit);
  },

  /**
   * The directory search (issue 8 §1, docs/ARCHITECTURE.md "The directory search") over the
   * generated matching columns of migration 0003: every criterion must hold; best matches first
   * (the nearest to `near` when given; a whole name word, then a word start, then inside a word;
   * the city itself, then a city starting with it, then a word of it), then by name; at most
   * `limit`.
   */
  search(db: Executor, criteria: DirectoryCriteria): Promise<PublicUserRow[]> {
    return accountsRepository.searchStatement(db, criteria);
  },

  /** The statement of `search`, not run (the bench prints its EXPLAIN with `.toSQL()`). */
  searchStatement(db: Executor, criteria: DirectoryCriteria) {
    const where: SQL[] = [eq(users.type, criteria.type)];
    for (const word of criteria.nameWords) where.push(sql`${users.searchName} like ${`%${word}%`}`);
    if (criteria.city) {
      // the trigram index finds the cities holding the text (its trigrams without the leading
      // blank, which nearly every city has); strpos keeps those where it starts a word
      where.push(sql`${users.searchCity} like ${`%${criteria.city}%`}`);
      where.push(sql`strpos(${users.searchCity}, ${` ${criteria.city}`}) > 0`);
    }
    if (criteria.zipCode) where.push(sql`${users.zipCode} like ${`${criteria.zipCode}%`}`);
    if (criteria.department) where.push(eq(users.searchDepartment, criteria.department));
    if (criteria.specialty) {
      where.push(sql`${users.searchSpecialties} like ${`%${criteria.specialty}%`}`);
    }
    if (criteria.professions) where.push(inArray(users.profession, criteria.professions));
    if (criteria.grp) where.push(eq(users.grp, criteria.grp));
    if (criteria.rpps) where.push(eq(users.rpps, criteria.rpps));
    if (criteria.finess) where.push(eq(users.finess, criteria.finess));
    const order: SQL[] = [];
    if (criteria.near) {
      const { latitude, longitude } = criteria.near;
      where.push(isNotNull(users.latitude), isNotNull(users.longitude));
      // the equirectangular approximation orders as the great circle does at a town's scale,
      // and needs no extension (PGlite has neither PostGIS nor earthdistance)
      order.push(
        sql`power(${users.latitude} - ${latitude}, 2) + power((${users.longitude} - ${longitude}) * ${Math.cos((latitude * Math.PI) / 180)}, 2)`,
      );
    }
    const first = criteria.nameWords[0];
    if (first) {
      order.push(
        sql`case when ${users.searchName} || ' ' like ${`% ${first} %`} then 0 when ${users.searchName} like ${`% ${first}%`} then 1 else 2 end`,
      );
    }
    if (criteria.city) {
      order.push(
        sql`case when ${users.searchCity} = ${` ${criteria.city}`} then 0 when starts_with(${users.searchCity}, ${` ${criteria.city}`}) then 1 else 2 end`,
      );
    }
    return db
      .select(PUBLIC_COLUMNS)
      .from(users)
      .where(and(...where))
      .orderBy(...order, users.searchName, users.id)
      .limit(criteria.limit);
  },

  /**
   * Patients found by what identifies them (issue 8 §1): the first 13 characters of the NIR
   * (spaces ignored) with the last name as its whole first words, or the exact e-mail (any case).
   * At most `limit`.
   */
  async searchPatients(db: Executor, criteria: PatientCriteria): Promise<UserRow[]> {
    const either: SQL[] = [];
    if (criteria.nir && criteria.lastName) {
      either.push(
        and(
          sql`left(replace(${users.nir}, ' ', ''), 13) = ${criteria.nir}`,
          sql`${users.searchName} || ' ' like ${` ${criteria.lastName} %`}`,
        )!,
      );
    }
    if (criteria.email) either.push(sql`lower(${users.email}) = ${criteria.email}`);
    if (either.length === 0) return [];
    return db
      .select()
      .from(users)
      .where(and(eq(users.type, "patient"), or(...either)))
      .orderBy(users.searchName, users.id)
      .limit(criteria.limit);
  },

  /** The white-label groups (`grp`) of the managers of a user: the groups it is a member of. */
  async groupsOf(db: Executor, iduser: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ grp: users.grp })
      .from(managers)
      .innerJoin(users, eq(users.id, managers.idmanager))
      .where(eq(managers.iduser, iduser));
    return rows.flatMap((row) => (row.grp ? [row.grp] : []));
  },

  /**
   * What a user's own profile adds to their row (`GET /ws/user`, 000 §3): the ids of their
   * managers and of their pictures, in one prepared statement.
   */
  async ownFactsOf(
    db: Executor,
    iduser: string,
  ): Promise<{ managerIds: string[]; pictures: UserPictures }> {
    let statement = ownFactsStatements.get(db);
    if (!statement) {
      statement = ownFactsStatement(db);
      ownFactsStatements.set(db, statement);
    }
    const managerIds: string[] = [];
    const found: UserPictures = { ...NO_PICTURES };
    for (const row of await statement.execute({ id: iduser })) {
      if (row.kind === "manager") managerIds.push(row.id);
      else if (row.type) found[PICTURE_FIELD[row.type]] = row.id;
    }
    return { managerIds, pictures: found };
  },

  /** The picture ids of each of these users (000 §3 `pictures`); users without any are absent. */
  async picturesOf(db: Executor, userIds: string[]): Promise<Map<string, UserPictures>> {
    const found = new Map<string, UserPictures>();
    if (userIds.length === 0) return found;
    const rows = await db
      .select({ id: pictures.id, userId: pictures.userId, type: pictures.type })
      .from(pictures)
      .where(inArray(pictures.userId, userIds));
    for (const row of rows) {
      const current = found.get(row.userId) ?? { ...NO_PICTURES };
      current[PICTURE_FIELD[row.type]] = row.id;
      found.set(row.userId, current);
    }
    return found;
  },
};
