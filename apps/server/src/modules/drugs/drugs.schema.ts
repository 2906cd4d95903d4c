import { index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";

/**
 * A speciality of the public drug database (BDPM `CIS_bdpm.txt`, issue 19 §4): `cis` its CIS
 * code (8 digits); `routes` its routes of administration; `nameKey` its name folded by
 * `drugNameKey` (what the search compares, with the start of the name or of a word).
 */
export const drugSpecialities = pgTable(
  "drug_specialities",
  {
    cis: text("cis").primaryKey(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    form: text("form").notNull(),
    routes: text("routes").array().notNull(),
    status: text("status").notNull(),
    holder: text("holder").notNull(),
  },
  // a trigram index: the search matches the start of any word ("% doli%"), not only of the name
  (t) => [index("drug_specialities_name_key_idx").using("gin", t.nameKey.op("gin_trgm_ops"))],
);

/** A presentation (box) of a speciality (BDPM `CIS_CIP_bdpm.txt`): `priceCents` in euro cents. */
export const drugPresentations = pgTable(
  "drug_presentations",
  {
    cip13: text("cip13").primaryKey(),
    cis: text("cis")
      .notNull()
      .references(() => drugSpecialities.cis, { onDelete: "cascade" }),
    label: text("label").notNull(),
    priceCents: integer("price_cents"),
  },
  (t) => [index("drug_presentations_cis_idx").on(t.cis)],
);

/**
 * A component of a speciality (BDPM `CIS_COMPO_bdpm.txt`): `nature` SA (active substance) or FT
 * (therapeutic fraction); `dosage` and `reference` as written ("1000 mg" per "un comprimé").
 */
export const drugCompositions = pgTable(
  "drug_compositions",
  {
    id: serial("id").primaryKey(),
    cis: text("cis")
      .notNull()
      .references(() => drugSpecialities.cis, { onDelete: "cascade" }),
    substance: text("substance").notNull(),
    dosage: text("dosage").notNull(),
    reference: text("reference").notNull(),
    nature: text("nature").notNull(),
  },
  (t) => [index("drug_compositions_cis_idx").on(t.cis)],
);

/**
 * A speciality's place in a generic group (BDPM `CIS_GENER_bdpm.txt`): the group's id and label,
 * the speciality's `type` (0 princeps, 1 generic, 2 by dosage complementarity, 4 substitutable).
 */
export const drugGenericGroups = pgTable(
  "drug_generic_groups",
  {
    groupId: text("group_id").notNull(),
    label: text("label").notNull(),
    cis: text("cis")
      .notNull()
      .references(() => drugSpecialities.cis, { onDelete: "cascade" }),
    type: integer("type").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.cis] }),
    index("drug_generic_groups_cis_idx").on(t.cis),
  ],
);

export type DrugSpecialityRow = typeof drugSpecialities.$inferSelect;
export type DrugPresentationRow = typeof drugPresentations.$inferSelect;
export type DrugCompositionRow = typeof drugCompositions.$inferInsert;
export type DrugGenericGroupRow = typeof drugGenericGroups.$inferSelect;
